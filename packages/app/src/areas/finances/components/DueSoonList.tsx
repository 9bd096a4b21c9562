import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Badge, Button, DueList, DueListItem, toast } from '@sprint/ui';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@sprint/server';
import { useTRPC } from '../../../api/trpc';
import { euro, formatDay } from './financeFormat';

/** One occurrence of a recurring item that falls due, as the server lists it. */
export type DueOccurrence =
  inferRouterOutputs<AppRouter>['finances']['recurring']['list']['dueSoon'][number];

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
    <DueList aria-label={label}>
      {items.map((item) => {
        const key = `${item.recurringId}-${item.dueOn}`;
        const pending =
          book.isPending &&
          book.variables.recurringId === item.recurringId &&
          book.variables.dueOn === item.dueOn;
        return (
          <DueListItem
            key={key}
            aria-label={`${item.name}, fällig am ${formatDay(item.dueOn)}`}
            date={formatDay(item.dueOn)}
            title={item.name}
            description={item.counterparty}
            amount={
              <>
                {item.kind === 'expense' ? '−' : '+'}
                {euro(item.grossCents)}
              </>
            }
            action={
              item.transactionId ? (
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
              )
            }
          />
        );
      })}
    </DueList>
  );
}
