import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import { Badge, Button, media, toast } from '@sprint/ui';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@sprint/server';
import { useTRPC } from '../../../api/trpc';
import { euro, formatDay } from './financeFormat';

/** One occurrence of a recurring item that falls due, as the server lists it. */
export type DueOccurrence =
  inferRouterOutputs<AppRouter>['finances']['recurring']['list']['dueSoon'][number];

const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 7rem minmax(0, 1fr) auto auto;
  gap: var(--space-3);
  align-items: center;
  padding: var(--space-2) 0;
  border-bottom: 1px solid var(--color-border);
  font-size: var(--font-size-sm);

  @media ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Day = styled.span`
  font-variant-numeric: tabular-nums;
  color: var(--color-muted-foreground);
`;

const Name = styled.span`
  display: grid;
  gap: var(--space-0-5);
  min-width: 0;

  & > span:last-child {
    color: var(--color-muted-foreground);
  }
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: var(--font-weight-medium);
  text-align: right;
  white-space: nowrap;
`;

export type DueSoonListProps = {
  items: DueOccurrence[];
  /** The list's accessible name, e.g. 'Fällig in den nächsten 30 Tagen'. */
  label: string;
  /** Shown when nothing falls due. */
  emptyText?: string;
};

/**
 * Occurrences of recurring items that fall due, soonest first; each one can be turned into a
 * booking ('Als gebucht markieren', once per occurrence) and booked ones say 'Gebucht'. The
 * toast's 'Rückgängig' deletes the booking again.
 */
export function DueSoonList({
  items,
  label,
  emptyText = 'In den nächsten 30 Tagen ist nichts fällig.',
}: DueSoonListProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
  const remove = useMutation(
    trpc.finances.transactions.delete.mutationOptions({ onSettled: refresh }),
  );
  const book = useMutation(
    trpc.finances.recurring.book.mutationOptions({
      onSettled: refresh,
      onError: (error) =>
        toast({ title: 'Nicht gebucht', description: error.message, variant: 'destructive' }),
      onSuccess: (booking, { dueOn }) =>
        toast({
          title: 'Als gebucht markiert',
          description: `${booking.description ?? ''} am ${formatDay(dueOn)}`,
          variant: 'success',
          action: {
            label: 'Rückgängig',
            altText: 'Buchung wieder entfernen',
            onClick: () => remove.mutate({ transactionId: booking.id }),
          },
        }),
    }),
  );

  if (items.length === 0) return <p>{emptyText}</p>;
  return (
    <List aria-label={label}>
      {items.map((item) => {
        const key = `${item.recurringId}-${item.dueOn}`;
        const pending =
          book.isPending &&
          book.variables.recurringId === item.recurringId &&
          book.variables.dueOn === item.dueOn;
        return (
          <Item key={key} aria-label={`${item.name}, fällig am ${formatDay(item.dueOn)}`}>
            <Day>{formatDay(item.dueOn)}</Day>
            <Name>
              <span>{item.name}</span>
              {item.counterparty ? <span>{item.counterparty}</span> : null}
            </Name>
            <Amount>
              {item.kind === 'expense' ? '−' : '+'}
              {euro(item.grossCents)}
            </Amount>
            {item.transactionId ? (
              <Badge variant="secondary">
                <CheckCircle2 aria-hidden />
                Gebucht
              </Badge>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => book.mutate({ recurringId: item.recurringId, dueOn: item.dueOn })}
              >
                {pending ? 'Wird gebucht …' : 'Als gebucht markieren'}
              </Button>
            )}
          </Item>
        );
      })}
    </List>
  );
}
