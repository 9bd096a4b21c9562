import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ArrowDown, ArrowUp, ChevronsUpDown, RotateCw, X } from 'lucide-react';
import { styled, keyframes } from 'styled-components';
import {
  functionalUpdate,
  useTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Button } from '../Button';
import { EmptyState, type EmptyStateHeadingLevel } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { cx } from '../lib/cx';
import { visuallyHidden } from '../lib/visuallyHidden';
import { dataTableFeatures, type DataTableColumnDef } from './dataTableFeatures';
import { nextGridPosition, type GridPosition } from './gridNavigation';

/** What the bulk-action bar gets to act on. */
export type DataTableSelection<TData> = {
  /** Ids (from `getRowId`) of every selected row, loaded or not. */
  ids: string[];
  /** The selected rows among the loaded ones. */
  rows: TData[];
  /** Clears the selection, e.g. after 'Löschen'. */
  clear: () => void;
};

export type DataTableProps<TData extends RowData> = {
  /** The rows in display order (the server's order with `manualSorting`). Keep the array stable. */
  data: readonly TData[];
  /**
   * Columns from `createDataTableColumnHelper<TData>()`. Keep the array stable (module scope or
   * `useMemo`): a new array each render rebuilds every row. A cell holds at most one
   * interactive element (a link, a menu button): it receives the focus when the cell does.
   */
  columns: DataTableColumnDef<TData>[];
  /** A stable id per row: selection and focus follow rows by it, not by position. */
  getRowId: (row: TData) => string;
  /** The grid's accessible name, e.g. 'Leads' (or `aria-labelledby`). */
  'aria-label'?: string;
  'aria-labelledby'?: string;

  /** Controlled sort order (one column at a time). Pair with `onSortingChange`. */
  sorting?: SortingState;
  /** Initial sort order when `sorting` is not controlled. */
  defaultSorting?: SortingState;
  /** Called with the new sort order after a header click (e.g. to put it into the address). */
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * The rows arrive sorted (by the server, for the order `sorting` names): the table shows them
   * as they are instead of sorting the loaded rows itself.
   */
  manualSorting?: boolean;

  /** Shows a checkbox per row, 'Alle auswählen' in the header and the bulk-action bar. */
  enableRowSelection?: boolean;
  /** Controlled selection: `{ [rowId]: true }`. Pair with `onRowSelectionChange`. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (rowSelection: RowSelectionState) => void;
  /** The actions shown next to 'n ausgewählt' while rows are selected ('Zuweisen', 'Löschen'). */
  bulkActions?: (selection: DataTableSelection<TData>) => ReactNode;
  /** Names a row for its checkbox: 'Zeile auswählen: Müller GmbH' instead of 'Zeile auswählen'. */
  getRowLabel?: (row: TData) => string;

  /** Opens a row: a click anywhere on it (outside links, buttons and checkboxes) or Enter. */
  onRowClick?: (row: TData) => void;

  /** The first load: skeleton rows while there are no rows yet; otherwise the grid is `aria-busy`. */
  loading?: boolean;
  /** Announced while loading, e.g. 'Leads werden geladen'. */
  loadingLabel?: string;
  /** The load failed: the error view with the message and 'Erneut versuchen'. */
  error?: { message: string } | null;
  /** Heading of the error view, e.g. 'Leads konnten nicht geladen werden'. */
  errorTitle?: string;
  /** Shows 'Erneut versuchen' in the error view. */
  onRetry?: () => void;
  /** A retry is running: the button stays focusable and announces `aria-busy`. */
  retrying?: boolean;
  /** Shown under the header when there are no rows, usually an `EmptyState` with the first action. */
  empty?: ReactNode;
  /** Heading level of the built-in empty and error views: `2` on a page, `3` inside a section. */
  headingLevel?: EmptyStateHeadingLevel;

  /** How many rows exist in all (the server's count, not the loaded rows): shown above the grid. */
  totalCount?: number;
  /** The count's text, e.g. `(n) => `${n} Leads``. Default: '1.234 Einträge'. */
  countLabel?: (count: number) => string;
  /**
   * Called once per data length when the visible rows come within `endReachedThreshold` rows of
   * the end: load the next page (cursor pagination). Leave it out when there is no next page.
   */
  onEndReached?: () => void;
  endReachedThreshold?: number;
  /** The next page is loading: skeleton rows at the end, and `onEndReached` waits. */
  loadingMore?: boolean;

  /** The scroll area's maximal height (a CSS length); the header sticks to its top. */
  maxHeight?: string;
  /** Row height in pixels before a row is measured. */
  estimateRowHeight?: number;
  /** Rows rendered beyond the visible ones on each side. */
  overscan?: number;
  className?: string;
  style?: CSSProperties;
};

const EMPTY_SORTING: SortingState = [];
const EMPTY_SELECTION: RowSelectionState = {};
const SKELETON_ROWS = 8;
const LOADING_MORE_ROWS = 2;
/** The least a column without a `width` gets before the table scrolls sideways. */
const DEFAULT_COLUMN_WIDTH = '8rem';

const count = new Intl.NumberFormat('de-DE');

/** '1 Eintrag', '1.234 Einträge'. */
export function defaultCountLabel(total: number): string {
  return `${count.format(total)} ${total === 1 ? 'Eintrag' : 'Einträge'}`;
}

/** What can take the focus inside a cell; the grid makes all of it tabindex -1 but the active one. */
const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([data-grid-col])',
].join(', ');

/** Clicks on these act themselves; they do not also open the row. */
const OWN_CLICK = 'a, button, input, label, select, textarea, [role="button"], [role="menuitem"]';

/** Widgets that use Space themselves. */
const OWN_SPACE = 'button, input, select, textarea, [role="button"]';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  min-height: var(--size-control-sm);
  font-size: var(--font-size-sm);

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const Status = styled.span`
  color: var(--color-muted-foreground);
  font-variant-numeric: tabular-nums;

  [data-state='selection'] > & {
    color: var(--color-foreground);
    font-weight: var(--font-weight-medium);
  }
`;

const BulkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const Scroller = styled.div`
  --data-table-head-height: var(--size-control-lg);

  position: relative;
  max-height: var(--data-table-max-height, 70vh);
  overflow: auto;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-background);
  /* A focused row is scrolled to below the sticky header, not under it. */
  scroll-padding-top: var(--data-table-head-height);
  overscroll-behavior: contain;
`;

const Table = styled.table`
  width: 100%;
  min-width: var(--data-table-min-width);
  /* Fixed layout: column widths do not jump as other rows scroll into view. */
  table-layout: fixed;
  /* Separate borders stay with the sticky header cells; collapsed ones would scroll away. */
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);

  & th,
  & td {
    padding: var(--space-2) var(--space-3);
    border-bottom: var(--border-width) solid var(--color-border);
    text-align: left;
    vertical-align: middle;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  & th[data-grid-col]:focus-visible,
  & td[data-grid-col]:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: calc(-1 * var(--focus-ring-width));
  }

  & thead th {
    position: sticky;
    top: 0;
    z-index: var(--z-sticky);
    height: var(--data-table-head-height);
    padding-block: 0;
    background: var(--color-muted);
    color: var(--color-muted-foreground);
    font-weight: var(--font-weight-medium);
  }

  & tbody th {
    font-weight: var(--font-weight-medium);
  }

  & [data-slot='data-table-spacer'] > td {
    padding: 0;
    border: 0;
  }

  & [data-slot='data-table-select'] {
    width: var(--space-10);
    text-align: center;
  }
`;

const Row = styled.tr`
  height: var(--size-control-lg);

  &[data-clickable] {
    cursor: pointer;
  }

  &:hover > * {
    background: var(--color-muted);
  }

  &[aria-selected='true'] > * {
    background: color-mix(in srgb, var(--color-primary) 10%, var(--color-background));
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  max-width: 100%;
  margin-inline: calc(-1 * var(--space-2));
  padding: var(--space-1) var(--space-2);
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  [data-numeric] > & {
    flex-direction: row-reverse;
  }

  &:hover {
    background: var(--color-accent);
    color: var(--color-foreground);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: calc(-1 * var(--focus-ring-width));
  }

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  & > svg {
    flex-shrink: 0;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }

  &[data-sorted] {
    color: var(--color-foreground);
  }

  &:not([data-sorted]) > svg {
    opacity: 0.5;
  }
`;

const Checkbox = styled.input`
  width: var(--size-icon);
  height: var(--size-icon);
  margin: 0;
  vertical-align: middle;
  accent-color: var(--color-primary);
  cursor: pointer;

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: var(--focus-ring-width);
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const StateArea = styled.div`
  padding: var(--space-4);
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const RetryButton = styled(Button)`
  &[aria-busy='true'] svg {
    animation: ${spin} 1s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &[aria-busy='true'] svg {
      animation: none;
    }
  }
`;

type SelectionCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  indeterminate?: boolean;
};

/** A native checkbox: Space, `indeterminate` (read as 'gemischt') and Shift-click for free. */
function SelectionCheckbox({ indeterminate = false, ...props }: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <Checkbox ref={ref} type="checkbox" {...props} />;
}

/** The width of the skeleton bar in a column, varied so the placeholder reads as text. */
function skeletonWidth(row: number, col: number): string {
  return `${45 + ((row * 7 + col * 13) % 5) * 10}%`;
}

function readPosition(element: Element | null): GridPosition | null {
  const cell = element?.closest<HTMLElement>('[data-grid-col]');
  if (!cell) return null;
  return { row: Number(cell.dataset.gridRow), col: Number(cell.dataset.gridCol) };
}

/**
 * The table for lists of records (leads, customers, invoices): a native `<table>` with the ARIA
 * grid role, built on TanStack Table v9 (sorting, selection) and TanStack Virtual (only the
 * visible rows are in the DOM, with spacer rows above and below, so 50,000 rows scroll like 50).
 *
 * - **Sorting**: header buttons, `aria-sort` on the sorted column; client-side, or server-side
 *   with `manualSorting` + `sorting`/`onSortingChange`.
 * - **Selection**: checkboxes ('Alle auswählen', 'Zeile auswählen'), Shift-click for a range, and
 *   the bar with 'n ausgewählt', your `bulkActions` and 'Auswahl aufheben'.
 * - **Keyboard**: one tab stop; arrows move between cells, Home/End along the row,
 *   Ctrl+Home/End to the first/last row, PageUp/PageDown by a screenful; Enter opens the row
 *   (`onRowClick`), Space selects it.
 * - **States**: skeleton rows while loading, the error with 'Erneut versuchen', the empty state;
 *   the header stays, so the page does not jump between states.
 * - **Infinite loading**: `onEndReached` near the end, `totalCount` above the grid and as
 *   `aria-rowcount`, so screen readers know how many rows there are before they are loaded.
 */
export function DataTable<TData extends RowData>({
  data,
  columns,
  getRowId,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  sorting: sortingProp,
  defaultSorting = EMPTY_SORTING,
  onSortingChange,
  manualSorting = false,
  enableRowSelection = false,
  rowSelection: rowSelectionProp,
  onRowSelectionChange,
  bulkActions,
  getRowLabel,
  onRowClick,
  loading = false,
  loadingLabel = 'Daten werden geladen',
  error = null,
  errorTitle = 'Daten konnten nicht geladen werden',
  onRetry,
  retrying = false,
  empty,
  headingLevel = 2,
  totalCount,
  countLabel = defaultCountLabel,
  onEndReached,
  endReachedThreshold = 10,
  loadingMore = false,
  maxHeight,
  estimateRowHeight = 40,
  overscan = 8,
  className,
  style,
}: DataTableProps<TData>) {
  const [innerSorting, setInnerSorting] = useState(defaultSorting);
  const [innerSelection, setInnerSelection] = useState(EMPTY_SELECTION);
  const sorting = sortingProp ?? innerSorting;
  const rowSelection = rowSelectionProp ?? innerSelection;

  // Controlled or not, the table always gets the current value back (TanStack v9 requires the
  // state slice alongside its callback); the owner hears about changes as plain values.
  const handleSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting);
    if (sortingProp === undefined) setInnerSorting(next);
    onSortingChange?.(next);
  };
  const handleRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = functionalUpdate(updater, rowSelection);
    if (rowSelectionProp === undefined) setInnerSelection(next);
    onRowSelectionChange?.(next);
  };

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state: { sorting, rowSelection },
    onSortingChange: handleSortingChange,
    onRowSelectionChange: handleRowSelectionChange,
    manualSorting,
    // One sorted column at a time: `aria-sort` belongs on one header only.
    enableMultiSort: false,
    // Ascending first for every column (TanStack starts numbers descending); a column can opt
    // out with `sortDescFirst` (newest first for dates).
    sortDescFirst: false,
    enableRowSelection,
  });

  const rows = table.getRowModel().rows;
  const headers = table.getHeaderGroups().at(-1)?.headers ?? [];
  const selectionOffset = enableRowSelection ? 1 : 0;
  const colCount = headers.length + selectionOffset;

  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const pendingFocus = useRef(false);
  const [headHeight, setHeadHeight] = useState(estimateRowHeight);
  const [activeCell, setActiveCell] = useState<GridPosition>({ row: 0, col: 0 });
  // Rows can go away (a filter, a delete): the active cell never points past the grid.
  const active = {
    row: Math.min(activeCell.row, rows.length),
    col: Math.min(activeCell.col, Math.max(colCount - 1, 0)),
  };
  const activeIndex = active.row - 1;

  useEffect(() => {
    const head = headRef.current;
    if (!head) return;
    const observer = new ResizeObserver(() => setHeadHeight(head.getBoundingClientRect().height));
    observer.observe(head);
    return () => observer.disconnect();
  }, []);

  // TanStack Virtual hands back fresh functions each render, which the React Compiler cannot
  // memoize safely; this component is not compiled, so the warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan,
    // The body starts below the header inside the scroll area.
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
    // The active row stays rendered when it scrolls out of view: it holds the grid's tab stop
    // and, when focused, the keyboard focus, which would otherwise fall back to the page.
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && activeIndex < range.count && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  const virtualRows = virtualizer.getVirtualItems();
  const visibleEnd = virtualizer.range?.endIndex ?? -1;

  // Infinite loading: once per data length, so a slow page is not requested twice.
  const endReachedFor = useRef(-1);
  useEffect(() => {
    if (!onEndReached || loadingMore || error || rows.length === 0) return;
    if (visibleEnd < rows.length - 1 - endReachedThreshold) return;
    if (endReachedFor.current === rows.length) return;
    endReachedFor.current = rows.length;
    onEndReached();
  }, [onEndReached, loadingMore, error, rows.length, visibleEnd, endReachedThreshold]);

  // One tab stop for the whole grid (roving tabindex): the active cell, or the single widget
  // inside it (a sort button, a checkbox, a link). Cell content comes from the columns, so
  // this runs on the DOM after every commit rather than through props.
  useLayoutEffect(() => {
    const grid = tableRef.current;
    if (!grid) return;
    let exact: HTMLElement | null = null;
    let fallback: HTMLElement | null = null;
    for (const cell of grid.querySelectorAll<HTMLElement>('[data-grid-col]')) {
      const widgets = [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)];
      for (const widget of widgets) if (widget.tabIndex !== -1) widget.tabIndex = -1;
      if (cell.tabIndex !== -1) cell.tabIndex = -1;
      const own = widgets.length === 1 && widgets[0] ? widgets[0] : cell;
      fallback ??= own;
      if (
        Number(cell.dataset.gridRow) === active.row &&
        Number(cell.dataset.gridCol) === active.col
      ) {
        exact = own;
      }
    }
    const target = exact ?? fallback;
    if (!target) return;
    target.tabIndex = 0;
    // A move by key focuses its cell once that is rendered (the same commit, as the active row
    // is always rendered).
    if (pendingFocus.current && exact) {
      pendingFocus.current = false;
      exact.focus();
    }
  });

  const selectedIds = Object.keys(rowSelection);
  const selectedCount = selectedIds.length;
  const clearSelection = () => table.resetRowSelection(true);

  // The new active row is rendered in the next commit (see `rangeExtractor`), at its place
  // between spacer rows; focusing it scrolls it into view, below the sticky header.
  const moveTo = (position: GridPosition) => {
    pendingFocus.current = true;
    setActiveCell(position);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const position = readPosition(target);
    if (!position) return;
    // Text fields inside a cell keep their arrow keys.
    if (target.matches('input:not([type="checkbox"]):not([type="radio"]), textarea, select')) {
      return;
    }
    const scroller = scrollRef.current;
    const pageSize = scroller
      ? Math.max(1, Math.floor((scroller.clientHeight - headHeight) / estimateRowHeight) - 1)
      : 10;
    const next = nextGridPosition(
      event.key,
      event,
      position,
      { rows: rows.length + 1, cols: colCount },
      pageSize,
    );
    if (next) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    const row = position.row > 0 ? rows[position.row - 1] : undefined;
    if (!row) return;
    const onCell = target.matches('[data-grid-col]');
    if (event.key === 'Enter' && onCell && onRowClick) {
      event.preventDefault();
      onRowClick(row.original);
    } else if (event.key === ' ' && enableRowSelection && !target.matches(OWN_SPACE)) {
      event.preventDefault();
      if (row.getCanSelect()) row.toggleSelected();
    }
  };

  // A click or a focused link moves the tab stop along, so Tab comes back to the same place.
  const handleFocus = (event: FocusEvent<HTMLTableElement>) => {
    const position = readPosition(event.target);
    if (position && (position.row !== active.row || position.col !== active.col)) {
      setActiveCell(position);
    }
  };

  const handleClick = (event: MouseEvent<HTMLTableElement>) => {
    if (!onRowClick) return;
    const target = event.target as HTMLElement;
    if (target.closest(OWN_CLICK) || target.closest('[data-slot="data-table-select"]')) return;
    const rowElement = target.closest<HTMLElement>('[data-row-index]');
    if (!rowElement) return;
    // Selecting text in a cell is not a click on the row.
    if (window.getSelection()?.toString()) return;
    const row = rows[Number(rowElement.dataset.rowIndex)];
    if (row) onRowClick(row.original);
  };

  const showSkeleton = loading && rows.length === 0 && !error;
  const showEmpty = !loading && !error && rows.length === 0;
  const busy = loading || loadingMore || retrying;

  let statusText = '';
  if (selectedCount > 0) statusText = `${count.format(selectedCount)} ausgewählt`;
  else if (showSkeleton) statusText = loadingLabel;
  else if (totalCount !== undefined) statusText = countLabel(totalCount);
  const toolbarVisible = enableRowSelection || totalCount !== undefined;

  // Spacer rows stand in for the rows above, between (the kept active row) and below the
  // rendered ones, so the table keeps its full height and its semantics (no absolute rows).
  const body: ReactNode[] = [];
  let offset = headHeight;
  for (const item of virtualRows) {
    const row = rows[item.index];
    if (!row) continue;
    if (item.start > offset) {
      body.push(
        <tr key={`gap-${item.index}`} aria-hidden data-slot="data-table-spacer">
          <td colSpan={colCount} style={{ height: item.start - offset }} />
        </tr>,
      );
    }
    offset = Math.max(offset, item.end);
    const selected = row.getIsSelected();
    const rowIndex = item.index + 1;
    const label = getRowLabel?.(row.original);
    body.push(
      <Row
        key={row.id}
        ref={virtualizer.measureElement}
        data-index={item.index}
        data-row-index={item.index}
        data-slot="data-table-row"
        data-clickable={onRowClick ? '' : undefined}
        aria-rowindex={item.index + 2}
        aria-selected={enableRowSelection ? selected : undefined}
      >
        {enableRowSelection ? (
          <td
            role="gridcell"
            data-slot="data-table-select"
            data-grid-row={rowIndex}
            data-grid-col={0}
          >
            <SelectionCheckbox
              aria-label={label ? `Zeile auswählen: ${label}` : 'Zeile auswählen'}
              checked={selected}
              disabled={!row.getCanSelect()}
              // React's change event carries the click, so Shift-click selects a range.
              onChange={row.getToggleSelectedHandler()}
            />
          </td>
        ) : null}
        {row.getAllCells().map((cell, index) => {
          const meta = cell.column.columnDef.meta;
          const shared = {
            'data-slot': 'data-table-cell',
            'data-grid-row': rowIndex,
            'data-grid-col': index + selectionOffset,
            'data-numeric': meta?.numeric ? '' : undefined,
          };
          return meta?.rowHeader ? (
            <th key={cell.id} scope="row" role="rowheader" {...shared}>
              <table.FlexRender cell={cell} />
            </th>
          ) : (
            <td key={cell.id} role="gridcell" {...shared}>
              <table.FlexRender cell={cell} />
            </td>
          );
        })}
      </Row>,
    );
  }
  const bottom = headHeight + virtualizer.getTotalSize() - offset;
  if (rows.length > 0 && bottom > 0) {
    body.push(
      <tr key="gap-end" aria-hidden data-slot="data-table-spacer">
        <td colSpan={colCount} style={{ height: bottom }} />
      </tr>,
    );
  }
  const skeletonCount = showSkeleton ? SKELETON_ROWS : loadingMore ? LOADING_MORE_ROWS : 0;
  for (let index = 0; index < skeletonCount; index += 1) {
    body.push(
      <Row key={`skeleton-${index}`} aria-hidden data-slot="data-table-skeleton-row">
        {Array.from({ length: colCount }, (_, col) => (
          <td key={col}>
            <Skeleton style={{ height: 'var(--space-3)', width: skeletonWidth(index, col) }} />
          </td>
        ))}
      </Row>,
    );
  }

  // Below the sum of the column widths the table scrolls sideways instead of squeezing columns.
  const widths = headers.map(
    (header) => header.column.columnDef.meta?.width ?? DEFAULT_COLUMN_WIDTH,
  );
  if (enableRowSelection) widths.unshift('var(--space-10)');
  const minWidth = widths.length > 0 ? `calc(${widths.join(' + ')})` : undefined;

  const selectAllChecked = rows.length > 0 && table.getIsAllRowsSelected();

  return (
    <Root data-slot="data-table" className={cx('sprint-data-table', className)} style={style}>
      <Toolbar
        data-slot="data-table-toolbar"
        data-state={selectedCount > 0 ? 'selection' : 'idle'}
        data-hidden={toolbarVisible ? undefined : ''}
      >
        <Status role="status" data-slot="data-table-status">
          {statusText}
        </Status>
        {selectedCount > 0 ? (
          <BulkActions role="group" aria-label="Aktionen für die Auswahl">
            {bulkActions?.({
              ids: selectedIds,
              rows: table.getSelectedRowModel().rows.map((row) => row.original),
              clear: clearSelection,
            })}
            <Button variant="ghost" size="sm" onClick={clearSelection}>
              <X aria-hidden />
              Auswahl aufheben
            </Button>
          </BulkActions>
        ) : null}
      </Toolbar>
      <Scroller
        ref={scrollRef}
        data-slot="data-table-scroll"
        style={
          {
            '--data-table-max-height': maxHeight,
            '--data-table-min-width': minWidth,
          } as CSSProperties
        }
      >
        <Table
          ref={tableRef}
          role="grid"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-rowcount={showSkeleton ? -1 : (totalCount ?? rows.length) + 1}
          aria-busy={busy || undefined}
          aria-multiselectable={enableRowSelection || undefined}
          data-slot="data-table-grid"
          onKeyDown={handleKeyDown}
          onFocus={handleFocus}
          onClick={handleClick}
        >
          <thead ref={headRef}>
            <tr aria-rowindex={1}>
              {enableRowSelection ? (
                <th scope="col" data-slot="data-table-select" data-grid-row={0} data-grid-col={0}>
                  <SelectionCheckbox
                    aria-label="Alle auswählen"
                    checked={selectAllChecked}
                    indeterminate={!selectAllChecked && table.getIsSomeRowsSelected()}
                    disabled={rows.length === 0}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
              ) : null}
              {headers.map((header, index) => {
                const column = header.column;
                const meta = column.columnDef.meta;
                const sorted = column.getIsSorted();
                const SortIcon =
                  sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    data-slot="data-table-head"
                    data-grid-row={0}
                    data-grid-col={index + selectionOffset}
                    data-numeric={meta?.numeric ? '' : undefined}
                    style={meta?.width ? { width: meta.width } : undefined}
                  >
                    {header.isPlaceholder ? null : column.getCanSort() ? (
                      <SortButton
                        type="button"
                        data-slot="data-table-sort"
                        data-sorted={sorted || undefined}
                        onClick={column.getToggleSortingHandler()}
                      >
                        {/* Narrow columns cut the title; the tooltip gives it in full. */}
                        <span
                          title={
                            typeof column.columnDef.header === 'string'
                              ? column.columnDef.header
                              : undefined
                          }
                        >
                          <table.FlexRender header={header} />
                        </span>
                        <SortIcon aria-hidden />
                      </SortButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
        {error ? (
          <StateArea data-slot="data-table-error">
            <EmptyState
              size="compact"
              headingLevel={headingLevel}
              title={errorTitle}
              action={
                onRetry ? (
                  <RetryButton
                    variant="outline"
                    size="sm"
                    aria-busy={retrying || undefined}
                    aria-disabled={retrying || undefined}
                    onClick={() => {
                      if (!retrying) onRetry();
                    }}
                  >
                    <RotateCw aria-hidden />
                    Erneut versuchen
                  </RetryButton>
                ) : undefined
              }
            >
              {error.message}
            </EmptyState>
          </StateArea>
        ) : showEmpty ? (
          <StateArea data-slot="data-table-empty">
            {empty ?? (
              <EmptyState size="compact" headingLevel={headingLevel} title="Keine Einträge">
                Sobald es Einträge gibt, erscheinen sie hier.
              </EmptyState>
            )}
          </StateArea>
        ) : null}
      </Scroller>
    </Root>
  );
}
