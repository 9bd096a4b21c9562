import styled from 'styled-components';

/**
 * The app's plain data table (CRM leads, LinkedIn accounts): header cells muted, row headers in
 * body text, numbers right-aligned in tabular figures (`data-numeric`). Wrap it in `TableScroll`
 * so narrow screens scroll the table, not the page.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  & th,
  & td {
    padding: var(--space-2) var(--space-3);
    border-bottom: var(--border-width) solid var(--color-border);
    text-align: left;
  }

  & th {
    color: var(--color-muted-foreground);
    font-weight: var(--font-weight-medium);
  }

  & tbody th {
    color: inherit;
    font-weight: var(--font-weight-normal);
  }

  & [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;
