import { useNavigate } from 'react-router';
import { Building2, RotateCcw } from 'lucide-react';
import {
  Button,
  DataTable,
  EMPTY_VALUE,
  EmptyState,
  Link,
  PlanBadge,
  TextPair,
  createDataTableColumnHelper,
  formatDate,
  formatRelativeTime,
} from '@sprint/ui';
import { PLANS, fromSorting, toSorting, type CustomerSort } from './customersSearchParams';
import type { CustomerRow } from '../queries';

/** Ascending is lowest first: Starter, Professional, Enterprise. */
const planRank = (plan: string) => PLANS.length - PLANS.indexOf(plan as (typeof PLANS)[number]);
const time = (date: Date | null) => date?.getTime() ?? 0;

export const customerHref = (id: string) => `/app/customers/${id}`;

export function customerCount(count: number): string {
  return `${count.toLocaleString('de-DE')} ${count === 1 ? 'Kunde' : 'Kunden'}`;
}

const column = createDataTableColumnHelper<CustomerRow>();

const customerColumns = column.columns([
  column.accessor('name', {
    header: 'Name',
    meta: { rowHeader: true, width: '15rem' },
    cell: (info) => <Link href={customerHref(info.row.original.id)}>{info.getValue()}</Link>,
  }),
  column.accessor('officialCompanyName', {
    header: 'Offizieller Name',
    cell: (info) => info.getValue() ?? EMPTY_VALUE,
  }),
  column.accessor('plan', {
    header: 'Tarif',
    meta: { width: '9rem' },
    sortDescFirst: true,
    sortFn: (a, b) => planRank(a.original.plan) - planRank(b.original.plan),
    cell: (info) => <PlanBadge plan={info.getValue()} />,
  }),
  column.accessor('members', {
    header: 'Mitglieder',
    meta: { numeric: true, width: '8.5rem' },
    sortDescFirst: true,
    cell: (info) => {
      const pending = info.row.original.pendingInvitations;
      return (
        <TextPair
          align="end"
          primary={info.getValue().toLocaleString('de-DE')}
          secondary={pending > 0 ? `${pending.toLocaleString('de-DE')} eingeladen` : null}
        />
      );
    },
  }),
  column.accessor('createdAt', {
    header: 'Angelegt',
    meta: { width: '8rem' },
    sortDescFirst: true,
    cell: (info) => formatDate(info.getValue()),
  }),
  column.accessor('lastActivityAt', {
    header: 'Letzte Aktivität',
    meta: { width: '10rem' },
    sortDescFirst: true,
    sortFn: (a, b) => time(a.original.lastActivityAt) - time(b.original.lastActivityAt),
    cell: (info) => {
      const value = info.getValue();
      return value ? formatRelativeTime(value) : 'Noch nie';
    },
  }),
]);

/** The part of the list query the table shows. */
export type CustomerListQuery = {
  data: readonly CustomerRow[] | undefined;
  error: { message: string } | null;
  isPending: boolean;
  isPlaceholderData: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
};

export type CustomerTableProps = {
  customers: CustomerListQuery;
  sort: CustomerSort | null;
  filtered: boolean;
  onSortChange: (sort: CustomerSort | null) => void;
  onResetFilters: () => void;
  onCreateCustomer: () => void;
};

const NO_ROWS: readonly CustomerRow[] = [];

/** Every customer company, sorted in the browser (the server sends them all, by name). */
export function CustomerTable({
  customers,
  sort,
  filtered,
  onSortChange,
  onResetFilters,
  onCreateCustomer,
}: CustomerTableProps) {
  const navigate = useNavigate();
  const rows = customers.data ?? NO_ROWS;
  return (
    <DataTable
      aria-label="Kunden"
      data={rows}
      columns={customerColumns}
      getRowId={(customer) => customer.id}
      sorting={toSorting(sort)}
      onSortingChange={(sorting) => onSortChange(fromSorting(sorting))}
      onRowClick={(customer) => void navigate(customerHref(customer.id))}
      loading={customers.isPending || customers.isPlaceholderData}
      loadingLabel="Kunden werden geladen"
      error={customers.error}
      errorTitle="Kunden konnten nicht geladen werden"
      onRetry={() => void customers.refetch()}
      retrying={customers.isRefetching}
      totalCount={customers.data?.length}
      countLabel={customerCount}
      empty={
        filtered ? (
          <EmptyState
            size="compact"
            icon={<Building2 aria-hidden />}
            title="Keine Kunden gefunden"
            action={
              <Button variant="outline" onClick={onResetFilters}>
                <RotateCcw aria-hidden />
                Filter zurücksetzen
              </Button>
            }
          >
            Kein Kunde passt zu Suche und Tarif.
          </EmptyState>
        ) : (
          <EmptyState
            size="compact"
            icon={<Building2 aria-hidden />}
            title="Noch keine Kunden"
            action={<Button onClick={onCreateCustomer}>Ersten Kunden anlegen</Button>}
          >
            Lege das erste Unternehmen an; sein Hauptadministrator bekommt eine Einladung.
          </EmptyState>
        )
      }
    />
  );
}
