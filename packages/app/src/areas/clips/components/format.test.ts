import { describe, expect, it } from 'vitest';
import { formatDuration, formatViews, spokenDuration } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [8, '0:08'],
    [59.9, '0:59'],
    [312, '5:12'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('spokenDuration', () => {
  it.each([
    [0, '0 Sekunden'],
    [1, '1 Sekunde'],
    [8, '8 Sekunden'],
    [60, '1 Minute'],
    [312, '5 Minuten 12 Sekunden'],
    [3661, '1 Stunde 1 Minute 1 Sekunde'],
  ])('%s s → %s', (seconds, expected) => {
    expect(spokenDuration(seconds)).toBe(expected);
  });
});

describe('formatViews', () => {
  it('counts in German, singular for one', () => {
    expect(formatViews(0)).toBe('0 Aufrufe');
    expect(formatViews(1)).toBe('1 Aufruf');
    expect(formatViews(1234)).toBe('1.234 Aufrufe');
  });
});
