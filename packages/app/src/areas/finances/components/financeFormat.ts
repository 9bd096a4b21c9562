/**
 * How the finance pages write amounts, months, days and trends (spec §9: de-DE, EUR, exactly two
 * decimals, dd.MM.yyyy; trends with ▲/▼ and the percentage, not colour alone). Amounts are the
 * server's integer cents; days and months are the server's 'YYYY-MM-DD' and 'YYYY-MM' strings,
 * Berlin calendar days that are never turned into instants.
 */
import { formatCurrency, type StatCardTrend } from '@sprint/ui';
import { berlinDay } from '../../../lib/berlinDay';

/** `123456` → '1.234,56 €'. */
export function euro(cents: number): string {
  return formatCurrency(cents, { cents: true });
}

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

const SHORT_MONTHS = [
  'Jan.',
  'Feb.',
  'März',
  'Apr.',
  'Mai',
  'Juni',
  'Juli',
  'Aug.',
  'Sept.',
  'Okt.',
  'Nov.',
  'Dez.',
] as const;

function parts(month: string): { year: number; month: number } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return { year, month: number };
}

/** '2026-11' → 'November 2026'. */
export function monthLabel(month: string): string {
  const { year, month: number } = parts(month);
  return `${MONTHS[number - 1] ?? ''} ${year}`;
}

/** '2026-11' → 'Nov. 26' (chart axes). */
export function shortMonthLabel(month: string): string {
  const { year, month: number } = parts(month);
  return `${SHORT_MONTHS[number - 1] ?? ''} ${String(year % 100).padStart(2, '0')}`;
}

/** '2026-11' shifted by whole months: `shiftMonth('2026-01', -1)` → '2025-12'. */
export function shiftMonth(month: string, by: number): string {
  const { year, month: number } = parts(month);
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A real month between 2000 and 2100 as 'YYYY-MM', or null. */
export function parseMonth(value: string | null | undefined): string | null {
  return value && /^(20\d\d|2100)-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}

/** Today in Berlin as 'YYYY-MM-DD', wherever the browser is. */
export { berlinDay as berlinToday };

/** This month in Berlin as 'YYYY-MM'. */
export function berlinMonth(now: Date = new Date()): string {
  return berlinDay(now).slice(0, 7);
}

/** '2026-11-28' → '28.11.2026'. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

const percent = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Per mille as a German percentage: `125` → '12,5 %', `-30` → '-3 %'. */
export function formatPermille(permille: number): string {
  return `${percent.format(permille / 10)}\u00a0%`;
}

/**
 * The change from the previous month as a card's trend: '▲ 12,5 %', '▼ 3 %' or '± 0 %', with
 * a spoken label. From nothing to something there is no percentage: 'neu'.
 */
export function monthTrend(current: number, previous: number): StatCardTrend {
  if (current === previous) {
    return { direction: 'neutral', text: '± 0\u00a0%', label: 'Wie im Vormonat' };
  }
  const direction = current > previous ? 'up' : 'down';
  const label = direction === 'up' ? 'Mehr als im Vormonat' : 'Weniger als im Vormonat';
  const arrow = direction === 'up' ? '▲' : '▼';
  if (previous === 0) return { direction, text: `${arrow} neu`, label };
  const change = (Math.abs(current - previous) / Math.abs(previous)) * 100;
  return { direction, text: `${arrow} ${percent.format(change)}\u00a0%`, label };
}
