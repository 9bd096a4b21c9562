import { describe, expect, it } from 'vitest';
import { defaultCountLabel } from './DataTable';
import { sortFn_germanText } from './dataTableFeatures';
import { nextGridPosition, type GridPosition } from './gridNavigation';

const size = { rows: 101, cols: 5 };
const move = (key: string, from: GridPosition, modifiers = {}) =>
  nextGridPosition(key, modifiers, from, size, 10);

describe('nextGridPosition', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(move('ArrowDown', { row: 0, col: 2 })).toEqual({ row: 1, col: 2 });
    expect(move('ArrowUp', { row: 0, col: 2 })).toEqual({ row: 0, col: 2 });
    expect(move('ArrowRight', { row: 3, col: 4 })).toEqual({ row: 3, col: 4 });
    expect(move('ArrowLeft', { row: 3, col: 0 })).toEqual({ row: 3, col: 0 });
    expect(move('ArrowDown', { row: 100, col: 1 })).toEqual({ row: 100, col: 1 });
  });

  it('goes along the row with Home/End and through the grid with Ctrl or Cmd', () => {
    expect(move('Home', { row: 7, col: 3 })).toEqual({ row: 7, col: 0 });
    expect(move('End', { row: 7, col: 1 })).toEqual({ row: 7, col: 4 });
    expect(move('End', { row: 7, col: 1 }, { ctrlKey: true })).toEqual({ row: 100, col: 4 });
    expect(move('Home', { row: 7, col: 3 }, { metaKey: true })).toEqual({ row: 0, col: 0 });
  });

  it('pages through the body rows without landing on the header', () => {
    expect(move('PageDown', { row: 0, col: 1 })).toEqual({ row: 10, col: 1 });
    expect(move('PageDown', { row: 95, col: 1 })).toEqual({ row: 100, col: 1 });
    expect(move('PageUp', { row: 25, col: 1 })).toEqual({ row: 15, col: 1 });
    expect(move('PageUp', { row: 4, col: 1 })).toEqual({ row: 1, col: 1 });
    expect(move('PageUp', { row: 0, col: 1 })).toEqual({ row: 0, col: 1 });
  });

  it('leaves Enter, Space and Tab to the cell and its widget', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a']) expect(move(key, { row: 1, col: 1 })).toBeNull();
  });

  it('does nothing in a grid without cells', () => {
    expect(nextGridPosition('ArrowDown', {}, { row: 0, col: 0 }, { rows: 1, cols: 0 }, 10)).toBe(
      null,
    );
  });
});

describe('sortFn_germanText', () => {
  const sort = (values: (string | null)[]) =>
    [...values].sort((a, b) =>
      sortFn_germanText.sort(
        sortFn_germanText.resolveDataValue?.(a),
        sortFn_germanText.resolveDataValue?.(b),
        // The rows are not read by this comparator.
        undefined as never,
        undefined as never,
        'name',
      ),
    );

  it('sorts umlauts with their base letter, not after Z', () => {
    expect(sort(['Zucker', 'Öl', 'Apfel', 'Äpfel', 'Birne', 'Ober'])).toEqual([
      'Apfel',
      'Äpfel',
      'Birne',
      'Ober',
      'Öl',
      'Zucker',
    ]);
  });

  it('sorts numbers inside text by value and ignores case', () => {
    expect(sort(['Lead 10', 'lead 9', 'Lead 1'])).toEqual(['Lead 1', 'lead 9', 'Lead 10']);
  });

  it('puts missing values first when ascending', () => {
    expect(sort(['Becker', null, 'Adler'])).toEqual([null, 'Adler', 'Becker']);
  });
});

describe('defaultCountLabel', () => {
  it('counts in German with the right noun', () => {
    expect(defaultCountLabel(1)).toBe('1 Eintrag');
    expect(defaultCountLabel(0)).toBe('0 Einträge');
    expect(defaultCountLabel(50_000)).toBe('50.000 Einträge');
  });
});
