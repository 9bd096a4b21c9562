import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardList, Phone, Trash2, UserPlus } from 'lucide-react';
import {
  Badge,
  Button,
  EmptyState,
  ItemList,
  ItemListContent,
  ItemListDescription,
  ItemListItem,
  ItemListTitle,
  Link,
  Stack,
  formatDate,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { useAuth } from '../../../auth/AuthContext';
import { AccessQueryState } from '../../../components/AccessQueryState';
import { berlinDay } from '../../../lib/berlinDay';
import { errorMessage } from '../../../lib/errorMessage';
import { scenarioHref, type AssignmentRow } from '../queries';

/** Open ones first, each by its due day; done ones after. */
function byDue(a: AssignmentRow, b: AssignmentRow): number {
  if (a.done !== b.done) return a.done ? 1 : -1;
  return a.dueDate.localeCompare(b.dueDate);
}

function StatusBadge({ row, today }: { row: AssignmentRow; today: string }) {
  if (row.done) return <Badge variant="success">Erledigt</Badge>;
  if (row.dueDate < today) return <Badge variant="destructive">Überfällig</Badge>;
  return <Badge variant="outline">Offen</Badge>;
}

export type AssignmentsSectionProps = {
  /** Employees and admins: every assignment of the company, 'Zuweisen' and 'Entfernen'. */
  manage: boolean;
  onAssign: () => void;
  onPractise: (scenarioId: string) => void;
  /** The scenario whose call is being started. */
  startingFor: string | null;
};

/**
 * 'Meine Aufgaben': the scenarios assigned to the person, by due day, each with 'Üben'. For
 * those who assign, 'Zuweisungen': everyone's, who assigned them, whether done, and a way to
 * take one back (with 'Rückgängig' in the toast).
 */
export function AssignmentsSection({
  manage,
  onAssign,
  onPractise,
  startingFor,
}: AssignmentsSectionProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const headingId = useId();
  const me = useAuth().databaseUser?.id;
  const today = berlinDay();
  const assignments = useQuery(trpc.phoneTraining.assignments.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.phoneTraining.pathKey() });
  const restore = useMutation(
    trpc.phoneTraining.assignments.create.mutationOptions({
      onSettled: refresh,
      onError: (failure) =>
        toast({
          title: 'Wiederherstellen fehlgeschlagen',
          description: errorMessage(failure),
          variant: 'destructive',
        }),
    }),
  );
  const remove = useMutation(
    trpc.phoneTraining.assignments.delete.mutationOptions({
      onSettled: refresh,
      onError: (failure) =>
        toast({
          title: 'Entfernen fehlgeschlagen',
          description: errorMessage(failure),
          variant: 'destructive',
        }),
    }),
  );
  // Assigning again starts the assignment over: only an open one that is not yet due comes
  // back as it was, so only that one offers 'Rückgängig'.
  const takeBack = (row: AssignmentRow) =>
    remove.mutate(
      { assignmentId: row.id },
      {
        onSuccess: () =>
          toast({
            title: 'Zuweisung entfernt',
            description: `„${row.scenarioTitle}“ für ${row.userName}`,
            ...(!row.done && row.dueDate >= today
              ? {
                  action: {
                    label: 'Rückgängig',
                    altText: 'Entfernen rückgängig machen',
                    onClick: () =>
                      restore.mutate({
                        scenarioId: row.scenarioId,
                        userId: row.userId,
                        dueDate: row.dueDate,
                      }),
                  },
                }
              : {}),
          }),
      },
    );

  const title = manage ? 'Zuweisungen' : 'Meine Aufgaben';
  const icon = <ClipboardList aria-hidden />;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="3" align="center" justify="between" wrap>
        <h2 id={headingId}>{title}</h2>
        {manage ? (
          <Button variant="outline" size="sm" onClick={onAssign}>
            <UserPlus aria-hidden />
            Zuweisen
          </Button>
        ) : null}
      </Stack>
      <AccessQueryState
        subject="die Zuweisungen"
        query={assignments}
        loadingLabel="Zuweisungen werden geladen"
        errorTitle="Zuweisungen konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        icon={icon}
        isEmpty={(rows) => rows.filter((row) => manage || row.userId === me).length === 0}
        empty={
          manage ? (
            <EmptyState
              size="compact"
              headingLevel={3}
              icon={icon}
              title="Noch keine Zuweisungen"
              action={
                <Button size="sm" onClick={onAssign}>
                  <UserPlus aria-hidden />
                  Erstes Szenario zuweisen
                </Button>
              }
            >
              Weise deinem Team ein Szenario mit einem Termin zu: Jede Person sieht ihre Aufgaben
              hier und auf dem Dashboard.
            </EmptyState>
          ) : (
            <EmptyState size="compact" headingLevel={3} icon={icon} title="Keine Aufgaben">
              Dir ist gerade kein Szenario zugewiesen. Üb, was du magst – deine Ergebnisse siehst du
              auf jeder Karte.
            </EmptyState>
          )
        }
      >
        {(rows) => (
          <ItemList aria-labelledby={headingId}>
            {rows
              .filter((row) => manage || row.userId === me)
              .sort(byDue)
              .map((row) => (
                <ItemListItem key={row.id}>
                  <ItemListContent>
                    <ItemListTitle>
                      <Link href={scenarioHref(row.scenarioId)}>{row.scenarioTitle}</Link>
                      <StatusBadge row={row} today={today} />
                    </ItemListTitle>
                    <ItemListDescription>
                      {manage ? `Für ${row.userName} · ` : ''}
                      Fällig bis {formatDate(row.dueDate)}
                      {row.assignedByName ? ` · zugewiesen von ${row.assignedByName}` : ''}
                    </ItemListDescription>
                  </ItemListContent>
                  <Stack direction="row" gap="2" align="center">
                    {!row.done && row.userId === me ? (
                      <Button
                        size="sm"
                        onClick={() => onPractise(row.scenarioId)}
                        aria-label={`„${row.scenarioTitle}“ üben`}
                        aria-busy={startingFor === row.scenarioId || undefined}
                        disabled={startingFor === row.scenarioId}
                      >
                        <Phone aria-hidden />
                        Üben
                      </Button>
                    ) : null}
                    {manage ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Zuweisung „${row.scenarioTitle}“ für ${row.userName} entfernen`}
                        onClick={() => takeBack(row)}
                      >
                        <Trash2 aria-hidden />
                        Entfernen
                      </Button>
                    ) : null}
                  </Stack>
                </ItemListItem>
              ))}
          </ItemList>
        )}
      </AccessQueryState>
    </Stack>
  );
}
