import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Switch,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { errorMessage } from './companyForm';

/** 'In der Rangliste ausblenden': points and level stay, the boards skip the person. */
export function LeaderboardVisibility() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const standing = useQuery(trpc.leaderboard.me.queryOptions());
  const setHidden = useMutation(
    trpc.leaderboard.setHidden.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.leaderboard.pathKey() }),
      onError: (error) =>
        toast({
          title: 'Einstellung nicht gespeichert',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    }),
  );
  const hidden = setHidden.isPending
    ? (setHidden.variables?.hidden ?? false)
    : (standing.data?.hiddenFromLeaderboard ?? false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Leaderboard</CardTitle>
        <CardDescription>Deine Punkte und dein Level behältst du in jedem Fall.</CardDescription>
      </CardHeader>
      <CardContent>
        <Switch
          label="In der Rangliste ausblenden"
          checked={hidden}
          disabled={standing.isPending}
          error={standing.isError ? errorMessage(standing.error) : null}
          onCheckedChange={(checked) => setHidden.mutate({ hidden: checked })}
        />
      </CardContent>
    </Card>
  );
}
