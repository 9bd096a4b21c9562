import {
  forwardRef,
  type HTMLAttributes,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { styled } from 'styled-components';

export type TableProps = TableHTMLAttributes<HTMLTableElement>;
export type TableSectionProps = HTMLAttributes<HTMLTableSectionElement>;
export type TableRowProps = HTMLAttributes<HTMLTableRowElement>;

export type TableHeadProps = ThHTMLAttributes<HTMLTableCellElement> & {
  /** A column of figures: the header sits right, over the figures. */
  numeric?: boolean;
};

export type TableCellProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /** A figure (count, amount): right-aligned, digits of equal width so the column lines up. */
  numeric?: boolean;
};

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  & th,
  & td {
    padding: var(--space-1-5) var(--space-2);
    border-bottom: var(--border-width) solid var(--color-border);
    text-align: left;
  }

  & [data-numeric='true'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A small table of figures read at a glance: a few rows and columns, all shown, no sorting, no
 * selection (a dashboard card's pipeline per status). Rows are divided by lines; headers are
 * `th` (`scope="col"` over a column, `scope="row"` for a row's name) and name the cells for
 * screen readers. Name the table with `aria-label` or `aria-labelledby`. For long lists that
 * sort, select and page, use `DataTable`.
 */
export const Table = forwardRef<HTMLTableElement, TableProps>(function Table(props, ref) {
  return <StyledTable ref={ref} data-slot="table" {...props} />;
});

/** The header rows (`thead`). */
export const TableHeader = forwardRef<HTMLTableSectionElement, TableSectionProps>(
  function TableHeader(props, ref) {
    return <thead ref={ref} data-slot="table-header" {...props} />;
  },
);

/** The body rows (`tbody`). */
export const TableBody = forwardRef<HTMLTableSectionElement, TableSectionProps>(
  function TableBody(props, ref) {
    return <tbody ref={ref} data-slot="table-body" {...props} />;
  },
);

export const TableRow = forwardRef<HTMLTableRowElement, TableRowProps>(
  function TableRow(props, ref) {
    return <tr ref={ref} data-slot="table-row" {...props} />;
  },
);

/** A header cell (`th`): give it `scope="col"` over a column, `scope="row"` for a row's name. */
export const TableHead = forwardRef<HTMLTableCellElement, TableHeadProps>(function TableHead(
  { numeric = false, ...props },
  ref,
) {
  return (
    <th ref={ref} data-slot="table-head" data-numeric={numeric ? 'true' : undefined} {...props} />
  );
});

export const TableCell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { numeric = false, ...props },
  ref,
) {
  return (
    <td ref={ref} data-slot="table-cell" data-numeric={numeric ? 'true' : undefined} {...props} />
  );
});
