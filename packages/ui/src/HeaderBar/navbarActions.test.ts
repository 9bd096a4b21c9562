import { describe, expect, it } from 'vitest';
import { sortNavbarActions, type NavbarAction } from './navbarActions';

const action = (id: string, priority?: number): NavbarAction => ({ id, element: id, priority });

describe('sortNavbarActions', () => {
  it('puts higher priorities first', () => {
    const sorted = sortNavbarActions([action('a', 1), action('b', 10), action('c', 5)]);
    expect(sorted.map(({ id }) => id)).toEqual(['b', 'c', 'a']);
  });

  it('treats a missing priority as 0, below positives and above negatives', () => {
    const sorted = sortNavbarActions([action('none'), action('low', -1), action('high', 1)]);
    expect(sorted.map(({ id }) => id)).toEqual(['high', 'none', 'low']);
  });

  it('keeps registration order for equal priorities', () => {
    const sorted = sortNavbarActions([action('first', 2), action('second', 2), action('third', 2)]);
    expect(sorted.map(({ id }) => id)).toEqual(['first', 'second', 'third']);
  });

  it('does not reorder the list it was given', () => {
    const actions = [action('a', 1), action('b', 2)];
    sortNavbarActions(actions);
    expect(actions.map(({ id }) => id)).toEqual(['a', 'b']);
  });
});
