import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relativeTime';

const now = new Date(2026, 10, 20, 10, 30, 0);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;
const at = (offset: number) => new Date(now.getTime() + offset);
const relative = (offset: number) => formatRelativeTime(at(offset), { now });

describe('formatRelativeTime, past', () => {
  it.each([
    [0, 'Gerade eben'],
    [-59 * second, 'Gerade eben'],
    [-60 * second, 'vor 1 Min'],
    [-59 * minute, 'vor 59 Min'],
    [-(59 * minute + 59 * second), 'vor 59 Min'],
    [-60 * minute, 'vor 1 Std'],
    [-23 * hour, 'vor 23 Std'],
    [-(23 * hour + 59 * minute), 'vor 23 Std'],
    [-24 * hour, 'vor 1 Tg'],
    [-6 * day, 'vor 6 Tg'],
    [-7 * day, 'vor 7 Tg'],
    [-8 * day, '12.11.2026 10:30'],
    // 400 × 24 h back lands in summer time, an hour later on the clock.
    [-400 * day, '16.10.2025 11:30'],
  ])('%i ms → %s', (offset, expected) => {
    expect(relative(offset)).toBe(expected);
  });
});

describe('formatRelativeTime, future', () => {
  it.each([
    [1, 'In Kürze'],
    [59 * second, 'In Kürze'],
    [60 * second, 'in 1 Min'],
    [59 * minute, 'in 59 Min'],
    [60 * minute, 'in 1 Std'],
    [23 * hour, 'in 23 Std'],
    [24 * hour, 'in 1 Tg'],
    [7 * day, 'in 7 Tg'],
    [8 * day, '28.11.2026 10:30'],
  ])('+%i ms → %s', (offset, expected) => {
    expect(relative(offset)).toBe(expected);
  });
});

describe('formatRelativeTime, calendar mode', () => {
  const calendar = (date: Date, withTime = false) =>
    formatRelativeTime(date, { now, calendar: true, withTime });

  it('names today, yesterday and tomorrow by calendar day, not by 24-hour distance', () => {
    expect(calendar(new Date(2026, 10, 20, 0, 1))).toBe('Heute');
    expect(calendar(new Date(2026, 10, 20, 23, 59))).toBe('Heute');
    expect(calendar(new Date(2026, 10, 19, 23, 59))).toBe('Gestern');
    expect(calendar(new Date(2026, 10, 19, 0, 0))).toBe('Gestern');
    expect(calendar(new Date(2026, 10, 21, 0, 0))).toBe('Morgen');
  });

  it('adds the time of day with withTime', () => {
    expect(calendar(new Date(2026, 10, 20, 14, 5), true)).toBe('Heute, 14:05');
    expect(calendar(new Date(2026, 10, 19, 8, 0), true)).toBe('Gestern, 08:00');
    expect(calendar(new Date(2026, 10, 21, 9, 15), true)).toBe('Morgen, 09:15');
  });

  it('shows other days as the date', () => {
    expect(calendar(new Date(2026, 10, 18, 12, 0))).toBe('18.11.2026');
    expect(calendar(new Date(2026, 10, 22, 12, 0), true)).toBe('22.11.2026 12:00');
  });

  it('crosses month and year boundaries', () => {
    const newYear = new Date(2027, 0, 1, 9, 0);
    expect(
      formatRelativeTime(new Date(2026, 11, 31, 22, 0), { now: newYear, calendar: true }),
    ).toBe('Gestern');
  });
});

describe('formatRelativeTime, inputs', () => {
  it('reads numbers below 1e12 as epoch seconds only with epochSeconds', () => {
    const fiveMinutesAgo = Math.floor((now.getTime() - 5 * minute) / 1000);
    expect(formatRelativeTime(fiveMinutesAgo, { now, epochSeconds: true })).toBe('vor 5 Min');
    // Without the option the same number is milliseconds: a date in January 1970.
    expect(formatRelativeTime(fiveMinutesAgo, { now })).toMatch(/^21\.01\.1970 \d\d:\d\d$/);
    // Millisecond values stay milliseconds even with the option.
    expect(formatRelativeTime(now.getTime() - 2 * hour, { now, epochSeconds: true })).toBe(
      'vor 2 Std',
    );
  });

  it('accepts ISO strings and a numeric now', () => {
    expect(formatRelativeTime('2026-11-20T10:00:00', { now: now.getTime() })).toBe('vor 30 Min');
  });

  it('uses the current time by default', () => {
    expect(formatRelativeTime(new Date())).toBe('Gerade eben');
    expect(formatRelativeTime(Date.now() - 3 * day)).toBe('vor 3 Tg');
  });

  it('shows a dash for invalid dates', () => {
    expect(formatRelativeTime('gestern irgendwann', { now })).toBe('–');
    expect(formatRelativeTime(Number.NaN, { now })).toBe('–');
    expect(formatRelativeTime(now, { now: Number.NaN })).toBe('–');
    expect(formatRelativeTime('', { now, calendar: true })).toBe('–');
  });
});
