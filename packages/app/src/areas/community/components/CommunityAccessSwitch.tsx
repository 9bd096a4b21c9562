import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch, toast } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { errorMessage } from '../../../lib/errorMessage';

/**
 * 'Community freischalten' in the customer console: the company's members take part in the
 * community (their sidebar entry opens at once); off again, they see nothing of it.
 */
export function CommunityAccessSwitch({ customerId }: { customerId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = trpc.community.access.get.queryOptions({ customerId });
  const access = useQuery(options);
  const set = useMutation(
    trpc.community.access.set.mutationOptions({
      onSuccess: (saved, input) => {
        queryClient.setQueryData(options.queryKey, saved);
        toast({
          title: input.open ? 'Community freigeschaltet' : 'Community gesperrt',
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Nicht gespeichert',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    }),
  );
  const open = set.isPending ? (set.variables?.open ?? false) : (access.data?.open ?? false);
  return (
    <Switch
      label="Community freischalten"
      description="Die Mitglieder dieses Unternehmens lesen und schreiben in der Community mit."
      checked={open}
      disabled={access.isPending || set.isPending}
      error={access.isError ? errorMessage(access.error) : null}
      onCheckedChange={(checked) => set.mutate({ customerId, open: checked })}
    />
  );
}
