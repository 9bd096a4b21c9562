import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import {
  Badge,
  ItemList,
  ItemListContent,
  ItemListDescription,
  ItemListItem,
  ItemListTitle,
  Link,
  MedalBadge,
  Skeleton,
  Stack,
  Text,
  formatDate,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { useAuth } from '../../auth/AuthContext';
import { AccessQueryState } from '../../components/AccessQueryState';
import { berlinDay } from '../../lib/berlinDay';
import { PHONE_TRAINING_PATH, callHref, formatPercent, scenarioHref } from './queries';

/** With nothing open: the person's last finished call, with its result and medal. */
function LastResult() {
  const trpc = useTRPC();
  const sessions = useQuery(trpc.phoneTraining.sessions.list.queryOptions({}));
  const last = (sessions.data ?? [])
    .filter((row) => row.finishedAt !== null && row.percent !== null)
    .sort((a, b) => (b.finishedAt?.getTime() ?? 0) - (a.finishedAt?.getTime() ?? 0))[0];
  return (
    <AccessQueryState
      subject="die Übungsanrufe"
      query={sessions}
      loadingLabel="Übungsanrufe werden geladen"
      loading={<Skeleton style={{ height: '3rem' }} />}
      errorTitle="Übungsanrufe konnten nicht geladen werden"
      headingLevel={3}
      size="compact"
      icon={<Phone aria-hidden />}
      isEmpty={() => !last}
      empty={
        <Text as="p" size="sm" tone="muted">
          Keine offenen Aufgaben und noch kein Übungsanruf.{' '}
          <Link href={PHONE_TRAINING_PATH}>Such dir ein Szenario aus</Link> und ruf an.
        </Text>
      }
    >
      {() =>
        last && last.percent !== null ? (
          <Stack gap="2">
            <Text as="p" size="sm" tone="muted">
              Keine offenen Aufgaben. Dein letzter Anruf:
            </Text>
            <Stack direction="row" gap="2" align="center" wrap>
              <Link href={callHref(last.id)}>{last.scenarioTitle}</Link>
              <Text size="sm">{formatPercent(last.percent)}</Text>
              <MedalBadge medal={last.medal} size="sm" />
            </Stack>
          </Stack>
        ) : null
      }
    </AccessQueryState>
  );
}

/** The person's open phone-training assignments by due day, or their last medal. */
export function PhoneTrainingDashboardCard() {
  const trpc = useTRPC();
  const headingId = useId();
  const me = useAuth().databaseUser?.id;
  const today = berlinDay();
  const assignments = useQuery(trpc.phoneTraining.assignments.list.queryOptions());
  const open = (assignments.data ?? [])
    .filter((row) => row.userId === me && !row.done)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="baseline" justify="between" wrap>
        <h2 id={headingId}>Telefon-Training</h2>
        <Link href={PHONE_TRAINING_PATH}>Alle Szenarien</Link>
      </Stack>
      <AccessQueryState
        subject="das Telefon-Training"
        query={assignments}
        loadingLabel="Aufgaben werden geladen"
        loading={<Skeleton style={{ height: '3rem' }} />}
        errorTitle="Aufgaben konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        icon={<Phone aria-hidden />}
        isEmpty={() => open.length === 0}
        empty={<LastResult />}
      >
        {() => (
          <ItemList aria-label="Offene Aufgaben im Telefon-Training">
            {open.slice(0, 3).map((row) => (
              <ItemListItem key={row.id}>
                <ItemListContent>
                  <ItemListTitle>
                    <Link href={scenarioHref(row.scenarioId)}>{row.scenarioTitle}</Link>
                    {row.dueDate < today ? <Badge variant="destructive">Überfällig</Badge> : null}
                  </ItemListTitle>
                  <ItemListDescription>
                    Fällig bis {formatDate(row.dueDate)}
                    {row.assignedByName ? ` · von ${row.assignedByName}` : ''}
                  </ItemListDescription>
                </ItemListContent>
              </ItemListItem>
            ))}
          </ItemList>
        )}
      </AccessQueryState>
      {open.length > 3 ? (
        <Text as="p" size="sm" tone="muted">
          und {open.length - 3} weitere
        </Text>
      ) : null}
    </Stack>
  );
}
