/**
 * A calendar event's fields as the API takes them, with the German messages people read. The
 * server's procedures and the app's event form use these same schemas (ADR 017). Pure zod.
 */
import { z } from 'zod';
import { dueDate as day, dueTime as clock } from '../tasks/inputs';
import {
  CHANGE_SCOPES,
  END_BEFORE_START,
  MAX_RANGE_DAYS,
  RANGE_END_BEFORE_START,
  RANGE_TOO_LONG,
  RECURRENCE_FREQUENCIES,
  TIMES_NEED_BOTH,
  UNTIL_AND_COUNT,
  UNTIL_BEFORE_START,
  WEEKDAYS,
} from './model';

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

export {
  CHANGE_SCOPE_LABELS,
  FREQUENCY_LABELS,
  MAX_ICS_BYTES,
  RECURRENCE_FREQUENCIES,
  WEEKDAYS,
  WEEKDAY_LABELS,
} from './model';
export type {
  CalendarOccurrence,
  CalendarRange,
  CalendarTask,
  ChangeScope,
  Recurrence,
  RecurrenceFrequency,
  Weekday,
} from './model';
