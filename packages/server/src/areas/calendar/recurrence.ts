/**
 * Series as RFC 5545 RRULEs, expanded per requested range (ADR 023). Expansion happens on
 * floating Berlin wall-clock times (`berlinWall`): rrule then needs no time zone support of its
 * own, and a weekly 10:00 stays 10:00 across the changes of the clocks in any process zone.
 */
import rrule from 'rrule';
import {
  addDays,
  berlinDay,
  berlinMidnight,
  berlinWall,
  fromBerlinWall,
} from '../../platform/berlin';
import { ServiceError } from '../../platform/serviceError';
import {
  ICS_UNSUPPORTED_RULE,
  MAX_OCCURRENCES_PER_VIEW,
  MAX_RANGE_DAYS,
  TOO_MANY_OCCURRENCES,
  WEEKDAYS,
  type Recurrence,
  type Weekday,
} from './model';

const { RRule } = rrule;
type Options = NonNullable<ConstructorParameters<typeof RRule>[0]>;

/** What expansion needs of an event. */
export type SeriesTiming = {
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  rrule: string | null;
  exdates: Date[];
};

export type Occurrence = { start: Date; end: Date };

const FREQUENCY_CODES: Record<Recurrence['frequency'], string> = {
  daily: 'DAILY',
  weekly: 'WEEKLY',
  monthly: 'MONTHLY',
  yearly: 'YEARLY',
};

/** 'YYYYMMDDTHHMMSSZ' of an instant. */
export function icsUtc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The RRULE value of a series as the form describes it. UNTIL is the end of the last day in
 * Berlin, in UTC (RFC 5545: UTC when the start has a time zone), or a DATE for all-day series.
 */
export function toRrule(recurrence: Recurrence, allDay: boolean): string {
  const parts = [`FREQ=${FREQUENCY_CODES[recurrence.frequency]}`];
  if (recurrence.interval > 1) parts.push(`INTERVAL=${recurrence.interval}`);
  if (recurrence.frequency === 'weekly' && recurrence.weekdays?.length) {
    const days = WEEKDAYS.filter((day) => recurrence.weekdays?.includes(day));
    parts.push(`BYDAY=${days.join(',')}`);
  }
  if (recurrence.until) {
    const last = addDays(recurrence.until, 1);
    parts.push(
      allDay
        ? `UNTIL=${recurrence.until.replace(/-/g, '')}`
        : `UNTIL=${icsUtc(new Date(dayStart(last).getTime() - 1000))}`,
    );
  } else if (recurrence.count) {
    parts.push(`COUNT=${recurrence.count}`);
  }
  return parts.join(';');
}

function dayStart(day: string): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return berlinMidnight(year, month, date);
}

/** Parsed rules by their text: a view parses each series' rule once per occurrence otherwise. */
const parsed = new Map<string, Partial<Options>>();

/** The rule's options; shared, so callers copy before they change anything. */
function parse(value: string): Partial<Options> {
  let options = parsed.get(value);
  if (!options) {
    try {
      options = RRule.parseString(value);
    } catch {
      throw new ServiceError('BAD_REQUEST', ICS_UNSUPPORTED_RULE);
    }
    if (parsed.size >= 1000) parsed.clear();
    parsed.set(value, options);
  }
  return options;
}

const FREQUENCY_BY_RRULE = new Map<number, Recurrence['frequency']>([
  [RRule.DAILY, 'daily'],
  [RRule.WEEKLY, 'weekly'],
  [RRule.MONTHLY, 'monthly'],
  [RRule.YEARLY, 'yearly'],
]);

/** The form's view of a stored rule (an imported rule may say more than the form shows). */
export function fromRrule(value: string | null, allDay: boolean): Recurrence | null {
  if (!value) return null;
  const options = parse(value);
  const frequency = options.freq === undefined ? undefined : FREQUENCY_BY_RRULE.get(options.freq);
  if (!frequency) return null;
  const weekdays = toArray(options.byweekday)
    .map((day) => WEEKDAYS[typeof day === 'number' ? day : (day as { weekday: number }).weekday])
    .filter((day): day is Weekday => Boolean(day));
  const until = options.until
    ? allDay
      ? options.until.toISOString().slice(0, 10)
      : berlinDay(options.until)
    : null;
  return {
    frequency,
    interval: options.interval ?? 1,
    ...(weekdays.length ? { weekdays } : {}),
    until,
    count: options.count ?? null,
  };
}

function toArray<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The rule on floating wall-clock times, starting at the series' first start; or, given `near`,
 * as late before it as the rule allows (see `skipWholePeriods`).
 */
function floatingRule(timing: SeriesTiming, near?: Date) {
  const options = parse(timing.rrule ?? '');
  if (options.freq === undefined) throw new ServiceError('BAD_REQUEST', ICS_UNSUPPORTED_RULE);
  const first = timing.allDay ? floatingDay(timing.startsAt) : berlinWall(timing.startsAt);
  const dtstart = near ? skipWholePeriods(first, options, near) : first;
  let until: Date | null = null;
  if (options.until) {
    // A DATE (all day) is already a day; a UTC instant becomes its Berlin wall clock.
    until = timing.allDay ? options.until : berlinWall(options.until);
  }
  return new RRule({ ...options, dtstart, until, tzid: null });
}

const PERIOD_DAYS = new Map<number, number>([
  [RRule.DAILY, 1],
  [RRule.WEEKLY, 7],
]);

/**
 * rrule iterates from dtstart: an endless weekly series begun a year ago walks 52 weeks before a
 * view's first. A daily or weekly rule without COUNT repeats every `interval` days or weeks on
 * floating time (no clock changes), so its occurrences from `dtstart` plus whole periods on are
 * the same ones; the start moves to the last such point a full period before `near`.
 */
function skipWholePeriods(dtstart: Date, options: Partial<Options>, near: Date): Date {
  const days = options.freq === undefined ? undefined : PERIOD_DAYS.get(options.freq);
  if (!days || options.count) return dtstart;
  const period = days * (options.interval ?? 1) * 86_400_000;
  const periods = Math.floor((near.getTime() - dtstart.getTime()) / period) - 1;
  return periods > 0 ? new Date(dtstart.getTime() + periods * period) : dtstart;
}

/** Midnight of the Berlin day an instant falls on, floating. */
function floatingDay(at: Date): Date {
  return new Date(`${berlinDay(at)}T00:00:00Z`);
}

/** How long an occurrence lasts in wall-clock time (10:00–11:00 stays one hour on DST days). */
function wallDuration(timing: SeriesTiming): number {
  return timing.allDay
    ? floatingDay(timing.endsAt).getTime() - floatingDay(timing.startsAt).getTime()
    : berlinWall(timing.endsAt).getTime() - berlinWall(timing.startsAt).getTime();
}

/**
 * The occurrences of an event that overlap [from, to), deleted ones (EXDATE) left out, at most
 * `limit` (then TOO_MANY_OCCURRENCES). A single event is its one occurrence.
 */
export function occurrencesBetween(
  timing: SeriesTiming,
  from: Date,
  to: Date,
  limit = MAX_OCCURRENCES_PER_VIEW,
): Occurrence[] {
  if (!timing.rrule) {
    return timing.startsAt < to && timing.endsAt > from
      ? [{ start: timing.startsAt, end: timing.endsAt }]
      : [];
  }
  const duration = wallDuration(timing);
  const excluded = new Set(timing.exdates.map((date) => date.getTime()));
  // An occurrence that starts before the range may still reach into it.
  const after = new Date(berlinWall(from).getTime() - duration);
  const rule = floatingRule(timing, after);
  const before = berlinWall(to);
  const occurrences: Occurrence[] = [];
  let tooMany = false;
  rule.between(after, before, true, (floatingStart) => {
    const start = fromBerlinWall(floatingStart);
    const end = fromBerlinWall(new Date(floatingStart.getTime() + duration));
    if (excluded.has(start.getTime()) || !(start < to && end > from)) return true;
    if (occurrences.length >= limit) {
      tooMany = true;
      return false;
    }
    occurrences.push({ start, end });
    return true;
  });
  if (tooMany) throw new ServiceError('BAD_REQUEST', TOO_MANY_OCCURRENCES);
  return occurrences;
}

/** Whether a series has an occurrence starting exactly then (for 'Nur diesen Termin'). */
export function hasOccurrenceAt(timing: SeriesTiming, start: Date): boolean {
  if (!timing.rrule) return timing.startsAt.getTime() === start.getTime();
  const rule = floatingRule(timing);
  const wall = timing.allDay ? floatingDay(start) : berlinWall(start);
  const found = rule.between(wall, wall, true);
  return found.some((date) => fromBerlinWall(date).getTime() === start.getTime());
}

/** Series longer than this are treated as endless when their last end is computed. */
const MAX_COUNTED = 50_000;

/**
 * The end of an event's last occurrence, or null for a series without end. Refuses a rule that
 * would put more than 1,000 occurrences into one view.
 */
export function lastEnd(timing: SeriesTiming): Date | null {
  if (!timing.rrule) return timing.endsAt;
  const rule = floatingRule(timing);
  // The densest view is the longest one from the first start.
  occurrencesBetween(
    { ...timing, exdates: [] },
    timing.startsAt,
    new Date(timing.startsAt.getTime() + MAX_RANGE_DAYS * 86_400_000),
  );
  const { count, until } = rule.origOptions;
  if (!count && !until) return null;
  let last: Date | null = null;
  let seen = 0;
  rule.all((date) => {
    last = date;
    seen += 1;
    return seen < MAX_COUNTED;
  });
  if (seen >= MAX_COUNTED) return null;
  if (!last) return timing.endsAt;
  return fromBerlinWall(new Date((last as Date).getTime() + wallDuration(timing)));
}

/** The floating start of an all-day or timed occurrence, shifted by whole days and minutes. */
export function shiftBy(at: Date, allDay: boolean, days: number, minutes: number): Date {
  const wall = allDay ? floatingDay(at) : berlinWall(at);
  return fromBerlinWall(new Date(wall.getTime() + days * 86_400_000 + minutes * 60_000));
}

/** Shifts a weekly rule's BYDAY by whole days, so a series moved from Monday to Tuesday keeps its rhythm. */
export function shiftWeekdays(value: string, days: number): string {
  const shift = ((days % 7) + 7) % 7;
  if (!shift) return value;
  return value.replace(/BYDAY=([A-Z,0-9+-]+)/, (_match, list: string) => {
    const shifted = list.split(',').map((code) => {
      const day = code.slice(-2) as Weekday;
      const index = WEEKDAYS.indexOf(day);
      return index < 0 ? code : `${code.slice(0, -2)}${WEEKDAYS[(index + shift) % 7]}`;
    });
    return `BYDAY=${shifted.join(',')}`;
  });
}
