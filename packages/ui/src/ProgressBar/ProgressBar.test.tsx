import { describe, expect, it } from 'vitest';
import { formatProgress, normalizeProgress } from './ProgressBar';

const nbsp = '\u00a0';

describe('normalizeProgress', () => {
  it('keeps whole percentages in 0..100', () => {
    expect(normalizeProgress(0)).toBe(0);
    expect(normalizeProgress(42)).toBe(42);
    expect(normalizeProgress(100)).toBe(100);
    expect(normalizeProgress(33.4)).toBe(33);
  });

  it('clamps values outside 0..100', () => {
    expect(normalizeProgress(-5)).toBe(0);
    expect(normalizeProgress(140)).toBe(100);
  });

  it('counts anything that is not a finite number as 0', () => {
    expect(normalizeProgress(Number.NaN)).toBe(0);
    expect(normalizeProgress(Number.POSITIVE_INFINITY)).toBe(0);
    expect(normalizeProgress(undefined)).toBe(0);
    expect(normalizeProgress('42')).toBe(0);
  });
});

describe('formatProgress', () => {
  it('writes the German percentage with a no-break space', () => {
    expect(formatProgress(42)).toBe(`42${nbsp}%`);
    expect(formatProgress(0)).toBe(`0${nbsp}%`);
    expect(formatProgress(100)).toBe(`100${nbsp}%`);
  });

  it('formats the clamped value', () => {
    expect(formatProgress(250)).toBe(`100${nbsp}%`);
    expect(formatProgress(Number.NaN)).toBe(`0${nbsp}%`);
  });
});
