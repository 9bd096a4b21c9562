import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { errorMessage, type LessonPageData } from '../queries';

export type LessonIds = { courseId: string; moduleId: string; lessonId: string };

/**
 * A lesson page's optimistic writes (done, published): shown at once in `trainings.lesson`, put
 * back with an error toast when the server refuses, and the trainings refetched afterwards.
 */
export function useLessonCache(ids: LessonIds) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.trainings.lesson.queryKey(ids);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.trainings.pathKey() });

  function optimistic<TInput>(
    failedTitle: string,
    change: (page: LessonPageData, input: TInput) => LessonPageData,
  ) {
    return {
      onMutate: async (input: TInput) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData(key);
        if (before) queryClient.setQueryData(key, change(before, input));
        return { before };
      },
      onError: (error: unknown, _input: TInput, context?: { before?: LessonPageData }) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
        toast({ variant: 'destructive', title: failedTitle, description: errorMessage(error) });
      },
      // Not awaited: the button is free again as soon as the server has answered.
      onSettled: () => {
        void refresh();
      },
    };
  }

  /** Writes into the cached page without a request (the server's answer to a change). */
  function patch(change: (page: LessonPageData) => LessonPageData) {
    const before = queryClient.getQueryData(key);
    if (before) queryClient.setQueryData(key, change(before));
  }

  return { key, refresh, optimistic, patch };
}

/** The page with the lesson marked done or open, in its module's list too. */
export function withCompleted(page: LessonPageData, completed: boolean): LessonPageData {
  return {
    ...page,
    lesson: { ...page.lesson, completed },
    moduleLessons: page.moduleLessons.map((entry) =>
      entry.id === page.lesson.id ? { ...entry, completed } : entry,
    ),
  };
}
