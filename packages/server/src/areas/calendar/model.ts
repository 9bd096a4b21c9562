import { z } from 'zod';
import { dueDate as day, dueTime as clock } from '../tasks/model';

/**
 * The calendar's words, limits and shapes as callers see them. Pure: the app imports it through
 * `@sprint/server/calendar`.
 */
export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** RFC 5545 weekday codes, Monday first (the week starts on Monday in Germany). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: 'Montag',
  TU: 'Dienstag',
  WE: 'Mittwoch',
  TH: 'Donnerstag',
  FR: 'Freitag',
  SA: 'Samstag',
  SU: 'Sonntag',
};

export const FREQUENCY_LABELS: Record<RecurrenceFrequency, string> = {
  daily: 'Täglich',
  weekly: 'Wöchentlich',
  monthly: 'Monatlich',
  yearly: 'Jährlich',
};

/** A series as the form edits it; stored as an RFC 5545 RRULE. */
export type Recurrence = {
  frequency: RecurrenceFrequency;
  /** Every n-th day, week, month or year. */
  interval: number;
  /** Weekly series: the days it happens on (default: the start's weekday). */
  weekdays?: Weekday[] | undefined;
  /** The last day (Berlin) an occurrence may start on; or */
  until?: string | null | undefined;
  /** how many occurrences there are. Neither: it never ends. */
  count?: number | null | undefined;
};

/** 'Nur diesen Termin' or 'Alle Termine' when a series' occurrence is changed or deleted. */
export const CHANGE_SCOPES = ['single', 'all'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];

export const CHANGE_SCOPE_LABELS: Record<ChangeScope, string> = {
  single: 'Nur diesen Termin',
  all: 'Alle Termine',
};

/** More than this many occurrences in one view are refused (a series is expanded per view). */
export const MAX_OCCURRENCES_PER_VIEW = 1000;
/** The longest range one request may ask for: a month view with its six weeks, or a list. */
export const MAX_RANGE_DAYS = 100;
/** An uploaded `.ics` (the upload purpose `calendar`). */
export const MAX_ICS_BYTES = 5 * 1024 * 1024;

export const EVENT_NOT_FOUND = 'Termin nicht gefunden.';
export const OCCURRENCE_NOT_FOUND = 'Dieser Termin gehört nicht zur Serie.';
export const END_BEFORE_START = 'Das Ende darf nicht vor dem Beginn liegen.';
export const TIMES_NEED_BOTH = 'Ein Termin mit Uhrzeit braucht Beginn- und Enduhrzeit.';
export const ATTENDEE_NOT_MEMBER = 'Teilnehmende müssen Mitglieder dieses Unternehmens sein.';
export const TOO_MANY_OCCURRENCES =
  'Zu viele Termine in diesem Zeitraum (mehr als 1.000). Bitte wähle einen kürzeren Zeitraum oder beende die Serie.';
export const RANGE_TOO_LONG = `Der Zeitraum darf höchstens ${MAX_RANGE_DAYS} Tage umfassen.`;
export const RANGE_END_BEFORE_START = 'Das Ende des Zeitraums muss nach seinem Beginn liegen.';
export const UNTIL_AND_COUNT = 'Eine Serie endet entweder an einem Datum oder nach einer Anzahl.';
export const UNTIL_BEFORE_START = 'Das Ende der Serie darf nicht vor dem ersten Termin liegen.';
export const ICS_INVALID =
  'Die Datei ist keine gültige iCalendar-Datei (.ics). Bitte exportiere den Kalender erneut.';
export const ICS_TOO_LARGE = 'Die Kalenderdatei ist größer als 5 MB.';
export const ICS_EMPTY = 'Die Kalenderdatei enthält keine Termine.';
export const ICS_UNSUPPORTED_RULE =
  'Die Kalenderdatei enthält eine Wiederholung, die Sprint nicht kennt (nur täglich, wöchentlich, monatlich oder jährlich).';

/**
 * One occurrence in a view: a single event, an exception of a series, or one expanded occurrence
 * of a series (then `occurrenceStart` names it). Instants are ISO strings; the Berlin wall-clock
 * fields are what the form shows.
 */
export type CalendarOccurrence = {
  /** Unique in a view: the event's ID, for a series' occurrence with its start appended. */
  key: string;
  eventId: string;
  /** The series this occurrence belongs to (itself for an expanded occurrence), or null. */
  seriesId: string | null;
  /** The occurrence's original start (RECURRENCE-ID) within its series, ISO instant, or null. */
  occurrenceStart: string | null;
  title: string;
  description: string | null;
  location: string | null;
  videoUrl: string | null;
  allDay: boolean;
  /** ISO instants; for all-day events the start of the first and the day after the last Berlin day. */
  start: string;
  end: string;
  /** Berlin wall clock: days 'YYYY-MM-DD', times 'HH:MM' (null all day); endDate is inclusive. */
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  /** The series' rule, also on its exceptions. */
  recurrence: Recurrence | null;
  leadId: string | null;
  leadName: string | null;
  attendees: { id: string; name: string }[];
  createdBy: string | null;
  createdByName: string | null;
};

/** A task with a due date, as the calendar shows it ('Aufgaben anzeigen'). */
export type CalendarTask = {
  id: string;
  title: string;
  dueDate: string;
  dueTime: string | null;
  status: 'open' | 'in_progress' | 'done';
  priority: 'urgent' | 'high' | 'medium' | 'low';
  leadName: string | null;
};

export type CalendarRange = { events: CalendarOccurrence[]; tasks: CalendarTask[] };

export type IcsImportResult = { created: number; updated: number; unchanged: number };

/**
 * A calendar event's fields as the API takes them, with the German messages people read. The
 * server's procedures and the app's event form use these same schemas (ADR 017). Pure zod.
 */
export const MAX_EVENT_TITLE = 300;
export const MAX_EVENT_DESCRIPTION = 5000;
export const MAX_EVENT_LOCATION = 300;
export const MAX_ATTENDEES = 50;

export { day, clock };

export const recurrenceInput = z
  .strictObject({
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    interval: z
      .number()
      .int('Bitte gib eine ganze Zahl ein.')
      .min(1, 'Der Abstand muss mindestens 1 sein.')
      .max(99, 'Der Abstand darf höchstens 99 sein.')
      .default(1),
    weekdays: z.array(z.enum(WEEKDAYS)).max(7).optional(),
    until: day.nullable().optional(),
    count: z
      .number()
      .int('Bitte gib eine ganze Zahl ein.')
      .min(1, 'Eine Serie hat mindestens einen Termin.')
      .max(1000, 'Eine Serie darf höchstens 1.000 Termine haben.')
      .nullable()
      .optional(),
  })
  .refine((value) => !(value.until && value.count), { message: UNTIL_AND_COUNT, path: ['count'] });
export type RecurrenceInput = z.input<typeof recurrenceInput>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .nullable()
    .optional();

export const eventFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Bitte gib einen Titel ein.')
    .max(MAX_EVENT_TITLE, `Der Titel darf höchstens ${MAX_EVENT_TITLE} Zeichen lang sein.`),
  description: optionalText(MAX_EVENT_DESCRIPTION, 'Die Beschreibung'),
  location: optionalText(MAX_EVENT_LOCATION, 'Der Ort'),
  videoUrl: z
    .url({
      protocol: /^https?$/,
      error: 'Bitte gib einen gültigen Link ein (https://…).',
    })
    .max(2000, 'Der Link darf höchstens 2000 Zeichen lang sein.')
    .nullable()
    .optional(),
  allDay: z.boolean().optional(),
  /** Berlin wall clock. All day: the first and the last day (inclusive), no times. */
  startDate: day,
  startTime: clock.nullable().optional(),
  endDate: day,
  endTime: clock.nullable().optional(),
  attendeeIds: z
    .array(z.uuid())
    .max(MAX_ATTENDEES, `Höchstens ${MAX_ATTENDEES} Teilnehmende.`)
    .optional(),
  leadId: z.uuid().nullable().optional(),
  recurrence: recurrenceInput.nullable().optional(),
};

type WhenFields = {
  allDay?: boolean | undefined;
  startDate?: string | undefined;
  startTime?: string | null | undefined;
  endDate?: string | undefined;
  endTime?: string | null | undefined;
  recurrence?: { until?: string | null | undefined } | null | undefined;
};

/** A timed event names both times; an all-day one neither matters. */
export const timesComplete = (value: WhenFields) =>
  Boolean(value.allDay) || (Boolean(value.startTime) && Boolean(value.endTime));

/** Wall-clock order: 'YYYY-MM-DD HH:MM' strings compare like the times they name. */
export function endNotBeforeStart(value: WhenFields) {
  if (!value.startDate || !value.endDate) return true;
  if (value.allDay || !value.startTime || !value.endTime) return value.endDate >= value.startDate;
  return `${value.endDate} ${value.endTime}` >= `${value.startDate} ${value.startTime}`;
}

export const untilNotBeforeStart = (value: WhenFields) =>
  !value.recurrence?.until || !value.startDate || value.recurrence.until >= value.startDate;

/** `calendar.events.create`. */
export const createEventInput = z
  .strictObject(eventFields)
  .refine(timesComplete, { message: TIMES_NEED_BOTH, path: ['endTime'] })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ['endDate'] })
  .refine(untilNotBeforeStart, { message: UNTIL_BEFORE_START, path: ['recurrence', 'until'] });
export type CreateEventInput = z.input<typeof createEventInput>;

/** Which event, and for a series' occurrence which one (its original start, ISO instant). */
const occurrenceRef = {
  eventId: z.uuid(),
  occurrenceStart: z.iso.datetime({ offset: true }).optional(),
  /** Only for an occurrence of a series: 'Nur diesen Termin' or 'Alle Termine'. */
  scope: z.enum(CHANGE_SCOPES).default('all'),
};

/**
 * `calendar.events.update`: only the fields sent change. The times of an occurrence are that
 * occurrence's new times; with scope 'all' the whole series moves by the same amount.
 */
export const updateEventInput = z
  .strictObject({
    ...occurrenceRef,
    ...eventFields,
    title: eventFields.title.optional(),
    startDate: day.optional(),
    endDate: day.optional(),
  })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ['endDate'] });
export type UpdateEventInput = z.input<typeof updateEventInput>;

export const deleteEventInput = z.strictObject(occurrenceRef);
export type DeleteEventInput = z.input<typeof deleteEventInput>;

export const eventRef = z.strictObject({ eventId: z.uuid() });

const DAY_MS = 86_400_000;

/**
 * Berlin days from `from` up to (not including) `to`, at most MAX_RANGE_DAYS: what a calendar
 * view asks for (`calendar.range`, `calendarSync.busy`).
 */
function withinRange<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((value) => value.to > value.from, { message: RANGE_END_BEFORE_START, path: ['to'] })
    .refine(
      (value) =>
        Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`) <=
        MAX_RANGE_DAYS * DAY_MS,
      { message: RANGE_TOO_LONG, path: ['to'] },
    );
}

export const dayRangeInput = withinRange(z.strictObject({ from: day, to: day }));

/** `calendar.range`. */
export const rangeInput = withinRange(
  z.strictObject({
    from: day,
    to: day,
    /** 'Aufgaben anzeigen': the caller's tasks with a due date in the range. */
    includeTasks: z.boolean().default(false),
    /** 'Nur meine Termine': only events the caller created or attends. */
    mine: z.boolean().default(false),
  }),
);
export type RangeInput = z.input<typeof rangeInput>;

/** `calendar.import`: an uploaded `.ics` (upload purpose `calendar`). */
export const importInput = z.strictObject({ filePath: z.string().min(1).max(1024) });
