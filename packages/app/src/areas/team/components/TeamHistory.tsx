import { useQuery } from '@tanstack/react-query';
import { History, UserPlus } from 'lucide-react';
import { ActivityList, Button, EmptyState, QueryState } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { historyIcon, historySentence } from './historySentence';

/** 'Verlauf': who invited, removed or changed the role of whom, and when; the newest first. */
export function TeamHistory({ onInvite }: { onInvite: () => void }) {
  const trpc = useTRPC();
  const history = useQuery(trpc.team.history.queryOptions());
  return (
    <QueryState
      query={history}
      isEmpty={(entries) => entries.length === 0}
      loadingLabel="Verlauf wird geladen"
      errorTitle="Verlauf konnte nicht geladen werden"
      icon={<History aria-hidden />}
      empty={
        <EmptyState
          icon={<History aria-hidden />}
          title="Noch kein Verlauf"
          action={
            <Button onClick={onInvite}>
              <UserPlus aria-hidden />
              Mitglieder einladen
            </Button>
          }
        >
          Sobald jemand eingeladen wird, beitritt oder eine andere Rolle bekommt, steht es hier.
        </EmptyState>
      }
    >
      {(entries) => (
        <ActivityList
          aria-label="Verlauf"
          items={entries.map((entry) => {
            const Icon = historyIcon(entry.kind);
            return {
              id: entry.id,
              icon: <Icon />,
              text: historySentence(entry),
              at: entry.createdAt,
            };
          })}
        />
      )}
    </QueryState>
  );
}
