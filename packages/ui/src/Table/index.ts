export { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './Table';
export type {
  TableCellProps,
  TableHeadProps,
  TableProps,
  TableRowProps,
  TableSectionProps,
} from './Table';
