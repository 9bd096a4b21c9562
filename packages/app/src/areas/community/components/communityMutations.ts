import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { errorMessage } from '../../../lib/errorMessage';

/**
 * A community write: on success the community's queries and the boards refetch (others see it
 * through `community.changed`); a refusal says why in a toast.
 */
export function useCommunityRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.community.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.leaderboard.pathKey() }),
    ]);
}

export function refused(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });
}

/**
 * The cached answers with the like on `id` (a post or a comment) turned over: every list, page
 * and thread that shows it, wherever it sits in the answer. Plain objects and arrays only.
 */
export function withLikeToggled(data: unknown, id: string): unknown {
  if (Array.isArray(data)) return data.map((entry) => withLikeToggled(entry, id));
  if (!data || typeof data !== 'object' || Object.getPrototypeOf(data) !== Object.prototype) {
    return data;
  }
  const record = data as Record<string, unknown>;
  if (
    record.id === id &&
    typeof record.likedByMe === 'boolean' &&
    typeof record.likeCount === 'number'
  ) {
    return {
      ...record,
      likedByMe: !record.likedByMe,
      likeCount: record.likeCount + (record.likedByMe ? -1 : 1),
    };
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, withLikeToggled(value, id)]),
  );
}

/**
 * 'Gefällt mir' on a post or a comment: the thumb and the count change at once; a refusal puts
 * them back and says why, and the server's numbers follow either way.
 */
export function useToggleLike() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useCommunityRefresh();
  const community = trpc.community.pathKey();
  return useMutation(
    trpc.community.likes.toggle.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey: community });
        const before = queryClient.getQueriesData({ queryKey: community });
        const id = 'postId' in input ? input.postId : input.commentId;
        queryClient.setQueriesData({ queryKey: community }, (data) => withLikeToggled(data, id));
        return { before };
      },
      onError: (error, _input, context) => {
        for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
        refused('„Gefällt mir“ nicht gespeichert')(error);
      },
      onSettled: () => void refresh(),
    }),
  );
}
