import { z } from 'zod';
import {
  createEventInput,
  RECURRENCE_FREQUENCIES,
  WEEKDAYS,
  type CalendarOccurrence,
  type CreateEventInput,
  type Weekday,
} from '@sprint/server/calendar';
import { weekdayIndex, type EventTimes } from './calendarTime';

export const REPEAT_CHOICES = ['none', ...RECURRENCE_FREQUENCIES] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

/** 'Ende der Serie': 'Nie', 'Am' a day, 'Nach' n 'Terminen'. */
export const SERIES_ENDS = ['never', 'until', 'count'] as const;
export type SeriesEnd = (typeof SERIES_ENDS)[number];

const WHOLE_NUMBER = 'Bitte gib eine ganze Zahl ein.';
const DATE_NEEDED = 'Bitte gib ein gültiges Datum ein.';

/** A number input's value: NaN while it is empty or no number (react-hook-form `valueAsNumber`). */
const numberInput = z.union([z.number(), z.nan()]);

/**
 * The event dialog's fields as people fill them: '' for an empty text, the series as the form
 * shows it. Everything the server checks is checked by the server's own schema
 * (`createEventInput`, ADR 017) on the input these values become; its messages land under the
 * field they are about.
 */
const formFields = z.object({
  title: z.string(),
  allDay: z.boolean(),
  startDate: z.string().nullable(),
  startTime: z.string(),
  endDate: z.string().nullable(),
  endTime: z.string(),
  repeat: z.enum(REPEAT_CHOICES),
  interval: numberInput,
  weekdays: z.array(z.enum(WEEKDAYS)),
  ends: z.enum(SERIES_ENDS),
  until: z.string().nullable(),
  count: numberInput,
  location: z.string(),
  videoUrl: z.string(),
  description: z.string(),
  attendeeIds: z.array(z.string()),
  lead: z.object({ id: z.string(), name: z.string() }).nullable(),
});

export type EventFormValues = z.input<typeof formFields>;
type FieldName = keyof EventFormValues;

/** Where a message about the API's input belongs in the form. */
function formPath(path: readonly PropertyKey[]): FieldName {
  const [first, second] = path;
  if (first === 'recurrence') {
    if (
      second === 'interval' ||
      second === 'until' ||
      second === 'count' ||
      second === 'weekdays'
    ) {
      return second;
    }
    return 'repeat';
  }
  if (first === 'leadId') return 'lead';
  return (typeof first === 'string' && first in formFields.shape ? first : 'title') as FieldName;
}

export const eventFormSchema = formFields.superRefine((values, ctx) => {
  const flagged = new Set<FieldName>();
  const flag = (field: FieldName, message: string) => {
    if (flagged.has(field)) return;
    flagged.add(field);
    ctx.addIssue({ code: 'custom', message, path: [field] });
  };
  if (values.repeat !== 'none') {
    if (!Number.isInteger(values.interval)) flag('interval', WHOLE_NUMBER);
    if (values.ends === 'count' && !Number.isInteger(values.count)) flag('count', WHOLE_NUMBER);
    if (values.ends === 'until' && !values.until) flag('until', DATE_NEEDED);
  }
  if (!values.startDate) flag('startDate', DATE_NEEDED);
  if (!values.endDate) flag('endDate', DATE_NEEDED);
  const checked = createEventInput.safeParse(toEventFields(values));
  if (checked.success) return;
  for (const issue of checked.error.issues) flag(formPath(issue.path), issue.message);
});

export type EventFormOutput = z.output<typeof eventFormSchema>;

/** The form's values as `calendar.events.create` (and `update`) take them. */
export function toEventFields(values: EventFormValues): CreateEventInput {
  const timed = !values.allDay;
  return {
    title: values.title,
    description: values.description.trim() || null,
    location: values.location.trim() || null,
    videoUrl: values.videoUrl.trim() || null,
    allDay: values.allDay,
    startDate: values.startDate ?? '',
    startTime: timed ? values.startTime || null : null,
    endDate: values.endDate ?? '',
    endTime: timed ? values.endTime || null : null,
    attendeeIds: values.attendeeIds,
    leadId: values.lead?.id ?? null,
    recurrence:
      values.repeat === 'none'
        ? null
        : {
            frequency: values.repeat,
            interval: values.interval,
            ...(values.repeat === 'weekly' && values.weekdays.length > 0
              ? { weekdays: WEEKDAYS.filter((day) => values.weekdays.includes(day)) }
              : {}),
            until: values.ends === 'until' ? values.until : null,
            count: values.ends === 'count' ? values.count : null,
          },
  };
}

/** The weekday a series starting on this day repeats on by default. */
export function weekdayOf(day: string | null): Weekday {
  return (day ? WEEKDAYS[weekdayIndex(day)] : undefined) ?? 'MO';
}

/** A new event's fields: the times given (a clicked slot, or the next hour), nothing else. */
export function emptyEventValues(times: EventTimes): EventFormValues {
  return {
    title: '',
    allDay: times.allDay,
    startDate: times.startDate,
    startTime: times.startTime ?? '',
    endDate: times.endDate,
    endTime: times.endTime ?? '',
    repeat: 'none',
    interval: 1,
    weekdays: [],
    ends: 'never',
    until: null,
    count: 10,
    location: '',
    videoUrl: '',
    description: '',
    attendeeIds: [],
    lead: null,
  };
}

/** An occurrence as the dialog edits it: its own times, its series' rule. */
export function occurrenceToValues(occurrence: CalendarOccurrence): EventFormValues {
  const recurrence = occurrence.recurrence;
  return {
    title: occurrence.title,
    allDay: occurrence.allDay,
    startDate: occurrence.startDate,
    startTime: occurrence.startTime ?? '',
    endDate: occurrence.endDate,
    endTime: occurrence.endTime ?? '',
    repeat: recurrence?.frequency ?? 'none',
    interval: recurrence?.interval ?? 1,
    weekdays: recurrence?.weekdays ?? (recurrence ? [weekdayOf(occurrence.startDate)] : []),
    ends: recurrence?.count ? 'count' : recurrence?.until ? 'until' : 'never',
    until: recurrence?.until ?? null,
    count: recurrence?.count ?? 10,
    location: occurrence.location ?? '',
    videoUrl: occurrence.videoUrl ?? '',
    description: occurrence.description ?? '',
    attendeeIds: occurrence.attendees.map((attendee) => attendee.id),
    lead:
      occurrence.leadId && occurrence.leadName
        ? { id: occurrence.leadId, name: occurrence.leadName }
        : occurrence.leadId
          ? { id: occurrence.leadId, name: 'Lead' }
          : null,
  };
}

/** One of a series' occurrences (expanded or changed on its own): changes ask which ones. */
export function isSeriesOccurrence(occurrence: CalendarOccurrence): boolean {
  return occurrence.occurrenceStart !== null;
}

/**
 * Which event an update or delete is about: the occurrence of a series with the scope chosen,
 * or a single event.
 */
export function occurrenceRef(
  occurrence: CalendarOccurrence,
  scope: 'single' | 'all' | null,
): { eventId: string; occurrenceStart?: string; scope?: 'single' | 'all' } {
  if (!isSeriesOccurrence(occurrence) || !scope || !occurrence.occurrenceStart) {
    return { eventId: occurrence.eventId };
  }
  return { eventId: occurrence.eventId, occurrenceStart: occurrence.occurrenceStart, scope };
}

/**
 * A deleted single event as `create` takes it again ('Rückgängig'): the same fields, a new id.
 */
export function recreateInput(occurrence: CalendarOccurrence): CreateEventInput {
  return toEventFields(occurrenceToValues(occurrence));
}
