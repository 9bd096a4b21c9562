/**
 * Recurring items of the Finances area (issue 16): their intervals, due dates and the amount
 * normalised to a month and a year.
 *
 * Days are calendar days ('YYYY-MM-DD'), not instants: a rent due on the 1st is due on the 1st in
 * every time zone, so no clock or zone is involved. Every occurrence is computed from the start
 * day (the n-th is start + n intervals) instead of from the previous one, so a monthly item from
 * 31 January falls on 28/29 February and is back on 31 March: clamping to a short month never
 * drifts. Amounts are integer cents and are normalised with exact integer arithmetic (see
 * money.ts).
 */
import { divideRoundHalfUp, isAmountCents, MAX_AMOUNT_CENTS } from './money';

export const INTERVALS = [
  'weekly',
  'biweekly',
  'monthly',
  'quarterly',
  'halfyearly',
  'yearly',
] as const;

export type Interval = (typeof INTERVALS)[number];

export const INTERVAL_LABELS: Record<Interval, string> = {
  weekly: 'Wöchentlich',
  biweekly: 'Alle 2 Wochen',
  monthly: 'Monatlich',
  quarterly: 'Vierteljährlich',
  halfyearly: 'Halbjährlich',
  yearly: 'Jährlich',
};

/** How often an item falls due in a year; a year is counted as 52 weeks. */
export const OCCURRENCES_PER_YEAR: Record<Interval, number> = {
  weekly: 52,
  biweekly: 26,
  monthly: 12,
  quarterly: 4,
  halfyearly: 2,
  yearly: 1,
};

/** The step of an interval: whole days, or whole months (clamped to the month's last day). */
const STEPS: Record<Interval, { days: number } | { months: number }> = {
  weekly: { days: 7 },
  biweekly: { days: 14 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  halfyearly: { months: 6 },
  yearly: { months: 12 },
};

export function isInterval(value: unknown): value is Interval {
  return INTERVALS.includes(value as Interval);
}

type DayParts = { year: number; month: number; day: number };

// Years from 1000 on: Date.UTC reads the years 0–99 as 1900–1999.
const DAY = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function partsOf(day: string): DayParts | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return null;
  return { year, month, day: date };
}

/** A real calendar day written as 'YYYY-MM-DD' ('2026-02-29' is not one). */
export function isDay(value: unknown): value is string {
  return typeof value === 'string' && partsOf(value) !== null;
}

function parseDay(day: string, name: string): DayParts {
  const parts = partsOf(day);
  if (!parts) throw new RangeError(`${name} must be a calendar day as 'YYYY-MM-DD'`);
  return parts;
}

function formatDay({ year, month, day }: DayParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01; Date is used only as a calendar in UTC, never for a clock time. */
function epochDay({ year, month, day }: DayParts): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromEpochDay(days: number): DayParts {
  const date = new Date(days * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Months since year 0, for month arithmetic without carrying by hand. */
function monthIndex({ year, month }: DayParts): number {
  return year * 12 + month - 1;
}

/** Orders days numerically; text order would break past the year 9999 ('10000-…' < '9999-…'). */
function dayKey({ year, month, day }: DayParts): number {
  return year * 10_000 + month * 100 + day;
}

/** The n-th occurrence (n = 0 is the start day itself). */
function nthOccurrence(start: DayParts, interval: Interval, n: number): DayParts {
  const step = STEPS[interval];
  if ('days' in step) return fromEpochDay(epochDay(start) + n * step.days);
  const index = monthIndex(start) + n * step.months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)) };
}

/** The number of the first occurrence on or after `day` (0 when `day` is before the start). */
function firstIndexFrom(start: DayParts, interval: Interval, day: DayParts): number {
  const step = STEPS[interval];
  if ('days' in step) {
    return Math.max(0, Math.ceil((epochDay(day) - epochDay(start)) / step.days));
  }
  // The occurrence in or before `day`'s month; at most one step further is on or after `day`.
  let n = Math.max(0, Math.floor((monthIndex(day) - monthIndex(start)) / step.months));
  while (dayKey(nthOccurrence(start, interval, n)) < dayKey(day)) n += 1;
  return n;
}

/**
 * The days an item falls due from `from` to `to` (both inclusive), never before its start nor
 * after its end (inclusive; `null` = open-ended), in calendar order.
 */
export function occurrencesBetween(
  start: string,
  interval: Interval,
  end: string | null,
  from: string,
  to: string,
): string[] {
  const startParts = parseDay(start, 'start');
  const fromParts = parseDay(from, 'from');
  const toKey = dayKey(parseDay(to, 'to'));
  const last = end === null ? toKey : Math.min(toKey, dayKey(parseDay(end, 'end')));
  const days: string[] = [];
  for (let n = firstIndexFrom(startParts, interval, fromParts); ; n += 1) {
    const day = nthOccurrence(startParts, interval, n);
    if (dayKey(day) > last) return days;
    days.push(formatDay(day));
  }
}

/** The first day on or after `today` that the item falls due, or `null` once it has ended. */
export function nextDue(
  start: string,
  interval: Interval,
  end: string | null,
  today: string,
): string | null {
  const startParts = parseDay(start, 'start');
  const endParts = end === null ? null : parseDay(end, 'end');
  const index = firstIndexFrom(startParts, interval, parseDay(today, 'today'));
  const day = nthOccurrence(startParts, interval, index);
  return endParts !== null && dayKey(day) > dayKey(endParts) ? null : formatDay(day);
}

function assertAmount(cents: number): void {
  if (!isAmountCents(cents)) {
    throw new RangeError(
      `amountCents must be an integer number of cents within ±${MAX_AMOUNT_CENTS}`,
    );
  }
}

/**
 * The amount normalised to one month ('pro Monat'): amount · occurrences per year / 12, rounded
 * half up to cents (away from zero for negative amounts) once, from the exact fraction. Weekly
 * is × 52 / 12, every two weeks × 26 / 12, quarterly / 3, half-yearly / 6, yearly / 12.
 */
export function perMonthCents(amountCents: number, interval: Interval): number {
  assertAmount(amountCents);
  return divideRoundHalfUp(amountCents * OCCURRENCES_PER_YEAR[interval], 12);
}

/** The amount over one year: amount · occurrences per year, exact (weekly × 52). */
export function perYearCents(amountCents: number, interval: Interval): number {
  assertAmount(amountCents);
  return amountCents * OCCURRENCES_PER_YEAR[interval];
}

export type RecurringAmount = { amountCents: number; interval: Interval };

/**
 * Totals of a list of recurring items. The monthly total is the sum of the items' rounded
 * monthly amounts, so it is what the 'pro Monat' column adds up to; the yearly total is exact.
 * The two can differ from `12 × monthly` by the rounding of the monthly amounts.
 */
export function recurringTotals(items: readonly RecurringAmount[]): {
  perMonthCents: number;
  perYearCents: number;
} {
  let month = 0;
  let year = 0;
  for (const item of items) {
    month += perMonthCents(item.amountCents, item.interval);
    year += perYearCents(item.amountCents, item.interval);
  }
  return { perMonthCents: month, perYearCents: year };
}
