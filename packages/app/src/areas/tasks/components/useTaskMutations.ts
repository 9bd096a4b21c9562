import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import type { TaskRow, TaskStatus } from './types';

type TaskPage = { items: TaskRow[]; nextCursor: number | null };
type TaskListData = InfiniteData<TaskPage> | TaskPage;

/**
 * Changes a task's status, at once in every open list (the box ticks before the server answers,
 * and unticks again if it refuses). Completing says 'Aufgabe erledigt' with 'Rückgängig', which
 * puts the previous status back; the lists refetch once the server has answered.
 */
export function useSetTaskStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.tasks.list.pathKey();
  const update = useMutation(
    trpc.tasks.update.mutationOptions({
      onMutate: async ({ taskId, status }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const previous = queryClient.getQueriesData<TaskListData>({ queryKey: listKey });
        if (status) {
          const withStatus = (page: TaskPage): TaskPage => ({
            ...page,
            items: page.items.map((item) => (item.id === taskId ? { ...item, status } : item)),
          });
          // Infinite lists (the tasks page) and single pages (the lead page) alike.
          queryClient.setQueriesData<TaskListData>({ queryKey: listKey }, (data) => {
            if (!data) return data;
            if ('pages' in data) return { ...data, pages: data.pages.map(withStatus) };
            return withStatus(data);
          });
        }
        return { previous };
      },
      onError: (error, _input, context) => {
        for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
        toast({
          title: 'Aufgabe nicht geändert',
          description: error.message,
          variant: 'destructive',
        });
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() }),
    }),
  );

  return (task: Pick<TaskRow, 'id' | 'title' | 'status'>, status: TaskStatus) => {
    const previous = task.status;
    update.mutate(
      { taskId: task.id, status },
      {
        onSuccess: () => {
          if (status !== 'done') return;
          toast({
            title: 'Aufgabe erledigt',
            description: task.title,
            action: {
              label: 'Rückgängig',
              altText: `„${task.title}“ wieder öffnen`,
              onClick: () => update.mutate({ taskId: task.id, status: previous }),
            },
          });
        },
      },
    );
  };
}
