import { useCallback, useId, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileUp, Plus, ReceiptText, Tags } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Link,
  PageHeader,
  QueryState,
  Stack,
  Text,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageSearchParams } from '../../router/usePageSearchParams';
import { useNavbarActions } from '../../shell';
import { usePageAccess } from '../../components/access';
import { NoAccessPage } from '../../components/NoAccess';
import { FINANCES_SUBJECT, financesAccess } from './queries';
import { BankImportDialog } from './components/BankImportDialog';
import { BookingDialog } from './components/BookingDialog';
import { BookingsTable } from './components/BookingsTable';
import { BookingsToolbar } from './components/BookingsToolbar';
import { CategoriesDialog } from './components/CategoriesDialog';
import { DueSoonList, type DueOccurrence } from './components/DueSoonList';
import { MonthSwitcher } from './components/MonthSwitcher';
import { OverviewCards, type Overview } from './components/OverviewCards';
import { OverviewCharts } from './components/OverviewCharts';
import type { Booking } from './components/bookingForm';
import { berlinToday, monthLabel } from './components/financeFormat';
import {
  parseOverviewSearchParams,
  serializeOverviewSearchParams,
  withoutBookingFilters,
  type OverviewSearchState,
} from './components/overviewSearchParams';

const DUE_SOON_TITLE = 'Fällig in den nächsten 30 Tagen';

/** The occurrences of the recurring items due soon, with the way to the recurring pages. */
function DueSoonSection({ items }: { items: DueOccurrence[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <Stack
          direction="row"
          wrap
          align="baseline"
          justify="between"
          gap="4"
          style={{ rowGap: 'var(--space-2)' }}
        >
          <CardTitle as="h2" id={titleId}>
            {DUE_SOON_TITLE}
          </CardTitle>
          <Text as="div" size="sm">
            <Stack
              as="nav"
              direction="row"
              wrap
              gap="4"
              style={{ rowGap: 'var(--space-1)' }}
              aria-label="Wiederkehrende Posten"
            >
              <Link href="/app/finances/recurring-expenses">Wiederkehrende Ausgaben</Link>
              <Link href="/app/finances/recurring-income">Wiederkehrende Einnahmen</Link>
            </Stack>
          </Text>
        </Stack>
      </CardHeader>
      <CardContent>
        <DueSoonList items={items} label={DUE_SOON_TITLE} />
      </CardContent>
    </Card>
  );
}

const TITLE = 'Finanzen';
const DESCRIPTION = 'Einnahmen, Ausgaben und Rücklagen deines Unternehmens, netto je Monat.';

export type FinancesOverviewViewProps = {
  /** 'now' as the page sees it (stories fix it). */
  now?: () => Date;
};

/**
 * The page's body, so stories can fix 'now'. A member without the finances (spec §6) sees why,
 * in the server's words, and nothing is asked of the server.
 */
export function FinancesOverviewView({ now = () => new Date() }: FinancesOverviewViewProps) {
  const trpc = useTRPC();
  const access = usePageAccess(financesAccess, [trpc.finances.pathKey()]);
  if (!access.allowed) {
    return (
      <NoAccessPage
        title={TITLE}
        description={DESCRIPTION}
        subject={FINANCES_SUBJECT}
        reason={access.reason}
      />
    );
  }
  return <FinancesOverviewContent now={now} />;
}

function FinancesOverviewContent({ now }: { now: () => Date }) {
  const trpc = useTRPC();
  const [params, setParams] = usePageSearchParams();
  const state = useMemo(() => parseOverviewSearchParams(params), [params]);
  const today = berlinToday(now());
  const currentMonth = today.slice(0, 7);
  const month = state.month ?? currentMonth;
  const bookingsTitleId = useId();

  const [creating, setCreating] = useState(false);
  // The booking stays while its dialog closes (it animates out showing what it showed).
  const [editing, setEditing] = useState<Booking | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const [managing, setManaging] = useState(false);

  const overview = useQuery({
    ...trpc.finances.overview.queryOptions({ month }),
    // Another month keeps the shown figures until its own are there.
    placeholderData: keepPreviousData,
  });
  // Whether the company has booked anything at all: without, the page starts with its first step.
  const anyBooking = useQuery(trpc.finances.transactions.list.queryOptions({ limit: 1 }));
  const categories = useQuery(trpc.finances.categories.list.queryOptions());
  const projects = useQuery(trpc.finances.projects.options.queryOptions());

  const update = useCallback(
    (changes: Partial<OverviewSearchState>) =>
      // From the address as it is now: a debounced search must not undo a filter set meanwhile.
      setParams((current) =>
        serializeOverviewSearchParams(
          { ...parseOverviewSearchParams(current), ...changes },
          currentMonth,
          current,
        ),
      ),
    [setParams, currentMonth],
  );
  const resetFilters = useCallback(
    () =>
      setParams((current) =>
        serializeOverviewSearchParams(
          withoutBookingFilters(parseOverviewSearchParams(current)),
          currentMonth,
          current,
        ),
      ),
    [setParams, currentMonth],
  );
  const openNew = useCallback(() => setCreating(true), []);
  const openBooking = useCallback((booking: Booking) => {
    setEditing(booking);
    setEditOpen(true);
  }, []);

  const actions = useMemo(
    () => [
      {
        id: 'finances-new-booking',
        priority: 10,
        element: (
          <Button size="sm" onClick={openNew}>
            <Plus aria-hidden />
            Neue Buchung
          </Button>
        ),
      },
    ],
    [openNew],
  );
  useNavbarActions(actions);

  // One state for the page: the overview and whether there is any booking at all.
  const page = {
    status:
      overview.status === 'error' || anyBooking.status === 'error'
        ? 'error'
        : overview.status === 'pending' || anyBooking.status === 'pending'
          ? 'pending'
          : 'success',
    data: overview.data,
    error: overview.error ?? anyBooking.error,
    refetch: () => Promise.all([overview.refetch(), anyBooking.refetch()]),
    isFetching: overview.isFetching || anyBooking.isFetching,
  } as const;
  const noBookings = anyBooking.data?.totals.count === 0;

  const empty = (data: Overview | undefined) => (
    <Stack gap="6">
      <EmptyState
        icon={<ReceiptText aria-hidden />}
        title="Noch keine Buchungen"
        action={
          <>
            <Button onClick={openNew}>
              <Plus aria-hidden />
              Erste Buchung anlegen
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden />
              Kontoauszug importieren
            </Button>
          </>
        }
      >
        Erfasse Einnahmen und Ausgaben einzeln oder importiere den CSV-Kontoauszug deiner Bank.
        Danach zeigt die Übersicht Monatsergebnis, Steuerrücklage und Entwicklung.
      </EmptyState>
      {data && data.dueSoon.length > 0 ? <DueSoonSection items={data.dueSoon} /> : null}
    </Stack>
  );

  return (
    <Stack gap="6">
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <MonthSwitcher
            month={month}
            currentMonth={currentMonth}
            onChange={(next) => update({ month: next })}
          />
        }
      />
      <QueryState
        query={page}
        loadingLabel="Finanzen werden geladen"
        errorTitle="Finanzen konnten nicht geladen werden"
        loading={<OverviewCards />}
        isEmpty={() => noBookings}
        empty={empty(overview.data)}
      >
        {(data) => (
          <>
            <section aria-label={`Kennzahlen ${monthLabel(data.month)}`}>
              <OverviewCards overview={data} />
            </section>
            <OverviewCharts overview={data} />
            <DueSoonSection items={data.dueSoon} />
            <Stack as="section" gap="3" aria-labelledby={bookingsTitleId}>
              <Stack direction="row" wrap align="center" justify="between" gap="3">
                <Text as="h2" size="xl" weight="semibold" id={bookingsTitleId}>
                  Buchungen
                </Text>
                <Stack direction="row" gap="2" wrap>
                  <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
                    <FileUp aria-hidden />
                    Kontoauszug importieren
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setManaging(true)}>
                    <Tags aria-hidden />
                    Kategorien verwalten
                  </Button>
                </Stack>
              </Stack>
              <BookingsToolbar
                state={state}
                month={month}
                categories={categories.data ?? []}
                projects={projects.data ?? []}
                onChange={update}
                onReset={resetFilters}
              />
              <BookingsTable
                state={state}
                month={month}
                onEdit={openBooking}
                onResetFilters={resetFilters}
                onShowAll={() => update({ period: 'all' })}
              />
            </Stack>
          </>
        )}
      </QueryState>
      <BookingDialog open={creating} onOpenChange={setCreating} today={today} />
      <BookingDialog open={editOpen} onOpenChange={setEditOpen} booking={editing} today={today} />
      <BankImportDialog open={importing} onOpenChange={setImporting} />
      <CategoriesDialog open={managing} onOpenChange={setManaging} />
    </Stack>
  );
}

/** Finanzen › Übersicht: the month in figures and charts, what falls due, and the bookings. */
export function Component() {
  return <FinancesOverviewView />;
}
