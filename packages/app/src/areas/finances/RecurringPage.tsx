import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CalendarRange, Plus, Repeat } from 'lucide-react';
import {
  Button,
  EmptyState,
  Grid,
  PageHeader,
  QueryState,
  Stack,
  StatCard,
  toast,
} from '@sprint/ui';
import type { BookingKind } from '@sprint/server/finances';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { DueSoonList } from './components/DueSoonList';
import { euro } from './components/financeFormat';
import { PageSection } from './components/planningParts';
import type { RecurringItem } from './components/planningTypes';
import { RecurringDialog } from './components/RecurringDialog';
import { RECURRING_TEXTS } from './components/recurringForm';
import { RecurringTable, type RecurringAction } from './components/RecurringTable';
import { FINANCES_SUBJECT, financesAccess } from './queries';

export const DUE_SOON_TITLE = 'Fällig in den nächsten 30 Tagen';

export type RecurringPageProps = { kind: BookingKind };

/**
 * Wiederkehrende Ausgaben / Einnahmen: what falls due in the next 30 days (to be marked as
 * booked), the totals per month and per year (gross, net below), and every item with its
 * interval, amounts, next due day, notice period and state.
 */
export function RecurringPage({ kind }: RecurringPageProps) {
  const texts = RECURRING_TEXTS[kind];
  const trpc = useTRPC();
  const access = usePageAccess(financesAccess, [trpc.finances.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={texts.title}
        description={texts.description}
        subject={FINANCES_SUBJECT}
        reason={access.reason}
      />
    );
  }
  return <RecurringContent kind={kind} />;
}

/** The page for those who may see the finances. */
function RecurringContent({ kind }: RecurringPageProps) {
  const texts = RECURRING_TEXTS[kind];
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.finances.recurring.list.queryOptions({ kind }));
  // The item stays while its dialog closes (it animates out showing what it showed).
  const [editing, setEditing] = useState<RecurringItem | undefined>();
  const [dialogOpen, setDialogOpen] = useState(false);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() }),
    [queryClient, trpc],
  );
  const refused = (title: string) => (error: { message: string }) =>
    toast({ title, description: error.message, variant: 'destructive' });
  const { mutate: recreate } = useMutation(
    trpc.finances.recurring.restore.mutationOptions({
      onSettled: refresh,
      onError: refused('Nicht wiederhergestellt'),
    }),
  );
  const { mutate: remove } = useMutation(
    trpc.finances.recurring.delete.mutationOptions({
      onSettled: refresh,
      onError: refused('Nicht gelöscht'),
    }),
  );
  const { mutate: update } = useMutation(
    trpc.finances.recurring.update.mutationOptions({
      onSettled: refresh,
      onError: refused('Nicht gespeichert'),
    }),
  );

  const openNew = useCallback(() => {
    setEditing(undefined);
    setDialogOpen(true);
  }, []);

  const handleAction = useCallback(
    (action: RecurringAction, item: RecurringItem) => {
      if (action === 'edit') {
        setEditing(item);
        setDialogOpen(true);
      } else if (action === 'toggle') {
        update(
          { recurringId: item.id, active: !item.active },
          {
            onSuccess: (saved) =>
              toast({
                title: saved.active ? 'Fortgesetzt' : 'Pausiert',
                description: saved.name,
                variant: 'success',
              }),
          },
        );
      } else {
        remove(
          { recurringId: item.id },
          {
            onSuccess: () =>
              toast({
                title: 'Gelöscht',
                description: item.name,
                action: {
                  label: 'Rückgängig',
                  altText: `${item.name} wiederherstellen`,
                  onClick: () => recreate({ recurringId: item.id }),
                },
              }),
          },
        );
      }
    },
    [recreate, remove, update],
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Button size="sm" onClick={openNew}>
            <Plus aria-hidden />
            {texts.newItem}
          </Button>
        }
      />
      <QueryState
        query={list}
        loadingLabel={texts.loading}
        errorTitle={texts.error}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon={<Repeat aria-hidden />}
            title={texts.emptyTitle}
            action={
              <Button onClick={openNew}>
                <Plus aria-hidden />
                {texts.firstItem}
              </Button>
            }
          >
            {texts.emptyText}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <PageSection title={DUE_SOON_TITLE}>
              <DueSoonList items={data.dueSoon} label={DUE_SOON_TITLE} />
            </PageSection>
            <Grid minItemWidth="16rem" gap="4">
              <StatCard
                label="Gesamt pro Monat"
                value={euro(data.totals.perMonthGrossCents)}
                description={`brutto, netto ${euro(data.totals.perMonthNetCents)}`}
                icon={<CalendarClock aria-hidden />}
              />
              <StatCard
                label="Gesamt pro Jahr"
                value={euro(data.totals.perYearGrossCents)}
                description={`brutto, netto ${euro(data.totals.perYearNetCents)}`}
                icon={<CalendarRange aria-hidden />}
              />
            </Grid>
            <PageSection title={texts.tableLabel}>
              <RecurringTable label={texts.tableLabel} items={data.items} onAction={handleAction} />
            </PageSection>
          </>
        )}
      </QueryState>
      <RecurringDialog kind={kind} open={dialogOpen} onOpenChange={setDialogOpen} item={editing} />
    </Stack>
  );
}
