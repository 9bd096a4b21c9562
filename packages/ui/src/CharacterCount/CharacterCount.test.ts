import { describe, expect, it } from 'vitest';
import { characterCountState } from './CharacterCount';

describe('characterCountState', () => {
  it('is under up to 90 % of the limit, near above it, over beyond the limit', () => {
    expect(characterCountState(0, 3000)).toBe('under');
    expect(characterCountState(2700, 3000)).toBe('under');
    expect(characterCountState(2701, 3000)).toBe('near');
    expect(characterCountState(3000, 3000)).toBe('near');
    expect(characterCountState(3001, 3000)).toBe('over');
  });

  it('is under without a limit', () => {
    expect(characterCountState(1_000_000)).toBe('under');
  });
});
