import * as chrono from 'chrono-node';
import { format } from 'date-fns';
import { de } from 'date-fns/locale';

/** A due date as Sprint stores it: a Berlin calendar day, and a time of day only when one was named. */
export type QuickAddDue = {
  /** 'YYYY-MM-DD', the calendar day in Europe/Berlin. */
  date: string;
  /** 'HH:MM' (24 h) in Berlin; null when no time was named: the task is due that whole day. */
  time: string | null;
};

export type QuickAddResult = {
  /** The text without the due date; '' when the text was only a date (the caller refuses that). */
  title: string;
  due: QuickAddDue | null;
  /** The words understood as the due date, as typed, so the field can show what it read. */
  matched: string | null;
};

type CalendarDay = { year: number; month: number; day: number };
type WallClock = CalendarDay & { hour: number; minute: number; second: number };

// Sprint's times are Berlin times whatever zone the browser is in.
const berlinClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function berlinWallClock(now: Date): WallClock {
  const parts = Object.fromEntries(
    berlinClock.formatToParts(now).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

// Calendar arithmetic in UTC: no zone and no DST change can shift a day.
function utcDay({ year, month, day }: CalendarDay): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function isCalendarDay(day: CalendarDay): boolean {
  const date = utcDay(day);
  return (
    date.getUTCFullYear() === day.year &&
    date.getUTCMonth() === day.month - 1 &&
    date.getUTCDate() === day.day
  );
}

function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = utcDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const pad = (value: number) => String(value).padStart(2, '0');

function isoDay({ year, month, day }: CalendarDay): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * '24.12.' and '3.1. 8 Uhr': the usual German way to write a day, which chrono's German parser
 * only reads with a year ('24.12.2026'). The trailing dot is required, so '2.5' stays a number.
 */
const dayMonthParser: chrono.Parser = {
  pattern: () => /(\d{1,2})\.(\d{1,2})\.(?!\d)/,
  extract: (context, match) => {
    // chrono runs the pattern on the rest of the text, so look back in the whole text: 'v1.2.'
    // and the tail of '1.2.3.' are not dates.
    const before = context.text[(match.index ?? 0) - 1] ?? '';
    if (/[\p{L}\d.]/u.test(before)) return null;
    const day = Number(match[1]);
    const month = Number(match[2]);
    // Checked in a leap year, so '29.2.' passes. chrono drops a date that does not exist in the
    // year it implies, so 29 February implies that leap year; dueDay settles the real year.
    if (!isCalendarDay({ year: 2028, month, day })) return null;
    const components = context.createParsingComponents({ day, month });
    return month === 2 && day === 29 ? components.imply('year', 2028) : components;
  },
};

/**
 * Drops readings that name neither a day nor a time ('Abend', 'Mittag'), before chrono removes
 * overlapping results: its time-of-day parser also reads 'morgen' as "in the morning", one
 * character longer after a comma or a double space (' morgen'), and would then hide the date
 * 'morgen' in 'Bericht, morgen'.
 */
const dropVagueReadings: chrono.Refiner = {
  refine: (_context, results) =>
    results.filter(({ start }) =>
      (['year', 'month', 'day', 'weekday', 'hour'] as const).some((unit) => start.isCertain(unit)),
    ),
};

const germanParser = chrono.de.casual.clone();
germanParser.parsers.push(dayMonthParser);
germanParser.refiners.unshift(dropVagueReadings);

const FULL_WEEKDAY = /montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag/i;
const WEEKDAY_MODIFIER = /chste|letzte|woche/i;
const NAMED_TIME = /uhr|\d:\d\d|\bum\b/i;
const CONNECTOR_BEFORE = /(^|[\s(])(am|um|bis|ab|zum)\s*$/i;

/** A result and the text span it covers in the input (a weekday abbreviation's dot included). */
type Expression = { result: chrono.ParsedResult; start: number; end: number };

/**
 * chrono also reads things that are no due date in a task title; those are skipped:
 * 'So viele Leads' (a bare weekday abbreviation: 'So', 'Do', 'Mi' are words), '1-2 Tage' (a
 * number range read as 1 o'clock), '1/2 fertig' (a fraction read as 1 February).
 */
function toExpression(result: chrono.ParsedResult, text: string): Expression | null {
  const { start } = result;
  // chrono's weekday takes a comma or bracket around it ('(Freitag)', 'am Freitag,'): those
  // are not the words that name the day.
  const words = /^[\s,(]*(.*?)[\s,)]*$/s.exec(result.text)?.[1] ?? result.text;
  const from = result.index + result.text.indexOf(words);
  let end = from + words.length;
  // chrono reads 'morgen 14.30 Uhr' as 'morgen 14.30' and leaves 'Uhr' behind.
  if (start.isCertain('hour')) end += /^\s*uhr\b/i.exec(text.slice(end))?.[0].length ?? 0;
  const span = { result, start: from, end };
  if (result.text.includes('/') && !start.isCertain('year')) return null;
  if (start.isCertain('day')) return span;
  if (start.isCertain('weekday')) {
    if (FULL_WEEKDAY.test(result.text) || start.isCertain('hour')) return span;
    // 'Fr.' is a weekday, 'Fr' alone is too often something else.
    return text[span.end] === '.' ? { ...span, end: span.end + 1 } : null;
  }
  return start.isCertain('hour') && NAMED_TIME.test(result.text) ? span : null;
}

/**
 * 'Fr., 27.11.' is one day: chrono merges a weekday into the date that follows it only when no
 * dot stands between them, so the dotted abbreviation is joined here and the date decides.
 */
function withDateAfterWeekday(
  expression: Expression,
  next: Expression | null | undefined,
  text: string,
): Expression {
  const { start } = expression.result;
  if (!next || start.isCertain('day') || start.isCertain('hour')) return expression;
  if (!next.result.start.isCertain('day')) return expression;
  if (!/^[\s,]*$/.test(text.slice(expression.end, next.start))) return expression;
  return { ...next, start: expression.start };
}

/**
 * The day a result names, compared by calendar day only: what names today stays today (due, or
 * overdue by its time), where chrono's forwardDate would move 'Freitag' on a Friday afternoon to
 * next week and '23.11.' on 23 November afternoon to next year, because it compares with an
 * implied noon.
 */
function dueDay(result: chrono.ParsedResult, today: CalendarDay): CalendarDay | null {
  const { start } = result;
  const day = {
    year: start.get('year') ?? today.year,
    month: start.get('month') ?? today.month,
    day: start.get('day') ?? today.day,
  };
  if (start.isCertain('month') && !start.isCertain('year')) {
    // The next such day that is not in the past; 29 February waits for a leap year.
    day.year = isoDay({ ...day, year: today.year }) >= isoDay(today) ? today.year : today.year + 1;
    while (!isCalendarDay(day) && day.year < today.year + 8) day.year += 1;
  }
  if (
    start.isCertain('weekday') &&
    !start.isCertain('day') &&
    !WEEKDAY_MODIFIER.test(result.text)
  ) {
    const inAWeek = addDays(today, 7);
    if (isoDay(day) === isoDay(inAWeek)) return today;
  }
  return isCalendarDay(day) ? day : null;
}

/**
 * Reads a due date out of a quick-add text ('Angebot nachfassen morgen 10 Uhr') and what remains
 * as the title. Dates and times are Berlin's, in any process time zone: chrono computes in the
 * process's local zone, so it gets a reference whose local fields are Berlin's wall clock at
 * `now`, and its answer is read through those fields only, never as an instant.
 */
export function parseQuickAdd(text: string, now: Date): QuickAddResult {
  const clock = berlinWallClock(now);
  const reference = new Date(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  const expressions = germanParser
    .parse(text, reference, { forwardDate: true })
    .map((result) => toExpression(result, text));

  for (const [index, found] of expressions.entries()) {
    if (!found) continue;
    const expression = withDateAfterWeekday(found, expressions[index + 1], text);
    const day = dueDay(expression.result, clock);
    if (!day) continue;
    const { start } = expression.result;
    const time = start.isCertain('hour')
      ? `${pad(start.get('hour') ?? 0)}:${pad(start.get('minute') ?? 0)}`
      : null;
    return {
      title: titleWithout(text, expression),
      due: { date: isoDay(day), time },
      matched: text.slice(expression.start, expression.end),
    };
  }
  return { title: text.replace(/\s+/g, ' ').trim(), due: null, matched: null };
}

function titleWithout(text: string, { start, end }: Expression): string {
  // 'Bericht, bis morgen' → 'Bericht': the connector and a separator belonged to the date, and
  // so do brackets around it alone: 'Bericht (morgen)'.
  let before = text.slice(0, start).replace(CONNECTOR_BEFORE, '$1');
  let after = text.slice(end);
  const bracketed = /\(\s*$/.test(before) && /^\s*\)/.test(after);
  if (bracketed) {
    before = before.replace(/\(\s*$/, '');
    after = after.replace(/^\s*\)/, '');
  }
  before = before.replace(/[\s,;:–-]+$/, '');
  after = after.replace(/^[\s,;:–-]+/, '');
  return `${before} ${after}`.replace(/\s+/g, ' ').trim();
}

/**
 * German description of a due date as the field shows it before saving, e.g. 'Morgen, 10:00',
 * 'Heute', 'Fr., 27.11.2026', 'Fr., 27.11.2026, 14:00'. 'Heute', 'Gestern', 'Morgen' are
 * Berlin's calendar days at `now`, as in formatRelativeTime's calendar mode.
 */
export function describeDue(due: QuickAddDue, now: Date): string {
  const today = berlinWallClock(now);
  const time = due.time ? `, ${due.time}` : '';
  const names: Record<string, string> = {
    [isoDay(addDays(today, -1))]: 'Gestern',
    [isoDay(today)]: 'Heute',
    [isoDay(addDays(today, 1))]: 'Morgen',
  };
  const named = names[due.date];
  if (named) return `${named}${time}`;
  const [year = 0, month = 1, day = 1] = due.date.split('-').map(Number);
  // Local noon of that calendar day: date-fns reads local fields, and noon exists in every zone.
  return `${format(new Date(year, month - 1, day, 12), 'EEE, dd.MM.yyyy', { locale: de })}${time}`;
}
