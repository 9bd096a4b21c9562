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

/** 'Gefällt mir' on a post or a comment. */
export function useToggleLike() {
  const trpc = useTRPC();
  const refresh = useCommunityRefresh();
  return useMutation(
    trpc.community.likes.toggle.mutationOptions({
      onSuccess: () => void refresh(),
      onError: refused('„Gefällt mir“ nicht gespeichert'),
    }),
  );
}
