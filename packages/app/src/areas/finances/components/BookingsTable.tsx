import { useMemo } from 'react';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { Ellipsis, FileText, Pencil, ReceiptText, RotateCcw, Trash2 } from 'lucide-react';
import {
  Button,
  DataTable,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EMPTY_VALUE,
  EmptyState,
  StackedText,
  Text,
  TextLink,
  VisuallyHidden,
  createDataTableColumnHelper,
  toast,
} from '@sprint/ui';
import { VAT_RATE_LABELS } from '@sprint/server/finances';
import { useTRPC } from '../../../api/trpc';
import { bookingCount, bookingName, signedCents, signedEuro, type Booking } from './bookingForm';
import { euro, formatDay, monthLabel } from './financeFormat';
import {
  bookingListInput,
  hasBookingFilter,
  type OverviewSearchState,
} from './overviewSearchParams';

const PAGE_SIZE = 50;

type Actions = {
  onEdit: (booking: Booking) => void;
  onDelete: (booking: Booking) => void;
};

/** What a row is called for its menu and its checkbox: 'Hansewerft Technik AG vom 02.11.2026'. */
function rowName(booking: Booking): string {
  return `${bookingName(booking)} vom ${formatDay(booking.bookedOn)}`;
}

function BookingMenu({ booking, onEdit, onDelete }: Actions & { booking: Booking }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Aktionen für ${rowName(booking)}`}>
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem icon={<Pencil />} onSelect={() => onEdit(booking)}>
          Bearbeiten
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          icon={<Trash2 />}
          onSelect={() => onDelete(booking)}
        >
          Löschen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const column = createDataTableColumnHelper<Booking>();

function bookingColumns(actions: Actions) {
  // The server's order (newest first) is the only one: paging goes by it, so no sorting here.
  return column.columns([
    column.accessor('bookedOn', {
      header: 'Datum',
      enableSorting: false,
      meta: { width: '6.5rem' },
      cell: (info) => <time dateTime={info.getValue()}>{formatDay(info.getValue())}</time>,
    }),
    column.display({
      id: 'counterparty',
      header: 'Geschäftspartner',
      enableSorting: false,
      meta: { rowHeader: true, width: '14rem' },
      cell: (info) => {
        const booking = info.row.original;
        const first = booking.counterparty ?? booking.description;
        return (
          <StackedText>
            <Text truncate>{first ?? EMPTY_VALUE}</Text>
            {booking.counterparty && booking.description ? (
              <Text size="xs" tone="muted" weight="normal" truncate>
                {booking.description}
              </Text>
            ) : null}
          </StackedText>
        );
      },
    }),
    column.accessor('categoryName', {
      header: 'Kategorie',
      enableSorting: false,
      meta: { width: '8.5rem' },
      cell: (info) => info.getValue() ?? EMPTY_VALUE,
    }),
    column.accessor('projectName', {
      header: 'Projekt',
      enableSorting: false,
      meta: { width: '8rem' },
      cell: (info) => info.getValue() ?? EMPTY_VALUE,
    }),
    column.accessor('netCents', {
      header: 'Netto',
      enableSorting: false,
      meta: { numeric: true, width: '7.5rem' },
      cell: (info) => signedEuro(signedCents(info.row.original.kind, info.getValue())),
    }),
    column.accessor('vatCents', {
      header: 'USt.',
      enableSorting: false,
      meta: { numeric: true, width: '6.5rem' },
      cell: (info) => {
        const booking = info.row.original;
        return (
          <StackedText align="end">
            <Text size="xs" tone="muted">
              {VAT_RATE_LABELS[booking.vatRate]}
            </Text>
            <span>{signedEuro(signedCents(booking.kind, booking.vatCents))}</span>
          </StackedText>
        );
      },
    }),
    column.accessor('grossCents', {
      header: 'Brutto',
      enableSorting: false,
      meta: { numeric: true, width: '8rem' },
      cell: (info) => {
        const cents = signedCents(info.row.original.kind, info.getValue());
        return (
          <Text weight="semibold" tone={cents < 0 ? 'destructive' : 'success'}>
            {signedEuro(cents)}
            <VisuallyHidden>
              {info.row.original.kind === 'expense' ? ' Ausgabe' : ' Einnahme'}
            </VisuallyHidden>
          </Text>
        );
      },
    }),
    column.display({
      id: 'receipt',
      header: 'Beleg',
      enableSorting: false,
      meta: { width: '5.5rem' },
      cell: (info) => {
        const booking = info.row.original;
        if (!booking.receiptUrl) return EMPTY_VALUE;
        return (
          <TextLink
            href={booking.receiptUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={
              booking.receiptName
                ? `Beleg „${booking.receiptName}“ öffnen (neuer Tab)`
                : 'Beleg öffnen (neuer Tab)'
            }
            icon={<FileText aria-hidden />}
          >
            Öffnen
          </TextLink>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Aktionen</VisuallyHidden>,
      enableSorting: false,
      meta: { width: '3.5rem' },
      cell: (info) => <BookingMenu booking={info.row.original} {...actions} />,
    }),
  ]);
}

export type BookingsTableProps = {
  state: OverviewSearchState;
  /** The shown month, 'YYYY-MM'. */
  month: string;
  onEdit: (booking: Booking) => void;
  onResetFilters: () => void;
  onShowAll: () => void;
};

/**
 * The bookings of the month (or year, or all) under the filters, newest first, 50 at a time as
 * the list scrolls; the count and the sums above it are the server's, for the whole filter.
 * 'Löschen' acts at once and offers 'Rückgängig', which books the same booking again.
 */
export function BookingsTable({
  state,
  month,
  onEdit,
  onResetFilters,
  onShowAll,
}: BookingsTableProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
  const list = useInfiniteQuery(
    trpc.finances.transactions.list.infiniteQueryOptions(
      bookingListInput(state, month, PAGE_SIZE),
      {
        getNextPageParam: (page) => page.nextCursor ?? undefined,
        // A new filter keeps the old rows (busy) until the new ones are there.
        placeholderData: keepPreviousData,
      },
    ),
  );
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const totals = list.data?.pages[0]?.totals;

  const restore = useMutation(
    trpc.finances.transactions.restore.mutationOptions({
      onSettled: refresh,
      onSuccess: (booking) =>
        toast({
          title: 'Buchung wiederhergestellt',
          description: rowName(booking),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Nicht wiederhergestellt',
          description: error.message,
          variant: 'destructive',
        }),
    }),
  );
  const remove = useMutation(
    trpc.finances.transactions.delete.mutationOptions({
      onSettled: refresh,
      onSuccess: (deleted) =>
        toast({
          title: 'Buchung gelöscht',
          description: rowName(deleted),
          action: {
            label: 'Rückgängig',
            altText: 'Buchung wiederherstellen',
            onClick: () => restore.mutate({ transactionId: deleted.id }),
          },
        }),
      onError: (error) =>
        toast({
          title: 'Buchung nicht gelöscht',
          description: error.message,
          variant: 'destructive',
        }),
    }),
  );

  const removeBooking = remove.mutate;
  const columns = useMemo(
    () =>
      bookingColumns({
        onEdit,
        onDelete: (booking) => removeBooking({ transactionId: booking.id }),
      }),
    [onEdit, removeBooking],
  );

  const filtered = hasBookingFilter(state);
  const countLabel = (count: number) =>
    totals
      ? `${bookingCount(count)} · Einnahmen ${euro(totals.incomeNetCents)} · Ausgaben ${euro(
          totals.expenseNetCents,
        )} (netto)`
      : bookingCount(count);

  const scope =
    state.period === 'month'
      ? `im ${monthLabel(month)}`
      : state.period === 'year'
        ? `im Jahr ${month.slice(0, 4)}`
        : 'bisher';

  return (
    <DataTable
      aria-label="Buchungen"
      data={rows}
      columns={columns}
      getRowId={(booking) => booking.id}
      getRowLabel={rowName}
      onRowClick={onEdit}
      loading={list.isPending || list.isPlaceholderData}
      loadingLabel="Buchungen werden geladen"
      error={list.error}
      errorTitle="Buchungen konnten nicht geladen werden"
      onRetry={() => void list.refetch()}
      retrying={list.isRefetching}
      headingLevel={3}
      totalCount={totals?.count}
      countLabel={countLabel}
      onEndReached={list.hasNextPage ? () => void list.fetchNextPage() : undefined}
      loadingMore={list.isFetchingNextPage}
      empty={
        filtered ? (
          <EmptyState
            size="compact"
            headingLevel={3}
            icon={<ReceiptText aria-hidden />}
            title="Keine Buchungen gefunden"
            action={
              <Button variant="outline" onClick={onResetFilters}>
                <RotateCcw aria-hidden />
                Filter zurücksetzen
              </Button>
            }
          >
            Keine Buchung passt zu Suche und Filtern.
          </EmptyState>
        ) : (
          <EmptyState
            size="compact"
            headingLevel={3}
            icon={<ReceiptText aria-hidden />}
            title={`Keine Buchungen ${scope}`}
            action={
              state.period === 'all' ? undefined : (
                <Button variant="outline" onClick={onShowAll}>
                  Alle Buchungen zeigen
                </Button>
              )
            }
          >
            Neue Buchungen legst du oben über „Neue Buchung“ an oder importierst sie aus einem
            Kontoauszug.
          </EmptyState>
        )
      }
    />
  );
}
