/**
 * The calendar's days and times as Sprint's users read them: Berlin wall clock, whatever zone the
 * browser is in. Days are 'YYYY-MM-DD' strings (they compare as text in calendar order), times
 * 'HH:MM'. Pure: no React, no FullCalendar.
 */

export const TIME_ZONE = 'Europe/Berlin';

/** The page's views, as the address names them. */
export const CALENDAR_VIEWS = ['monat', 'woche', 'tag', 'liste'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];

export const VIEW_LABELS: Record<CalendarViewName, string> = {
  monat: 'Monat',
  woche: 'Woche',
  tag: 'Tag',
  liste: 'Liste',
};

/** FullCalendar's view for each of ours. 'Liste' covers a month, like 'Monat'. */
export const FULLCALENDAR_VIEWS: Record<CalendarViewName, string> = {
  monat: 'dayGridMonth',
  woche: 'timeGridWeek',
  tag: 'timeGridDay',
  liste: 'listMonth',
};

export function viewFromFullCalendar(type: string): CalendarViewName | null {
  const found = CALENDAR_VIEWS.find((view) => FULLCALENDAR_VIEWS[view] === type);
  return found ?? null;
}

const berlinParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  return Object.fromEntries(
    berlinParts.formatToParts(at).map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
}

/** Milliseconds Berlin is ahead of UTC at an instant (one or two hours). */
function berlinOffset(at: number): number {
  const p = partsOf(new Date(at));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
  return asUtc - Math.floor(at / 60_000) * 60_000;
}

/** The instant of a Berlin wall-clock time; right on the days the clocks change. */
export function berlinInstant(day: string, time = '00:00'): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  const first = guess - berlinOffset(guess);
  return new Date(guess - berlinOffset(first));
}

/** The Berlin day an instant falls on. */
export function berlinDay(at: Date): string {
  const p = partsOf(at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The Berlin wall-clock time of an instant. */
export function berlinClock(at: Date): string {
  const p = partsOf(at);
  return `${p.hour}:${p.minute}`;
}

/** The day `days` after another one: calendar days, not 24-hour steps (the clocks change). */
export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6 (the German week). */
export function weekdayIndex(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/** Whole days from one day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as 'YYYY-MM-DD' (not 2026-02-30). */
export function isDay(value: string | null | undefined): value is string {
  return Boolean(value && DAY_PATTERN.test(value) && addDays(value, 0) === value);
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

function firstOfNextMonth(day: string): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/**
 * The Berlin days a view shows around a day, `to` exclusive, as `calendar.range` takes them:
 * the month grid's six weeks from the Monday on or before the 1st (FullCalendar's
 * `fixedWeekCount`), the week from its Monday, the day, or the list's month.
 */
export function visibleRange(view: CalendarViewName, day: string): { from: string; to: string } {
  switch (view) {
    case 'monat': {
      const first = firstOfMonth(day);
      const from = addDays(first, -weekdayIndex(first));
      return { from, to: addDays(from, 42) };
    }
    case 'woche': {
      const from = addDays(day, -weekdayIndex(day));
      return { from, to: addDays(from, 7) };
    }
    case 'tag':
      return { from: day, to: addDays(day, 1) };
    case 'liste':
      return { from: firstOfMonth(day), to: firstOfNextMonth(day) };
  }
}

/**
 * FullCalendar's date strings in the calendar's zone ('2026-11-23T10:00:00+01:00', or
 * '2026-11-23' all day) as Berlin wall clock. The calendar runs in Europe/Berlin, so the text
 * before the offset already is Berlin's day and time.
 */
export function wallClock(value: string): { date: string; time: string | null } {
  return { date: value.slice(0, 10), time: value.length > 10 ? value.slice(11, 16) : null };
}

/** An event's new place after a drag, as `calendar.events.update` takes it. */
export type EventTimes = {
  allDay: boolean;
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
};

/**
 * Where FullCalendar put an event (its `startStr`/`endStr`; the end is exclusive for all-day
 * events and may be missing) as the API's wall-clock fields, the end day inclusive.
 */
export function eventTimesFrom(event: {
  allDay: boolean;
  startStr: string;
  endStr: string;
}): EventTimes {
  const start = wallClock(event.startStr);
  if (event.allDay) {
    const endDate = event.endStr ? addDays(wallClock(event.endStr).date, -1) : start.date;
    return {
      allDay: true,
      startDate: start.date,
      startTime: null,
      endDate: endDate < start.date ? start.date : endDate,
      endTime: null,
    };
  }
  const startTime = start.time ?? '00:00';
  const end = event.endStr ? wallClock(event.endStr) : null;
  return {
    allDay: false,
    startDate: start.date,
    startTime,
    endDate: end?.date ?? start.date,
    endTime: end?.time ?? addMinutes(startTime, 60).time,
  };
}

/** 'HH:MM' plus minutes, with the days it rolled over. */
export function addMinutes(time: string, minutes: number): { time: string; days: number } {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  const days = Math.floor(total / 1440);
  const rest = total - days * 1440;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { time: `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`, days };
}

/**
 * A new event's default times: from the next full hour for an hour on the day shown, when that
 * day is today; otherwise 09:00 to 10:00 on the day shown.
 */
export function defaultNewEventTimes(now: Date, shownDay: string): EventTimes {
  const today = berlinDay(now);
  if (shownDay !== today) {
    return {
      allDay: false,
      startDate: shownDay,
      startTime: '09:00',
      endDate: shownDay,
      endTime: '10:00',
    };
  }
  const [hour = 0] = berlinClock(now).split(':').map(Number);
  const start = addMinutes('00:00', (hour + 1) * 60);
  const startDate = addDays(today, start.days);
  const end = addMinutes(start.time, 60);
  return {
    allDay: false,
    startDate,
    startTime: start.time,
    endDate: addDays(startDate, end.days),
    endTime: end.time,
  };
}

const shortDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const shortDayNoYear = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});

const longDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
});

const numericDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'UTC',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const asUtcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Mo., 23.11.2026'. */
export function formatDay(day: string): string {
  return shortDay.format(asUtcDate(day));
}

/** '23.11.2026'. */
export function formatNumericDay(day: string): string {
  return numericDay.format(asUtcDate(day));
}

/** '23. November'. */
export function formatDayOfYear(day: string): string {
  return longDay.format(asUtcDate(day));
}

/** What an event's wall-clock fields say, for names and lists. */
export type When = {
  allDay: boolean;
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
};

/**
 * When an event happens, in words: 'Mo., 23.11.2026, 10:00 bis 11:00', 'Mo., 23.11.2026,
 * ganztägig', 'Mo., 23.11. bis Mi., 25.11.2026, ganztägig', or across midnight
 * 'Mo., 23.11.2026, 22:00 bis Di., 24.11.2026, 01:00'.
 */
export function describeWhen(when: When): string {
  if (when.allDay || !when.startTime || !when.endTime) {
    if (when.endDate === when.startDate) return `${formatDay(when.startDate)}, ganztägig`;
    const first =
      when.startDate.slice(0, 4) === when.endDate.slice(0, 4)
        ? shortDayNoYear.format(asUtcDate(when.startDate))
        : formatDay(when.startDate);
    return `${first} bis ${formatDay(when.endDate)}, ganztägig`;
  }
  if (when.endDate === when.startDate) {
    return `${formatDay(when.startDate)}, ${when.startTime} bis ${when.endTime}`;
  }
  return `${formatDay(when.startDate)}, ${when.startTime} bis ${formatDay(when.endDate)}, ${when.endTime}`;
}

/**
 * A day relative to today for short lists: 'Heute', 'Morgen', else 'Mo., 23.11.'.
 */
export function relativeDay(day: string, today: string): string {
  if (day === today) return 'Heute';
  if (day === addDays(today, 1)) return 'Morgen';
  return shortDayNoYear.format(asUtcDate(day));
}

/** 'Heute, 10:00–11:00', 'Morgen, ganztägig', 'Mo., 23.11., 09:00–09:30'. */
export function describeSoon(when: When, today: string): string {
  const day = relativeDay(when.startDate, today);
  if (when.allDay || !when.startTime) {
    return when.endDate === when.startDate
      ? `${day}, ganztägig`
      : `${day} bis ${relativeDay(when.endDate, today)}, ganztägig`;
  }
  if (!when.endTime) return `${day}, ${when.startTime}`;
  if (when.endDate === when.startDate) return `${day}, ${when.startTime}–${when.endTime}`;
  return `${day}, ${when.startTime} bis ${relativeDay(when.endDate, today)}, ${when.endTime}`;
}
