/** A cell of the grid: row 0 is the header row, rows 1… are the body rows in display order. */
export type GridPosition = { row: number; col: number };

/** The grid's extent: `rows` counts the header row, `cols` the selection column if there is one. */
export type GridSize = { rows: number; cols: number };

export type GridKeyModifiers = { ctrlKey?: boolean; metaKey?: boolean };

/**
 * Where a key moves the focus in the grid (WAI-ARIA APG data grid): arrows by one cell, Home/End
 * to the row's first/last cell, Ctrl+Home/End to the first/last cell of the grid, PageUp/PageDown
 * by `pageSize` rows. `null` for keys the grid leaves alone (Enter, Space, letters, Tab), so
 * they reach the focused cell or widget. Moves stop at the edges; they never wrap.
 */
export function nextGridPosition(
  key: string,
  modifiers: GridKeyModifiers,
  from: GridPosition,
  size: GridSize,
  pageSize: number,
): GridPosition | null {
  if (size.rows <= 0 || size.cols <= 0) return null;
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const clampRow = (row: number) => Math.min(Math.max(row, 0), lastRow);
  const clampCol = (col: number) => Math.min(Math.max(col, 0), lastCol);
  const jump = modifiers.ctrlKey === true || modifiers.metaKey === true;
  const page = Math.max(1, Math.floor(pageSize));

  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(from.row - 1), col: clampCol(from.col) };
    case 'ArrowDown':
      return { row: clampRow(from.row + 1), col: clampCol(from.col) };
    case 'ArrowLeft':
      return { row: clampRow(from.row), col: clampCol(from.col - 1) };
    case 'ArrowRight':
      return { row: clampRow(from.row), col: clampCol(from.col + 1) };
    case 'Home':
      return jump ? { row: 0, col: 0 } : { row: clampRow(from.row), col: 0 };
    case 'End':
      return jump ? { row: lastRow, col: lastCol } : { row: clampRow(from.row), col: lastCol };
    case 'PageUp':
      // The header row stays where it is; paging moves through the body rows only.
      return {
        row: clampRow(Math.max(from.row - page, Math.min(from.row, 1))),
        col: clampCol(from.col),
      };
    case 'PageDown':
      return { row: clampRow(from.row + page), col: clampCol(from.col) };
    default:
      return null;
  }
}
