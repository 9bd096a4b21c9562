import { useQuery } from '@tanstack/react-query';
import { History, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { Button, EmptyState, QueryState, formatDateTime, formatRelativeTime } from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { historyIcon, historySentence } from './historySentence';

const Entries = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: start;
    gap: var(--space-3);
  }

  & li > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--space-8);
    height: var(--space-8);
    border-radius: var(--radius-full);
    background: var(--color-muted);
    color: var(--color-muted-foreground);
  }

  & li > span svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }

  & p {
    margin: 0;
    padding-top: var(--space-1-5);
  }

  & time {
    padding-top: var(--space-1-5);
    color: var(--color-muted-foreground);
    font-size: var(--font-size-sm);
    white-space: nowrap;
  }
`;

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
        <Entries aria-label="Verlauf">
          {entries.map((entry) => {
            const Icon = historyIcon(entry.kind);
            return (
              <li key={entry.id}>
                <span aria-hidden>
                  <Icon />
                </span>
                <p>{historySentence(entry)}</p>
                <time
                  dateTime={entry.createdAt.toISOString()}
                  title={formatDateTime(entry.createdAt)}
                >
                  {formatRelativeTime(entry.createdAt)}
                </time>
              </li>
            );
          })}
        </Entries>
      )}
    </QueryState>
  );
}
