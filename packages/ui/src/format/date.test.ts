import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toDate } from './date';

describe('formatDate', () => {
  it('defaults to dd.MM.yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 8, 3))).toBe('05.01.2026');
  });

  it('reads ISO strings, date-only ones as local days', () => {
    expect(formatDate('2026-11-20')).toBe('20.11.2026');
    expect(formatDate('2026-11-20T23:30:00')).toBe('20.11.2026');
    // 23:30 UTC is already the next day in Berlin (the tests' time zone).
    expect(formatDate('2026-11-20T23:30:00Z')).toBe('21.11.2026');
  });

  it('reads epoch milliseconds', () => {
    expect(formatDate(Date.UTC(2026, 1, 28, 12))).toBe('28.02.2026');
  });

  it('takes any date-fns pattern, in German', () => {
    expect(formatDate(new Date(2026, 2, 1), 'EEEE, d. MMMM yyyy')).toBe('Sonntag, 1. März 2026');
    expect(formatDate(new Date(2026, 11, 24), 'MMM yy')).toBe('Dez. 26');
  });

  it('shows a dash for invalid dates instead of throwing', () => {
    expect(formatDate('kein Datum')).toBe('–');
    expect(formatDate(new Date(Number.NaN))).toBe('–');
    expect(formatDate(Number.NaN)).toBe('–');
    expect(formatDate('')).toBe('–');
  });
});

describe('formatDateTime', () => {
  it('gives dd.MM.yyyy HH:mm in 24-hour time', () => {
    expect(formatDateTime(new Date(2026, 10, 20, 14, 5))).toBe('20.11.2026 14:05');
    expect(formatDateTime(new Date(2026, 10, 20, 0, 0))).toBe('20.11.2026 00:00');
  });

  it('shows a dash for invalid dates', () => {
    expect(formatDateTime('31.02.2026 kaputt')).toBe('–');
  });
});

describe('toDate', () => {
  it('copies dates instead of sharing them', () => {
    const original = new Date(2026, 0, 1);
    const copy = toDate(original);
    expect(copy).not.toBe(original);
    expect(copy.getTime()).toBe(original.getTime());
  });

  it('reads numbers below 1e12 as seconds only when asked', () => {
    expect(toDate(1_700_000_000, { epochSeconds: true }).getTime()).toBe(1_700_000_000_000);
    expect(toDate(1_700_000_000).getTime()).toBe(1_700_000_000);
    expect(toDate(1_700_000_000_000, { epochSeconds: true }).getTime()).toBe(1_700_000_000_000);
  });
});
