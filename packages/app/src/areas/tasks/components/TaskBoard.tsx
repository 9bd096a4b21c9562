import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  KanbanBoard,
  QueryState,
  Stack,
  Text,
  TitleButton,
  toast,
  type KanbanMove,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import type { TaskBoardColumns, TaskRow, TaskStatus } from '../queries';
import { TaskDue } from './TaskItem';
import { PRIORITY_BADGE, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS } from './taskLabels';
import type { TaskSearchState } from '../taskSearchParams';

const NOUN = { one: 'Aufgabe', other: 'Aufgaben' };

/** The board with a card moved to another status, before the server has answered. */
function moved(board: TaskBoardColumns, taskId: string, status: TaskStatus): TaskBoardColumns {
  const task = board.flatMap((column) => column.items).find((item) => item.id === taskId);
  if (!task) return board;
  return board.map((column) => {
    if (column.status === status) {
      return { ...column, count: column.count + 1, items: [{ ...task, status }, ...column.items] };
    }
    if (column.items.some((item) => item.id === taskId)) {
      return {
        ...column,
        count: column.count - 1,
        items: column.items.filter((item) => item.id !== taskId),
      };
    }
    return column;
  });
}

export type TaskBoardProps = {
  state: TaskSearchState;
  now: Date;
  onOpen: (task: TaskRow) => void;
};

/** 'Offen', 'In Arbeit', 'Erledigt': a card moves by drag or by keyboard (Space, arrows, Space). */
export function TaskBoard({ state, now, onOpen }: TaskBoardProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = {
    assignee: state.assignee,
    ...(state.priority ? { priority: [state.priority] } : {}),
  };
  const board = useQuery(trpc.tasks.board.queryOptions(input));
  const boardKey = trpc.tasks.board.queryKey(input);
  const update = useMutation(
    trpc.tasks.update.mutationOptions({
      onMutate: async (variables) => {
        await queryClient.cancelQueries({ queryKey: boardKey });
        const previous = queryClient.getQueryData<TaskBoardColumns>(boardKey);
        if (previous && variables.status) {
          queryClient.setQueryData(boardKey, moved(previous, variables.taskId, variables.status));
        }
        return { previous };
      },
      onError: (error, _variables, context) => {
        if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
        toast({
          title: 'Status nicht geändert',
          description: error.message,
          variant: 'destructive',
        });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() }),
    }),
  );

  const onMove = (move: KanbanMove<TaskRow>) => {
    if (move.fromColumnId === move.toColumnId) return;
    update.mutate({ taskId: move.itemId, status: move.toColumnId as TaskStatus });
  };

  return (
    <QueryState
      query={board}
      loadingLabel="Aufgaben werden geladen"
      errorTitle="Aufgaben konnten nicht geladen werden"
    >
      {(columns) => (
        <KanbanBoard
          aria-label="Aufgaben nach Status"
          columns={columns.map((column) => ({
            id: column.status,
            title: TASK_STATUS_LABELS[column.status],
            count: column.count,
            items: column.items,
          }))}
          getItemId={(task) => task.id}
          getItemLabel={(task) => task.title}
          noun={NOUN}
          headingLevel={2}
          onMove={onMove}
          renderCard={(task) => (
            <Text as="div" size="sm">
              <Stack gap="1">
                <TitleButton onClick={() => onOpen(task)}>{task.title}</TitleButton>
                <Text tone="muted">
                  <Stack
                    as="span"
                    direction="row"
                    wrap
                    align="center"
                    gap="2"
                    style={{ rowGap: 'var(--space-1)' }}
                  >
                    <Badge variant={PRIORITY_BADGE[task.priority]}>
                      {TASK_PRIORITY_LABELS[task.priority]}
                    </Badge>
                    <TaskDue task={task} now={now} />
                  </Stack>
                </Text>
                <Text tone="muted">{task.assigneeName ?? 'Nicht zugewiesen'}</Text>
              </Stack>
            </Text>
          )}
        />
      )}
    </QueryState>
  );
}
