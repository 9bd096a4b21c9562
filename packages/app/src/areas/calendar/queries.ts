import type { LiveInvalidations } from '../area';

/**
 * An event changed anywhere in the company: open calendars and the dashboard card refetch. A
 * task's due date shows in the calendar ('Aufgaben anzeigen'), so a changed task does too.
 */
export const calendarLive: LiveInvalidations = {
  'calendar.changed': (trpc) => [trpc.calendar.pathKey()],
  'task.changed': (trpc) => [trpc.calendar.range.pathKey()],
};

export type {
  CalendarOccurrence,
  CalendarRange,
  CalendarTask,
  ChangeScope,
  CreateEventInput,
  Recurrence,
  UpdateEventInput,
  Weekday,
} from '@sprint/server/calendar';

/** `calendarSync.busy`: the connected calendar's busy times (another calendar, read-only). */
export type BusyTimes = { connected: boolean; busy: { start: string; end: string }[] };
