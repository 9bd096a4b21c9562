import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Link, SortableList, Text, toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { EditorRow } from './parts';
import { errorMessage, type CourseSummary } from '../queries';
import { courseHref, lessonCount, visibilityLabel } from './trainingsFormat';

/** Items in the order of `ids` (the new order a drop reported). */
export function inOrder<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The editor's view of all courses: their order for everyone (drag a handle, or Space and the
 * arrow keys), draft or published, who sees them, and the way into each course's editor. A new
 * order shows at once and goes back with a toast when the server refuses it.
 */
export function CourseOrderEditor({ courses }: { courses: CourseSummary[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.trainings.list.queryKey({ filter: 'all' });
  const reorder = useMutation(
    trpc.trainings.courses.reorder.mutationOptions({
      onMutate: async ({ courseIds }) => {
        await queryClient.cancelQueries({ queryKey: listKey });
        const before = queryClient.getQueryData(listKey);
        if (before) queryClient.setQueryData(listKey, inOrder(before, courseIds));
        return { before };
      },
      onError: (error, _input, context) => {
        if (context?.before) queryClient.setQueryData(listKey, context.before);
        toast({
          variant: 'destructive',
          title: 'Reihenfolge nicht gespeichert',
          description: errorMessage(error),
        });
      },
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.trainings.pathKey() });
      },
    }),
  );

  return (
    <SortableList
      label="Reihenfolge der Trainings"
      items={courses}
      getId={(course) => course.id}
      getLabel={(course) => course.title}
      onReorder={(courseIds) => reorder.mutate({ courseIds })}
      renderItem={(course, handle) => (
        <EditorRow>
          {handle}
          <Text weight="medium" data-grow="wide">
            <Link href={`${courseHref(course.id)}?bearbeiten=1`}>{course.title}</Link>
          </Text>
          <Text size="sm" tone="muted">
            {lessonCount(course.lessonCount)} · {visibilityLabel(course.minPlan)}
            {course.minLevel ? ` · Ab Level ${course.minLevel}` : ''}
          </Text>
          {course.published ? (
            <Badge variant="success">Veröffentlicht</Badge>
          ) : (
            <Badge variant="secondary">Entwurf</Badge>
          )}
        </EditorRow>
      )}
    />
  );
}
