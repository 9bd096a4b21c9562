/** Calendar days in Europe/Berlin, where Sprint's users live, whatever the server's zone. */
const TIME_ZONE = 'Europe/Berlin';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function intlParts(at: Date) {
  return Object.fromEntries(
    parts.formatToParts(at).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const HOUR = 3_600_000;
/** Berlin's offset by UTC hour; cleared at 100,000 entries (eleven years of hours). */
const offsets = new Map<number, number>();

/**
 * Milliseconds Berlin is ahead of UTC at this instant (3,600,000 or 7,200,000). The clocks
 * change on a full UTC hour (01:00 UTC), so the offset holds for the whole hour and one Intl
 * lookup serves every instant in it: formatToParts costs microseconds, and a calendar view
 * converts thousands of instants.
 */
function offsetAt(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = intlParts(new Date(hour * HOUR));
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - hour * HOUR;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

function berlinParts(at: Date) {
  const wall = new Date(at.getTime() + offsetAt(at));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The instant a Berlin calendar day starts (month 1–12). */
export function berlinMidnight(year: number, month: number, day: number): Date {
  return berlinTime(year, month, day, 0, 0);
}

/** The instant a Berlin wall-clock time happens (month 1–12); correct on the days the clocks change. */
export function berlinTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Around a change of the clocks the offset at the result can differ from the guess's.
  const first = guess - offsetAt(new Date(guess));
  return new Date(guess - offsetAt(new Date(first)));
}

/** The calendar day (YYYY-MM-DD) an instant falls on in Europe/Berlin. */
export function berlinDay(at: Date): string {
  const p = berlinParts(at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The calendar day (YYYY-MM-DD) `days` after another one; calendar days, not 24-hour steps. */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Berlin wall-clock time (HH:MM) of an instant. */
export function berlinClock(at: Date): string {
  const p = berlinParts(at);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** The start of the Berlin day `days` after the one `now` falls on. */
export function berlinDayStart(now: Date, days = 0): Date {
  const p = berlinParts(now);
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return berlinMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** dd.MM.yyyy of the Berlin day an instant falls on. */
export function formatBerlinDate(at: Date): string {
  const p = berlinParts(at);
  return `${String(p.day).padStart(2, '0')}.${String(p.month).padStart(2, '0')}.${p.year}`;
}

/**
 * A day as people type it (31.12.2026, 31.12.26, 2026-12-31) as the start of that Berlin day,
 * or null when it is no real date between 2000 and 2100.
 */
export function parseGermanDate(text: string): Date | null {
  const trimmed = text.trim();
  let year: number, month: number, day: number;
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (german) {
    day = Number(german[1]);
    month = Number(german[2]);
    year = german[3]?.length === 2 ? 2000 + Number(german[3]) : Number(german[3]);
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    return null;
  }
  if (year < 2000 || year > 2100) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return berlinMidnight(year, month, day);
}

/**
 * The Berlin wall-clock time of an instant as a "floating" Date whose UTC fields are that wall
 * time: what recurrence rules are expanded on, so a weekly 10:00 stays at 10:00 across the
 * changes of the clocks whatever zone the process runs in.
 */
export function berlinWall(at: Date): Date {
  const p = berlinParts(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

/** The instant a floating wall-clock time (see `berlinWall`) happens in Berlin. */
export function fromBerlinWall(wall: Date): Date {
  return berlinTime(
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
  );
}
