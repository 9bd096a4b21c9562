/**
 * iCalendar in and out (ADR 023). Out: ical-generator, times as TZID=Europe/Berlin with its
 * VTIMEZONE so series keep their wall-clock time across the changes of the clocks. In: ical.js,
 * each VEVENT by UID (a changed occurrence by UID and RECURRENCE-ID), so a re-import updates
 * instead of duplicating; a file's own zones count for that file only.
 */
import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import ical, { ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { addDays, berlinTime, berlinWall } from '../../platform/berlin';
import { ServiceError } from '../../platform/serviceError';
import { ICS_EMPTY, ICS_INVALID } from './model';
import { icsUtc } from './recurrence';
import type { CalendarEventRow } from './schema';

const ZONE = 'Europe/Berlin';

const inBerlin = (at: Date) => new TZDate(at.getTime(), ZONE);

/** 'YYYYMMDDTHHMMSS' Berlin wall clock, or 'YYYYMMDD' for a day. */
function wallValue(at: Date, allDay: boolean): string {
  const iso = berlinWall(at).toISOString();
  const day = iso.slice(0, 10).replace(/-/g, '');
  return allDay ? day : `${day}T${iso.slice(11, 19).replace(/:/g, '')}`;
}

export type FeedTask = {
  id: string;
  title: string;
  description: string | null;
  dueDate: string;
  dueTime: string | null;
  updatedAt: Date;
};

export function newCalendar(name: string): ICalCalendar {
  const calendar = ical({
    name,
    prodId: { company: 'Sprint', product: 'Kalender', language: 'DE' },
    method: ICalCalendarMethod.PUBLISH,
    // Subscribed calendars ask again every hour.
    ttl: 60 * 60,
  });
  calendar.timezone({ name: ZONE, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  return calendar;
}

function description(row: Pick<CalendarEventRow, 'description' | 'videoUrl'>) {
  const parts = [row.description, row.videoUrl ? `Videolink: ${row.videoUrl}` : null];
  return parts.filter(Boolean).join('\n\n') || null;
}

/** Adds an event: a single one, a series (RRULE + EXDATE) or a changed occurrence. */
export function addEvent(
  calendar: ICalCalendar,
  row: CalendarEventRow,
  series: CalendarEventRow | null = null,
) {
  const rules: string[] = [];
  if (row.rrule) {
    rules.push(`RRULE:${row.rrule}`);
    if (row.exdates.length) {
      const values = row.exdates.map((date) => wallValue(date, row.allDay)).join(',');
      rules.push(row.allDay ? `EXDATE;VALUE=DATE:${values}` : `EXDATE;TZID=${ZONE}:${values}`);
    }
  }
  calendar.createEvent({
    id: row.uid,
    start: inBerlin(row.startsAt),
    end: inBerlin(row.endsAt),
    allDay: row.allDay,
    timezone: row.allDay ? null : ZONE,
    summary: row.title,
    description: description(row),
    location: row.location,
    url: row.videoUrl,
    repeating: rules.length ? rules.join('\r\n') : null,
    recurrenceId: row.originalStart
      ? inBerlin(series?.allDay ? row.originalStart : row.originalStart)
      : null,
    stamp: row.updatedAt,
    lastModified: row.updatedAt,
    created: row.createdAt,
  });
}

/** A task with a due day: all day, or half an hour at its time. */
export function addTask(calendar: ICalCalendar, task: FeedTask) {
  const [year = 0, month = 0, day = 0] = task.dueDate.split('-').map(Number);
  const [hour = 0, minute = 0] = (task.dueTime ?? '00:00').split(':').map(Number);
  const start = task.dueTime
    ? berlinTime(year, month, day, hour, minute)
    : berlinTime(year, month, day, 0, 0);
  const end = task.dueTime
    ? new Date(start.getTime() + 30 * 60_000)
    : (() => {
        const [y = 0, m = 0, d = 0] = addDays(task.dueDate, 1).split('-').map(Number);
        return berlinTime(y, m, d, 0, 0);
      })();
  calendar.createEvent({
    id: `task-${task.id}@sprint`,
    start: inBerlin(start),
    end: inBerlin(end),
    allDay: !task.dueTime,
    timezone: task.dueTime ? ZONE : null,
    summary: `Aufgabe: ${task.title}`,
    description: task.description,
    stamp: task.updatedAt,
  });
}

// ---------------------------------------------------------------------------------------------
// Import

/** One VEVENT as Sprint stores it. */
export type ImportedEvent = {
  uid: string;
  title: string;
  description: string | null;
  location: string | null;
  videoUrl: string | null;
  allDay: boolean;
  startsAt: Date;
  endsAt: Date;
  rrule: string | null;
  exdates: Date[];
  /** Set for a changed occurrence of the series with the same UID. */
  originalStart: Date | null;
  digest: string;
};

const knownZones = new Set(Intl.supportedValuesOf('timeZone'));

/**
 * The instant of an ical.js time: UTC, an IANA zone by name, a zone the file itself defines in a
 * VTIMEZONE, or else floating (Berlin). A file's zones are looked up in that file only: ical.js's
 * process-wide registry would hand one company's definition to another's file (ADR 028).
 */
function instantOf(time: ICAL.Time, file: ICAL.Component, tzid?: string | null): Date {
  if (time.isDate) return berlinTime(time.year, time.month, time.day, 0, 0);
  const zone = tzid ?? time.zone?.tzid;
  if (zone === 'Z' || zone === 'UTC' || time.zone === ICAL.Timezone.utcTimezone) {
    return new Date(
      Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second),
    );
  }
  if (zone && knownZones.has(zone)) {
    return new Date(
      new TZDate(
        time.year,
        time.month - 1,
        time.day,
        time.hour,
        time.minute,
        time.second,
        zone,
      ).getTime(),
    );
  }
  const own = zone ? ownZone(file, zone) : null;
  if (own) {
    // Also for a value that came without its zone (a local UNTIL): read in the file's zone.
    const local = time.clone();
    local.zone = own;
    return local.toJSDate();
  }
  return berlinTime(time.year, time.month, time.day, time.hour, time.minute);
}

/** The file's own VTIMEZONE of this name (ical.js caches it per file), or null. */
function ownZone(file: ICAL.Component, tzid: string): ICAL.Timezone | null {
  try {
    return file.getTimeZoneByID(tzid);
  } catch {
    // A VTIMEZONE without its TZID: its times fall back to Berlin.
    return null;
  }
}

function text(component: ICAL.Component, name: string, max: number): string | null {
  const value = component.getFirstPropertyValue(name);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href.slice(0, 2000) : null;
  } catch {
    return null;
  }
}

/** The rule as Sprint stores it: UNTIL of a timed series in UTC (RFC 5545). */
function ruleOf(
  recur: ICAL.Recur,
  allDay: boolean,
  file: ICAL.Component,
  tzid: string | null,
): string {
  const value = recur.toString();
  if (allDay || !recur.until) return value;
  // A local UNTIL (non-compliant, but common) is read in the start's zone.
  const until = recur.until.isDate
    ? berlinTime(recur.until.year, recur.until.month, recur.until.day, 23, 59)
    : instantOf(recur.until, file, recur.until.zone === ICAL.Timezone.utcTimezone ? 'UTC' : tzid);
  return value.replace(/UNTIL=[^;]+/, `UNTIL=${icsUtc(until)}`);
}

const tzidOf = (property: ICAL.Property | null) => {
  const value = property?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

/** Every VEVENT of a file; a file that is no iCalendar or holds none is refused. */
export function parseIcs(content: string): ImportedEvent[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(content.replace(/^\uFEFF/, '')));
  } catch {
    throw new ServiceError('BAD_REQUEST', ICS_INVALID);
  }
  if (root.name !== 'vcalendar') throw new ServiceError('BAD_REQUEST', ICS_INVALID);
  const events: ImportedEvent[] = [];
  try {
    for (const component of root.getAllSubcomponents('vevent')) {
      const startProperty = component.getFirstProperty('dtstart');
      const start = startProperty?.getFirstValue();
      if (!(start instanceof ICAL.Time)) throw new Error('DTSTART fehlt');
      const tzid = tzidOf(startProperty);
      const allDay = start.isDate;
      const startsAt = instantOf(start, root, tzid);
      const endProperty = component.getFirstProperty('dtend');
      const endValue = endProperty?.getFirstValue();
      const duration = component.getFirstPropertyValue('duration');
      let endsAt: Date;
      if (endValue instanceof ICAL.Time) endsAt = instantOf(endValue, root, tzidOf(endProperty));
      else if (duration instanceof ICAL.Duration) {
        const end = start.clone();
        end.addDuration(duration);
        endsAt = instantOf(end, root, tzid);
      } else endsAt = allDay ? instantOf(addOneDay(start), root) : startsAt;
      if (endsAt < startsAt) endsAt = startsAt;
      const recur = component.getFirstPropertyValue('rrule');
      const recurrenceProperty = component.getFirstProperty('recurrence-id');
      const recurrenceId = recurrenceProperty?.getFirstValue();
      const exdates = component.getAllProperties('exdate').flatMap((property) =>
        property
          .getValues()
          .filter((value): value is ICAL.Time => value instanceof ICAL.Time)
          .map((value) => instantOf(value, root, tzidOf(property))),
      );
      const raw = component.toString();
      events.push({
        uid:
          text(component, 'uid', 500) ??
          `${createHash('sha256').update(raw).digest('hex').slice(0, 32)}@import`,
        title: text(component, 'summary', 300) ?? '(Ohne Titel)',
        description: text(component, 'description', 5000),
        location: text(component, 'location', 300),
        videoUrl: httpUrl(text(component, 'url', 2000)),
        allDay,
        startsAt,
        endsAt,
        rrule:
          recur instanceof ICAL.Recur && !recurrenceId ? ruleOf(recur, allDay, root, tzid) : null,
        exdates,
        originalStart:
          recurrenceId instanceof ICAL.Time
            ? instantOf(recurrenceId, root, tzidOf(recurrenceProperty))
            : null,
        digest: createHash('sha256')
          .update(raw.replace(/^DTSTAMP.*$/gm, ''))
          .digest('hex'),
      });
    }
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw new ServiceError('BAD_REQUEST', ICS_INVALID);
  }
  if (!events.length) throw new ServiceError('BAD_REQUEST', ICS_EMPTY);
  return events;
}

function addOneDay(time: ICAL.Time): ICAL.Time {
  const next = time.clone();
  next.adjust(1, 0, 0, 0);
  return next;
}

export const icsFileName = (title: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .slice(0, 60) || 'Termin'
  }.ics`;
