import { format, isValid, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { EMPTY_VALUE } from './empty';

export type DateInput = Date | string | number;

export const DATE_PATTERN = 'dd.MM.yyyy';
export const DATE_TIME_PATTERN = 'dd.MM.yyyy HH:mm';

/**
 * Reads a date from what APIs hand us. ISO strings without a zone are local time (parseISO),
 * unlike `new Date('2026-11-20')`, which would be UTC midnight and show the previous day in
 * western zones. With `epochSeconds`, numbers below 1e12 are seconds, not milliseconds.
 */
export function toDate(value: DateInput, { epochSeconds = false } = {}): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'number') {
    return new Date(epochSeconds && Math.abs(value) < 1e12 ? value * 1000 : value);
  }
  if (typeof value === 'string') {
    const iso = parseISO(value.trim());
    return isValid(iso) ? iso : new Date(value);
  }
  return new Date(Number.NaN);
}

/** `dd.MM.yyyy` by default, any date-fns pattern otherwise, in German. */
export function formatDate(value: DateInput, pattern: string = DATE_PATTERN): string {
  const date = toDate(value);
  return isValid(date) ? format(date, pattern, { locale: de }) : EMPTY_VALUE;
}

/** `dd.MM.yyyy HH:mm`. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, DATE_TIME_PATTERN);
}
