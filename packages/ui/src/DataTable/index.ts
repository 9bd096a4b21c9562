export { DataTable, defaultCountLabel } from './DataTable';
export type { DataTableProps, DataTableSelection } from './DataTable';
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  sortFn_germanText,
} from './dataTableFeatures';
export type {
  DataTableColumnDef,
  DataTableColumnHelper,
  DataTableColumnMeta,
  DataTableFeatures,
  DataTableRowSelection,
  DataTableSorting,
} from './dataTableFeatures';
