import type { CalendarOccurrence, CalendarTask } from '@sprint/server/calendar';
import {
  addDays,
  addMinutes,
  berlinClock,
  berlinDay,
  describeWhen,
  formatDay,
} from './calendarTime';

/** What an item in the calendar is, kept in FullCalendar's `extendedProps`. */
export type CalendarItem =
  | { kind: 'event'; occurrence: CalendarOccurrence; label: string }
  | { kind: 'task'; task: CalendarTask; label: string }
  | { kind: 'busy'; label: string };

/** The part of FullCalendar's EventInput we fill (kept here so this module stays pure). */
export type CalendarEventInput = {
  id: string;
  title: string;
  allDay: boolean;
  start: string;
  end?: string;
  display?: 'auto' | 'background';
  editable?: boolean;
  /** The event's colour (FullCalendar tints its face with it). */
  color?: string;
  /** Our marks (FullCalendar 7 takes one string: `className`, no longer `classNames`). */
  className: string;
  extendedProps: { item: CalendarItem };
};

/** 'Teammeeting, Mo., 23.11.2026, 10:00 bis 11:00': what a screen reader hears for an event. */
export function occurrenceLabel(occurrence: CalendarOccurrence): string {
  const series = occurrence.recurrence ? ', Serientermin' : '';
  return `${occurrence.title}, ${describeWhen(occurrence)}${series}`;
}

/**
 * An occurrence for FullCalendar: all-day ones by their Berlin days (the end exclusive), timed
 * ones by their instants (FullCalendar shows them on the Berlin clock).
 */
export function occurrenceToEvent(occurrence: CalendarOccurrence): CalendarEventInput {
  return {
    id: occurrence.key,
    title: occurrence.title,
    allDay: occurrence.allDay,
    start: occurrence.allDay ? occurrence.startDate : occurrence.start,
    end: occurrence.allDay ? addDays(occurrence.endDate, 1) : occurrence.end,
    className: occurrence.recurrence ? 'sprint-event sprint-series' : 'sprint-event',
    extendedProps: {
      item: { kind: 'event', occurrence, label: occurrenceLabel(occurrence) },
    },
  };
}

/** 'Aufgabe: Angebot nachfassen, fällig Fr., 20.11.2026, 14:00'. */
export function taskLabel(task: CalendarTask): string {
  const due = `${formatDay(task.dueDate)}${task.dueTime ? `, ${task.dueTime}` : ''}`;
  const done = task.status === 'done' ? ', erledigt' : '';
  return `Aufgabe: ${task.title}, fällig ${due}${done}`;
}

/** A timed task takes half an hour in the grid: a marker, not a meeting. */
function taskEnd(day: string, time: string): string {
  const end = addMinutes(time, 30);
  return `${addDays(day, end.days)}T${end.time}:00`;
}

/**
 * A task with a due date: all day on its day, or at its time (Berlin wall clock: the calendar
 * reads a time without offset in its own zone). Tasks are moved on the tasks page, not here.
 */
export function taskToEvent(task: CalendarTask): CalendarEventInput {
  return {
    id: `task:${task.id}`,
    title: task.title,
    allDay: !task.dueTime,
    start: task.dueTime ? `${task.dueDate}T${task.dueTime}:00` : task.dueDate,
    ...(task.dueTime ? { end: taskEnd(task.dueDate, task.dueTime) } : {}),
    editable: false,
    color: task.status === 'done' ? 'var(--color-muted-foreground)' : 'var(--color-success)',
    className: task.status === 'done' ? 'sprint-task sprint-task-done' : 'sprint-task',
    extendedProps: { item: { kind: 'task', task, label: taskLabel(task) } },
  };
}

/** 'Belegt, 10:00 bis 11:00': a busy time of the connected calendar. */
export function busyLabel(busy: { start: string; end: string }): string {
  const start = new Date(busy.start);
  const end = new Date(busy.end);
  const endDay = berlinDay(end);
  const sameDay = berlinDay(start) === endDay;
  return `Belegt, ${formatDay(berlinDay(start))}, ${berlinClock(start)} bis ${
    sameDay ? '' : `${formatDay(endDay)}, `
  }${berlinClock(end)}`;
}

/** A busy time as a read-only background block titled 'Belegt'. */
export function busyToEvent(
  busy: { start: string; end: string },
  index: number,
): CalendarEventInput {
  return {
    id: `busy:${index}`,
    title: 'Belegt',
    allDay: false,
    start: busy.start,
    end: busy.end,
    display: 'background',
    editable: false,
    className: 'sprint-busy',
    extendedProps: { item: { kind: 'busy', label: busyLabel(busy) } },
  };
}
