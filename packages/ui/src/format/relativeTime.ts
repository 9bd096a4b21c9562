import { addDays, format, isSameDay, isValid } from 'date-fns';
import { de } from 'date-fns/locale';
import { DATE_PATTERN, DATE_TIME_PATTERN, toDate, type DateInput } from './date';
import { EMPTY_VALUE } from './empty';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const RELATIVE_DAYS = 7;

export type FormatRelativeTimeOptions = {
  /** The reference point; defaults to the current time. */
  now?: Date | number;
  /** 'Heute', 'Gestern', 'Morgen' instead of a distance; other days as the date. */
  calendar?: boolean;
  /** In calendar mode, add the time of day (`Heute, 14:30`). */
  withTime?: boolean;
  /** Numbers below 1e12 are epoch seconds (as some APIs send them), not milliseconds. */
  epochSeconds?: boolean;
};

function calendarLabel(date: Date, now: Date, withTime: boolean): string {
  const time = withTime ? `, ${format(date, 'HH:mm', { locale: de })}` : '';
  if (isSameDay(date, now)) return `Heute${time}`;
  if (isSameDay(date, addDays(now, -1))) return `Gestern${time}`;
  if (isSameDay(date, addDays(now, 1))) return `Morgen${time}`;
  return format(date, withTime ? DATE_TIME_PATTERN : DATE_PATTERN, { locale: de });
}

/**
 * German short relative time: 'Gerade eben' / 'In Kürze' under a minute, then 'vor N Min',
 * 'vor N Std', 'vor N Tg' (and 'in N …' for the future) up to seven days, beyond that the date
 * and time (`dd.MM.yyyy HH:mm`). Units are whole and rounded down: 59 s is still 'Gerade eben'.
 */
export function formatRelativeTime(
  value: DateInput,
  options: FormatRelativeTimeOptions = {},
): string {
  const { calendar = false, withTime = false, epochSeconds = false } = options;
  const date = toDate(value, { epochSeconds });
  const now = new Date(options.now ?? Date.now());
  if (!isValid(date) || !isValid(now)) return EMPTY_VALUE;

  if (calendar) return calendarLabel(date, now, withTime);

  const distance = date.getTime() - now.getTime();
  const future = distance > 0;
  const elapsed = Math.abs(distance);
  const relative = (amount: number, unit: string) =>
    future ? `in ${amount} ${unit}` : `vor ${amount} ${unit}`;

  if (elapsed < MINUTE) return future ? 'In Kürze' : 'Gerade eben';
  if (elapsed < HOUR) return relative(Math.floor(elapsed / MINUTE), 'Min');
  if (elapsed < DAY) return relative(Math.floor(elapsed / HOUR), 'Std');
  const days = Math.floor(elapsed / DAY);
  if (days <= RELATIVE_DAYS) return relative(days, 'Tg');
  return format(date, DATE_TIME_PATTERN, { locale: de });
}
