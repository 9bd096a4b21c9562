import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { errorMessage } from '../../../lib/errorMessage';
import { callHref } from '../queries';

/**
 * 'Üben', 'Anruf starten', 'Nochmal üben': a new practice call of the scenario, then its page.
 * `pendingFor` names the scenario whose call is being started (its button is busy meanwhile).
 */
export function useStartCall() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation(trpc.phoneTraining.sessions.start.mutationOptions());
  const startCall = async (scenarioId: string) => {
    if (start.isPending) return;
    try {
      const { sessionId } = await start.mutateAsync({ scenarioId });
      void queryClient.invalidateQueries({ queryKey: trpc.phoneTraining.sessions.list.pathKey() });
      await navigate(callHref(sessionId));
    } catch (failure) {
      toast({
        title: 'Der Anruf konnte nicht beginnen',
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  };
  return {
    startCall,
    pendingFor: start.isPending ? (start.variables?.scenarioId ?? null) : null,
  };
}
