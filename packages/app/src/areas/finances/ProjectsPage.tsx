import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ellipsis, FolderKanban, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  BudgetBar,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DescriptionList,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EmptyState,
  Grid,
  Link,
  PageHeader,
  QueryState,
  Stack,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { euro, formatDay, formatPermille } from './components/financeFormat';
import type { ProjectItem } from './components/planningTypes';
import { ProjectDialog } from './components/ProjectDialog';
import { projectsAccess } from './queries';

const TITLE = 'Projekte';
const DESCRIPTION =
  'Budgets, Kosten und Margen je Projekt, aus den zugeordneten Buchungen (netto).';

/** 'Zeitraum': '04.05.2026 – 18.12.2026', or 'seit 02.11.2026' without an end. */
export function periodText(project: Pick<ProjectItem, 'startsOn' | 'endsOn'>): string {
  return project.endsOn
    ? `${formatDay(project.startsOn)} – ${formatDay(project.endsOn)}`
    : `seit ${formatDay(project.startsOn)}`;
}

/** 'Marge': '2.750,00 € (19,6 %)'; without anything invoiced there is no percentage. */
export function marginText(project: Pick<ProjectItem, 'marginCents' | 'marginPermille'>): string {
  const amount = euro(project.marginCents);
  return project.marginPermille === null
    ? `${amount} (nichts abgerechnet)`
    : `${amount} (${formatPermille(project.marginPermille)})`;
}

type ProjectAction = 'edit' | 'delete';

function ProjectCard({
  project,
  onAction,
}: {
  project: ProjectItem;
  onAction: (action: ProjectAction, project: ProjectItem) => void;
}) {
  const titleId = useId();
  const bookings = project.bookingCount;
  return (
    <li>
      <Card role="article" aria-labelledby={titleId} style={{ height: '100%' }}>
        <CardHeader>
          <Stack direction="row" align="start" justify="between" gap="2">
            <CardTitle as="h2" id={titleId}>
              {project.name}
            </CardTitle>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={`Aktionen für ${project.name}`}>
                  <Ellipsis aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem icon={<Pencil />} onSelect={() => onAction('edit', project)}>
                  Bearbeiten
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  variant="destructive"
                  icon={<Trash2 />}
                  onSelect={() => onAction('delete', project)}
                >
                  Löschen
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </Stack>
          <CardDescription>{project.client ?? 'Ohne Kunde'}</CardDescription>
        </CardHeader>
        <CardContent>
          <Stack gap="4">
            <DescriptionList
              items={[
                { term: 'Zeitraum', details: periodText(project) },
                {
                  term: 'Budget',
                  details: project.budgetCents === null ? null : euro(project.budgetCents),
                },
                { term: 'Abgerechnet', details: euro(project.invoicedCents) },
                { term: 'Kosten', details: euro(project.costsCents) },
                { term: 'Marge', details: marginText(project) },
              ]}
            />
            <BudgetBar
              label="Kosten vom Budget"
              value={project.costsCents}
              max={project.budgetCents}
              valueText={
                project.budgetCents === null
                  ? `Kosten ${euro(project.costsCents)}`
                  : `${euro(project.costsCents)} von ${euro(project.budgetCents)}`
              }
            />
            <Link
              href={`/app/finances?project=${project.id}&period=all`}
              aria-label={`Buchungen (${bookings}) von ${project.name}`}
            >
              Buchungen ({bookings})
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </li>
  );
}

/**
 * Projekte: per project its customer, period, budget, what was invoiced and what it cost, the
 * margin, and the budget's use as a bar with warnings at 50, 70, 90 and 100 %. Spec §6: the
 * provider's employees only (of those who may see the finances); anyone else sees why, and
 * nothing is asked of the server.
 */
export function ProjectsView() {
  const trpc = useTRPC();
  const access = usePageAccess(projectsAccess, [trpc.finances.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={TITLE}
        description={DESCRIPTION}
        subject="die Projekte"
        reason={access.reason}
      />
    );
  }
  return <ProjectsContent />;
}

/** The page for those who may see the projects. */
function ProjectsContent() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const projects = useQuery(trpc.finances.projects.list.queryOptions());
  const [editing, setEditing] = useState<ProjectItem | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
  const { mutate: recreate } = useMutation(
    trpc.finances.projects.restore.mutationOptions({
      onSettled: refresh,
      onError: (error) =>
        toast({
          title: 'Nicht wiederhergestellt',
          description: error.message,
          variant: 'destructive',
        }),
    }),
  );
  const { mutate: remove } = useMutation(
    trpc.finances.projects.delete.mutationOptions({
      onSettled: refresh,
      onError: (error) =>
        toast({ title: 'Nicht gelöscht', description: error.message, variant: 'destructive' }),
    }),
  );

  const openNew = () => {
    setEditing(undefined);
    setDialogOpen(true);
  };

  const handleAction = (action: ProjectAction, project: ProjectItem) => {
    if (action === 'edit') {
      setEditing(project);
      setDialogOpen(true);
      return;
    }
    remove(
      { projectId: project.id },
      {
        onSuccess: () =>
          toast({
            title: 'Projekt gelöscht',
            description: project.name,
            action: {
              label: 'Rückgängig',
              altText: `${project.name} wiederherstellen`,
              onClick: () => recreate({ projectId: project.id }),
            },
          }),
      },
    );
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <Button size="sm" onClick={openNew}>
            <Plus aria-hidden />
            Neues Projekt
          </Button>
        }
      />
      <QueryState
        query={projects}
        loadingLabel="Projekte werden geladen"
        errorTitle="Projekte konnten nicht geladen werden"
        empty={
          <EmptyState
            icon={<FolderKanban aria-hidden />}
            title="Noch keine Projekte"
            action={
              <Button onClick={openNew}>
                <Plus aria-hidden />
                Erstes Projekt anlegen
              </Button>
            }
          >
            Lege ein Projekt mit Budget an und ordne ihm Buchungen zu: Sprint zeigt, was abgerechnet
            ist, was es gekostet hat und wie viel vom Budget verbraucht ist.
          </EmptyState>
        }
      >
        {(data) => (
          <Grid as="ul" minItemWidth="20rem" gap="4" aria-label="Projekte">
            {data.map((project) => (
              <ProjectCard key={project.id} project={project} onAction={handleAction} />
            ))}
          </Grid>
        )}
      </QueryState>
      <ProjectDialog open={dialogOpen} onOpenChange={setDialogOpen} project={editing} />
    </Stack>
  );
}

/** /app/finances/projects */
export function Component() {
  return <ProjectsView />;
}
