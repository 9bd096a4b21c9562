import { useMemo } from 'react';
import { Ellipsis, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import {
  Badge,
  Button,
  DataTable,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EMPTY_VALUE,
  StackedText,
  Text,
  VisuallyHidden,
  createDataTableColumnHelper,
} from '@sprint/ui';
import { INTERVAL_LABELS, noticeLabel } from '@sprint/server/finances';
import { euro, formatDay } from './financeFormat';
import type { RecurringItem } from './planningTypes';

export type RecurringAction = 'edit' | 'toggle' | 'delete';
type OnAction = (action: RecurringAction, item: RecurringItem) => void;

/** An item's actions behind one button: a cell holds one interactive element. */
function RowMenu({ item, onAction }: { item: RecurringItem; onAction: OnAction }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Aktionen für ${item.name}`}>
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem icon={<Pencil />} onSelect={() => onAction('edit', item)}>
          Bearbeiten
        </DropdownMenuItem>
        <DropdownMenuItem
          icon={item.active ? <Pause /> : <Play />}
          onSelect={() => onAction('toggle', item)}
        >
          {item.active ? 'Pausieren' : 'Fortsetzen'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          icon={<Trash2 />}
          onSelect={() => onAction('delete', item)}
        >
          Löschen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** 'dd.MM.yyyy'; 'Beendet' once the end has passed; nothing while paused. */
export function nextDueText(item: Pick<RecurringItem, 'active' | 'nextDue'>): string {
  if (item.nextDue) return formatDay(item.nextDue);
  return item.active ? 'Beendet' : EMPTY_VALUE;
}

const column = createDataTableColumnHelper<RecurringItem>();

function recurringColumns(onAction: OnAction) {
  return column.columns([
    column.accessor('name', {
      header: 'Name',
      meta: { rowHeader: true, width: '12.5rem' },
      cell: (info) => {
        const item = info.row.original;
        return (
          <StackedText wrap>
            <span>{item.name}</span>
            {item.counterparty ? (
              <Text size="xs" tone="muted">
                {item.counterparty}
              </Text>
            ) : null}
          </StackedText>
        );
      },
    }),
    column.accessor('interval', {
      header: 'Intervall',
      enableSorting: false,
      meta: { width: '7.75rem' },
      cell: (info) => INTERVAL_LABELS[info.getValue()],
    }),
    column.accessor('grossCents', {
      header: 'Betrag',
      meta: { numeric: true, width: '7.5rem' },
      sortDescFirst: true,
      cell: (info) => (
        <StackedText>
          <span>{euro(info.getValue())}</span>
          <Text size="xs" tone="muted">
            netto {euro(info.row.original.netCents)}
          </Text>
        </StackedText>
      ),
    }),
    column.accessor('perMonthGrossCents', {
      header: 'pro Monat',
      meta: { numeric: true, width: '8rem' },
      sortDescFirst: true,
      cell: (info) => euro(info.getValue()),
    }),
    column.accessor('nextDue', {
      header: 'Nächste Fälligkeit',
      // The next 30 days are on top, soonest first; the table keeps the names' order.
      enableSorting: false,
      meta: { width: '9rem' },
      cell: (info) => nextDueText(info.row.original),
    }),
    column.accessor('categoryName', {
      header: 'Kategorie',
      enableSorting: false,
      meta: { width: '8.5rem' },
      cell: (info) => info.getValue() ?? EMPTY_VALUE,
    }),
    column.display({
      id: 'notice',
      header: 'Kündigungsfrist',
      enableSorting: false,
      meta: { width: '9rem' },
      cell: (info) => {
        const { noticeValue, noticeUnit, cancelBy } = info.row.original;
        if (!noticeValue || !noticeUnit) return EMPTY_VALUE;
        return (
          <StackedText>
            <span>{noticeLabel(noticeValue, noticeUnit)}</span>
            {cancelBy ? (
              <Text size="xs" tone="muted">
                kündbar bis {formatDay(cancelBy)}
              </Text>
            ) : null}
          </StackedText>
        );
      },
    }),
    column.accessor('active', {
      header: 'Status',
      enableSorting: false,
      meta: { width: '6rem' },
      cell: (info) =>
        info.getValue() ? (
          <Badge variant="success">Aktiv</Badge>
        ) : (
          <Badge variant="secondary">Pausiert</Badge>
        ),
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Aktionen</VisuallyHidden>,
      enableSorting: false,
      meta: { width: '3.75rem' },
      cell: (info) => <RowMenu item={info.row.original} onAction={onAction} />,
    }),
  ]);
}

export type RecurringTableProps = {
  label: string;
  items: RecurringItem[];
  onAction: OnAction;
};

/** Every item of one kind in the server's order (by name); name and amounts sort the rows. */
export function RecurringTable({ label, items, onAction }: RecurringTableProps) {
  // The columns are built once; the handler they call is the latest one.
  const columns = useMemo(() => recurringColumns(onAction), [onAction]);
  return (
    <DataTable
      aria-label={label}
      data={items}
      columns={columns}
      getRowId={(item) => item.id}
      totalCount={items.length}
      countLabel={(count) => `${count} Posten`}
    />
  );
}
