import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { errorMessage, type CourseDetail, type CourseModule } from '../queries';

/**
 * The course editor's optimistic writes: a change shows at once in the course's outline
 * (`trainings.byId`), goes back with an error toast naming what failed when the server refuses,
 * and everything of the trainings refetches afterwards (cards, lesson pages, the dashboard).
 */
export function useCourseCache(courseId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.trainings.byId.queryKey({ courseId });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.trainings.pathKey() });

  function optimistic<TInput>(
    failedTitle: string,
    change: (course: CourseDetail, input: TInput) => CourseDetail,
  ) {
    return {
      onMutate: async (input: TInput) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData(key);
        if (before) queryClient.setQueryData(key, change(before, input));
        return { before };
      },
      onError: (error: unknown, _input: TInput, context?: { before?: CourseDetail }) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
        toast({ variant: 'destructive', title: failedTitle, description: errorMessage(error) });
      },
      // Not awaited: the button is free again as soon as the server has answered.
      onSettled: () => {
        void refresh();
      },
    };
  }

  return { key, refresh, optimistic };
}

/** The modules with one module changed. */
export function withModule(
  course: CourseDetail,
  moduleId: string,
  change: (module: CourseModule) => CourseModule,
): CourseDetail {
  return {
    ...course,
    modules: course.modules.map((module) => (module.id === moduleId ? change(module) : module)),
  };
}

/** A lesson taken out of its module and put at `position` of another (or the same) one. */
export function movedLesson(
  course: CourseDetail,
  lessonId: string,
  targetModuleId: string,
  position: number,
): CourseDetail {
  const lesson = course.modules
    .flatMap((module) => module.lessons)
    .find((entry) => entry.id === lessonId);
  if (!lesson) return course;
  return {
    ...course,
    modules: course.modules.map((module) => {
      const lessons = module.lessons.filter((entry) => entry.id !== lessonId);
      if (module.id === targetModuleId) lessons.splice(position, 0, lesson);
      return { ...module, lessons };
    }),
  };
}
