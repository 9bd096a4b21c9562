import {
  constructSortFn,
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  type ColumnDef,
  type ColumnHelper,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';

/** What a column tells the table about itself beyond TanStack's own column definition. */
export type DataTableColumnMeta = {
  /** Amounts and counts: right-aligned in tabular figures, so digits line up. */
  numeric?: boolean;
  /**
   * The cell names its row (usually the first column, the company): rendered as a row header
   * (`<th scope="row">`), so screen readers announce it with every other cell of the row.
   */
  rowHeader?: boolean;
  /** A fixed width (a CSS length from the tokens, e.g. `var(--space-12)`, or `12rem`). */
  width?: string;
};

/**
 * German order for text: 'Äpfel' next to 'Apfel', not after 'Zucker', and 'Lead 10' after
 * 'Lead 9'. TanStack's built-in text sorts compare code units, which puts umlauts last.
 */
const germanCollator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

export const sortFn_germanText = constructSortFn({
  resolveDataValue: (value: unknown) =>
    value === null || value === undefined ? '' : String(value as string | number),
  sort: (a: string, b: string) => germanCollator.compare(a, b),
});

/**
 * The TanStack Table v9 features every DataTable uses: sorting (client-side through the sorted
 * row model, or `manualSorting` for the server's order) and row selection. The German collator
 * is registered under TanStack's `text` and `alphanumeric` names, so `sortFn: 'auto'` (the
 * default) picks it for string columns.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    text: sortFn_germanText,
    alphanumeric: sortFn_germanText,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable: TanStack's `ColumnDef` bound to the DataTable's features. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type; `any` is TanStack's own choice for mixed column lists.
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

export type DataTableColumnHelper<TData extends RowData> = ColumnHelper<DataTableFeatures, TData>;

/**
 * The column helper for a DataTable's rows: `accessor`, `display` and `columns` with value types
 * inferred from the row type.
 *
 * ```ts
 * const column = createDataTableColumnHelper<Lead>();
 * const columns = column.columns([
 *   column.accessor('companyName', { header: 'Unternehmen', meta: { rowHeader: true } }),
 *   column.accessor('valueCents', {
 *     header: 'Wert',
 *     meta: { numeric: true },
 *     cell: (info) => formatCurrency(info.getValue(), { cents: true }),
 *   }),
 * ]);
 * ```
 */
export function createDataTableColumnHelper<TData extends RowData>(): DataTableColumnHelper<TData> {
  return createColumnHelper<DataTableFeatures, TData>();
}

export type { RowSelectionState as DataTableRowSelection, SortingState as DataTableSorting };
