import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ListTodo, Plus } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  PageHeader,
  QueryState,
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageSearchParams } from '../../router/usePageSearchParams';
import { useNavbarActions } from '../../shell';
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { QuickAdd } from './components/QuickAdd';
import type { TaskRow } from './queries';
import { TaskBoard } from './components/TaskBoard';
import { TaskDialog } from './components/TaskDialog';
import { TaskItem, TaskItems } from './components/TaskItem';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS } from './components/taskLabels';
import {
  parseTaskSearchParams,
  serializeTaskSearchParams,
  type TaskSearchState,
  type TaskTab,
} from './taskSearchParams';
import { useSetTaskStatus } from './components/useTaskMutations';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  align-items: center;
  margin: var(--space-4) 0;
`;

/** A filter as wide as its longest choice needs, not the whole row (SelectTrigger fills it). */
const Filter = styled.div`
  width: 12rem;
`;

const LIST_TABS: { value: Exclude<TaskTab, 'board'>; label: string; empty: string }[] = [
  { value: 'today', label: 'Heute', empty: 'Heute ist nichts fällig.' },
  { value: 'overdue', label: 'Überfällig', empty: 'Nichts ist überfällig.' },
  { value: 'upcoming', label: 'Demnächst', empty: 'Für die nächsten Tage ist nichts geplant.' },
  { value: 'all', label: 'Alle', empty: 'Noch keine Aufgaben.' },
];

const ANY_PRIORITY = 'any';

export type TasksViewProps = {
  /** 'now' as the page sees it (stories fix it). */
  now?: () => Date;
};

function TaskListView({
  state,
  view,
  empty,
  now,
  onOpen,
  onNew,
}: {
  state: TaskSearchState;
  view: Exclude<TaskTab, 'board'>;
  empty: string;
  now: Date;
  onOpen: (task: TaskRow) => void;
  onNew: () => void;
}) {
  const trpc = useTRPC();
  const setStatus = useSetTaskStatus();
  const input = {
    view,
    assignee: state.assignee,
    ...(state.priority ? { priority: [state.priority] } : {}),
  };
  const list = useInfiniteQuery(
    trpc.tasks.list.infiniteQueryOptions(input, {
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  return (
    <QueryState
      query={list}
      loadingLabel="Aufgaben werden geladen"
      errorTitle="Aufgaben konnten nicht geladen werden"
      isEmpty={() => items.length === 0}
      empty={
        <EmptyState
          icon={<ListTodo aria-hidden />}
          title={empty}
          action={
            <Button size="sm" onClick={onNew}>
              <Plus aria-hidden />
              Aufgabe anlegen
            </Button>
          }
        />
      }
    >
      {() => (
        <Stack gap="3">
          <TaskItems aria-label={LIST_TABS.find((tab) => tab.value === view)?.label}>
            {items.map((task) => (
              <TaskItem
                key={task.id}
                task={task}
                now={now}
                onOpen={onOpen}
                onToggle={(target, done) => setStatus(target, done ? 'done' : 'open')}
              />
            ))}
          </TaskItems>
          {list.hasNextPage ? (
            <Button
              variant="outline"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              Mehr laden
            </Button>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}

const TITLE = 'Aufgaben';
const DESCRIPTION = 'Was heute und in den nächsten Tagen ansteht.';

/**
 * The page's body, so stories can fix 'now'. Every member may use it (the server's rule);
 * should the server refuse all the same (no longer a member), the page says why instead.
 */
export function TasksView({ now = () => new Date() }: TasksViewProps) {
  const trpc = useTRPC();
  const access = usePageAccess(null, [trpc.tasks.pathKey(), trpc.crm.members.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={TITLE}
        description={DESCRIPTION}
        subject="die Aufgaben"
        reason={access.reason}
      />
    );
  }
  return <TasksContent now={now} />;
}

function TasksContent({ now }: { now: () => Date }) {
  const trpc = useTRPC();
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => parseTaskSearchParams(params), [params]);
  // The task stays while its dialog closes (it animates out showing what it showed).
  const [editing, setEditing] = useState<TaskRow | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const members = useQuery(trpc.crm.members.queryOptions());
  const filters = {
    assignee: state.assignee,
    ...(state.priority ? { priority: [state.priority] } : {}),
  };
  const counts = useQuery(trpc.tasks.counts.queryOptions(filters));
  const today = now();

  const update = useCallback(
    (changes: Partial<TaskSearchState>) =>
      setParams((current) =>
        serializeTaskSearchParams({ ...parseTaskSearchParams(current), ...changes }, current),
      ),
    [setParams],
  );
  const openNew = useCallback(() => setCreating(true), []);
  const openTask = useCallback((task: TaskRow) => {
    setEditing(task);
    setEditOpen(true);
  }, []);

  const actions = useMemo(
    () => [
      {
        id: 'tasks-new',
        priority: 10,
        element: (
          <Button size="sm" onClick={openNew}>
            <Plus aria-hidden />
            Neue Aufgabe
          </Button>
        ),
      },
    ],
    [openNew],
  );
  useNavbarActions(actions);

  return (
    <Stack gap="6">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <QuickAdd now={now} />
      <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as TaskTab })}>
        <TabsList aria-label="Ansicht">
          {LIST_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
              {counts.data ? (
                <>
                  {' '}
                  <Text tone="muted" numeric>
                    {counts.data[tab.value]}
                  </Text>
                </>
              ) : null}
            </TabsTrigger>
          ))}
          <TabsTrigger value="board">Board</TabsTrigger>
        </TabsList>
        <Toolbar>
          <Filter>
            <Select value={state.assignee} onValueChange={(assignee) => update({ assignee })}>
              <SelectTrigger aria-label="Zugewiesen an">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="me">Meine Aufgaben</SelectItem>
                <SelectItem value="all">Alle im Team</SelectItem>
                <SelectItem value="none">Nicht zugewiesen</SelectItem>
                {members.data && members.data.length > 0 ? <SelectSeparator /> : null}
                {(members.data ?? []).map((member) => (
                  <SelectItem key={member.id} value={member.id}>
                    {member.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Filter>
          <Filter>
            <Select
              value={state.priority ?? ANY_PRIORITY}
              onValueChange={(value) =>
                update({
                  priority: value === ANY_PRIORITY ? null : (value as TaskSearchState['priority']),
                })
              }
            >
              <SelectTrigger aria-label="Priorität">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ANY_PRIORITY}>Alle Prioritäten</SelectItem>
                {TASK_PRIORITIES.map((priority) => (
                  <SelectItem key={priority} value={priority}>
                    {TASK_PRIORITY_LABELS[priority]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Filter>
        </Toolbar>
        {LIST_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <TaskListView
              state={state}
              view={tab.value}
              empty={tab.empty}
              now={today}
              onOpen={openTask}
              onNew={openNew}
            />
          </TabsContent>
        ))}
        <TabsContent value="board">
          <TaskBoard state={state} now={today} onOpen={openTask} />
        </TabsContent>
      </Tabs>
      <TaskDialog open={creating} onOpenChange={setCreating} />
      <TaskDialog open={editOpen} onOpenChange={setEditOpen} task={editing} />
    </Stack>
  );
}

/** Aufgaben: today, overdue, upcoming, all, and the board by status. */
export function Component() {
  return <TasksView />;
}
