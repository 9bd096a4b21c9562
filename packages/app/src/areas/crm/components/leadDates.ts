/** Calendar days as Sprint's users see them: in Europe/Berlin, wherever the browser is. */
import { berlinDay } from '../../../lib/berlinDay';

const TIME_ZONE = 'Europe/Berlin';

const germanDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The Berlin day ('YYYY-MM-DD', compares as text in calendar order) of `date`. */
export { berlinDay };

/** '24.11.2026' for the Berlin day of `date`. */
export function formatBerlinDate(date: Date): string {
  return germanDay.format(date);
}

/** A next step due before today (Berlin): the card and the table flag it. */
export function isOverdue(due: Date | null, now: Date = new Date()): boolean {
  return due !== null && berlinDay(due) < berlinDay(now);
}

// A due day is the start of that calendar day in Berlin (as the server reads it for 'Nächste
// Schritte'), whatever zone the browser is in.
const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(at: Date) {
  return Object.fromEntries(
    berlinParts.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

function berlinOffset(at: Date): number {
  const p = partsOf(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** 'yyyy-MM-dd' → the instant that Berlin day starts. */
export function berlinDayStart(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - berlinOffset(new Date(guess));
  return new Date(guess - berlinOffset(new Date(first)));
}
