import { describe, expect, it } from 'vitest';
import { calculateProgress } from './progress';

describe('calculateProgress', () => {
  it('gives a whole percentage', () => {
    expect(calculateProgress(0, 10)).toBe(0);
    expect(calculateProgress(5, 10)).toBe(50);
    expect(calculateProgress(1, 3)).toBe(33);
    expect(calculateProgress(2, 3)).toBe(67);
    expect(calculateProgress(10, 10)).toBe(100);
  });

  it('clamps to 0..100', () => {
    expect(calculateProgress(15, 10)).toBe(100);
    expect(calculateProgress(-3, 10)).toBe(0);
  });

  it('is 0 when the total is 0 or less', () => {
    expect(calculateProgress(5, 0)).toBe(0);
    expect(calculateProgress(5, -10)).toBe(0);
    expect(calculateProgress(0, 0)).toBe(0);
  });

  it('is 0 when an input is not a finite number', () => {
    expect(calculateProgress(undefined, 10)).toBe(0);
    expect(calculateProgress(5, null)).toBe(0);
    expect(calculateProgress('5', 10)).toBe(0);
    expect(calculateProgress(5, '10')).toBe(0);
    expect(calculateProgress(Number.NaN, 10)).toBe(0);
    expect(calculateProgress(5, Number.POSITIVE_INFINITY)).toBe(0);
    expect(calculateProgress(Number.POSITIVE_INFINITY, 10)).toBe(0);
    expect(calculateProgress({}, 10)).toBe(0);
  });
});
