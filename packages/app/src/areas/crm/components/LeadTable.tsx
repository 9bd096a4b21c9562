import { useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Briefcase, Download, Plus, RotateCcw, Upload } from 'lucide-react';
import {
  Badge,
  Button,
  DataTable,
  EMPTY_VALUE,
  EmptyState,
  Link,
  Stack,
  StackedText,
  Text,
  createDataTableColumnHelper,
  formatCurrency,
  formatRelativeTime,
  toast,
  type DataTableRowSelection,
  type DataTableSorting,
} from '@sprint/ui';
import { useTRPC, useTRPCClient } from '../../../api/trpc';
import {
  DEFAULT_SORT,
  hasActiveFilter,
  toListFilter,
  type CrmSearchState,
  type LeadSort,
} from './crmSearchParams';
import {
  BulkAssignDialog,
  BulkDeleteDialog,
  BulkStatusDialog,
  LeadBulkButtons,
  leadCount,
} from './LeadBulkActions';
import { leadSourceLabel } from './leadSource';
import { leadStatus } from './leadStatus';
import { NextStepDue } from './NextStepDue';
import type { LeadRow, LeadSortKey } from '../queries';
import { leadHref } from './leadLinks';

const PAGE_SIZE = 50;

const column = createDataTableColumnHelper<LeadRow>();

const leadColumns = column.columns([
  column.accessor('companyName', {
    header: 'Unternehmen',
    meta: { rowHeader: true, width: '15rem' },
    cell: (info) => <Link href={leadHref(info.row.original.id)}>{info.getValue()}</Link>,
  }),
  column.accessor('contactName', {
    header: 'Ansprechpartner',
    meta: { width: '11rem' },
    cell: (info) => info.getValue() ?? EMPTY_VALUE,
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { width: '8rem' },
    cell: (info) => {
      const status = leadStatus(info.getValue());
      return <Badge variant={status.variant}>{status.label}</Badge>;
    },
  }),
  column.accessor('valueCents', {
    header: 'Wert',
    meta: { numeric: true, width: '9rem' },
    sortDescFirst: true,
    cell: (info) => formatCurrency(info.getValue(), { cents: true }),
  }),
  column.accessor('source', {
    header: 'Quelle',
    meta: { width: '8rem' },
    // The server has no order for sources.
    enableSorting: false,
    cell: (info) => leadSourceLabel(info.getValue()) ?? EMPTY_VALUE,
  }),
  column.accessor('ownerName', {
    header: 'Verantwortlich',
    meta: { width: '10rem' },
    cell: (info) => info.getValue() ?? EMPTY_VALUE,
  }),
  // Sorted by the due date, the step it belongs to shown with it.
  column.accessor('nextStepDueAt', {
    header: 'Nächster Schritt',
    meta: { width: '13rem' },
    cell: (info) => {
      const lead = info.row.original;
      if (!lead.nextStep && !lead.nextStepDueAt) return EMPTY_VALUE;
      return (
        <StackedText>
          <Text truncate>{lead.nextStep ?? EMPTY_VALUE}</Text>
          {/* Inline in its line: the table right-aligns blocks that carry `data-numeric`. */}
          <Text size="xs" truncate>
            <NextStepDue lead={lead} />
          </Text>
        </StackedText>
      );
    },
  }),
  column.accessor('updatedAt', {
    header: 'Geändert',
    meta: { width: '9rem' },
    sortDescFirst: true,
    cell: (info) => formatRelativeTime(info.getValue()),
  }),
]);

const SORTABLE = new Set<string>([
  'companyName',
  'contactName',
  'status',
  'valueCents',
  'ownerName',
  'nextStepDueAt',
  'updatedAt',
]);

function toSorting(sort: LeadSort): DataTableSorting {
  return [{ id: sort.by, desc: sort.dir === 'desc' }];
}

function fromSorting(sorting: DataTableSorting): LeadSort {
  const first = sorting[0];
  if (!first || !SORTABLE.has(first.id)) return DEFAULT_SORT;
  return { by: first.id as LeadSortKey, dir: first.desc ? 'desc' : 'asc' };
}

/** Hands a text file to the browser as a download (the export's CSV). */
function download(filename: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type BulkDialog = 'status' | 'owner' | 'delete' | null;

export type LeadTableProps = {
  state: CrmSearchState;
  onSortChange: (sort: LeadSort) => void;
  onResetFilters: () => void;
  onCreateLead: () => void;
  onImport: () => void;
};

/** The leads as a table: the server sorts and pages (cursor), the selection acts in bulk. */
export function LeadTable({
  state,
  onSortChange,
  onResetFilters,
  onCreateLead,
  onImport,
}: LeadTableProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const navigate = useNavigate();
  const filter = toListFilter(state);
  const leads = useInfiniteQuery(
    trpc.crm.leads.list.infiniteQueryOptions(
      { ...filter, sort: state.sort, limit: PAGE_SIZE },
      {
        getNextPageParam: (page) => page.nextCursor ?? undefined,
        // A new sort or filter keeps the old rows (busy) until the new ones are there.
        placeholderData: keepPreviousData,
      },
    ),
  );
  const rows = useMemo(() => leads.data?.pages.flatMap((page) => page.items) ?? [], [leads.data]);
  const total = leads.data?.pages[0]?.total;
  const [selection, setSelection] = useState<DataTableRowSelection>({});
  // Another filter is another list: a selection of rows no longer shown would act unseen.
  const filterKey = JSON.stringify(filter);
  const [selectionFilter, setSelectionFilter] = useState(filterKey);
  if (selectionFilter !== filterKey) {
    setSelectionFilter(filterKey);
    setSelection({});
  }
  const [dialog, setDialog] = useState<BulkDialog>(null);
  const [dialogIds, setDialogIds] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const filtered = hasActiveFilter(state);

  function openDialog(kind: BulkDialog, ids: string[]) {
    setDialogIds(ids);
    setDialog(kind);
  }

  async function handleExport() {
    if (exporting) return;
    setExporting(true);
    try {
      const file = await client.crm.leads.exportCsv.query({ ...filter, sort: state.sort });
      download(file.filename, file.content);
    } catch (error) {
      toast({
        title: 'Export fehlgeschlagen',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  const dialogProps = (kind: Exclude<BulkDialog, null>) => ({
    leadIds: dialogIds,
    open: dialog === kind,
    onOpenChange: (open: boolean) => setDialog(open ? kind : null),
    onDone: () => setSelection({}),
  });

  return (
    <Stack gap="3">
      <Stack direction="row" gap="2" justify="end" wrap>
        <Button
          variant="outline"
          size="sm"
          aria-busy={exporting || undefined}
          aria-disabled={exporting || total === 0 || undefined}
          onClick={() => {
            if (total !== 0) void handleExport();
          }}
        >
          <Download aria-hidden />
          CSV exportieren
        </Button>
        <Button variant="outline" size="sm" onClick={onImport}>
          <Upload aria-hidden />
          CSV importieren
        </Button>
      </Stack>
      <DataTable
        aria-label="Leads"
        data={rows}
        columns={leadColumns}
        getRowId={(lead) => lead.id}
        getRowLabel={(lead) => lead.companyName}
        manualSorting
        sorting={toSorting(state.sort)}
        onSortingChange={(sorting) => onSortChange(fromSorting(sorting))}
        enableRowSelection
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        bulkActions={({ ids }) => (
          <LeadBulkButtons
            onStatus={() => openDialog('status', ids)}
            onAssign={() => openDialog('owner', ids)}
            onDelete={() => openDialog('delete', ids)}
          />
        )}
        onRowClick={(lead) => void navigate(leadHref(lead.id))}
        loading={leads.isPending || leads.isPlaceholderData}
        loadingLabel="Leads werden geladen"
        error={leads.error}
        errorTitle="Leads konnten nicht geladen werden"
        onRetry={() => void leads.refetch()}
        retrying={leads.isRefetching}
        totalCount={total}
        countLabel={leadCount}
        onEndReached={leads.hasNextPage ? () => void leads.fetchNextPage() : undefined}
        loadingMore={leads.isFetchingNextPage}
        empty={
          filtered ? (
            <EmptyState
              size="compact"
              icon={<Briefcase aria-hidden />}
              title="Keine Leads gefunden"
              action={
                <Button variant="outline" onClick={onResetFilters}>
                  <RotateCcw aria-hidden />
                  Filter zurücksetzen
                </Button>
              }
            >
              Kein Lead passt zu Suche und Filtern.
            </EmptyState>
          ) : (
            <EmptyState
              size="compact"
              icon={<Briefcase aria-hidden />}
              title="Noch keine Leads"
              action={
                <Button onClick={onCreateLead}>
                  <Plus aria-hidden />
                  Ersten Lead anlegen
                </Button>
              }
            >
              Lege deinen ersten Lead an oder importiere deine Kontakte als CSV.
            </EmptyState>
          )
        }
      />
      <BulkStatusDialog {...dialogProps('status')} />
      <BulkAssignDialog {...dialogProps('owner')} />
      <BulkDeleteDialog {...dialogProps('delete')} />
    </Stack>
  );
}
