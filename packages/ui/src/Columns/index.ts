export { Columns, columnsVariants } from './Columns';
export type { ColumnsAlign, ColumnsBreakpoint, ColumnsGap, ColumnsProps } from './Columns';
