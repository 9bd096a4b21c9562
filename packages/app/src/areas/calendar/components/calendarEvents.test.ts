import { describe, expect, it } from 'vitest';
import type { CalendarOccurrence, CalendarTask } from '@sprint/server/calendar';
import {
  busyLabel,
  busyToEvent,
  occurrenceLabel,
  occurrenceToEvent,
  taskLabel,
  taskToEvent,
} from './calendarEvents';

const occurrence = (overrides: Partial<CalendarOccurrence> = {}): CalendarOccurrence => ({
  key: 'e1',
  eventId: '11111111-1111-4111-8111-111111111111',
  seriesId: null,
  occurrenceStart: null,
  title: 'Teammeeting',
  description: null,
  location: null,
  videoUrl: null,
  allDay: false,
  start: '2026-11-23T09:00:00.000Z',
  end: '2026-11-23T10:00:00.000Z',
  startDate: '2026-11-23',
  startTime: '10:00',
  endDate: '2026-11-23',
  endTime: '11:00',
  recurrence: null,
  leadId: null,
  leadName: null,
  attendees: [],
  createdBy: null,
  createdByName: null,
  ...overrides,
});

const task = (overrides: Partial<CalendarTask> = {}): CalendarTask => ({
  id: 't1',
  title: 'Angebot nachfassen',
  dueDate: '2026-11-20',
  dueTime: '14:00',
  status: 'open',
  priority: 'high',
  leadName: null,
  ...overrides,
});

describe('events for FullCalendar', () => {
  it('places a timed event by its instants', () => {
    expect(occurrenceToEvent(occurrence())).toMatchObject({
      id: 'e1',
      allDay: false,
      start: '2026-11-23T09:00:00.000Z',
      end: '2026-11-23T10:00:00.000Z',
      className: 'sprint-event',
    });
  });

  it('places an all-day event by its Berlin days, the end exclusive', () => {
    expect(
      occurrenceToEvent(
        occurrence({
          allDay: true,
          startDate: '2026-11-24',
          endDate: '2026-11-26',
          startTime: null,
          endTime: null,
          start: '2026-11-23T23:00:00.000Z',
          end: '2026-11-26T23:00:00.000Z',
        }),
      ),
    ).toMatchObject({ allDay: true, start: '2026-11-24', end: '2026-11-27' });
  });

  it('names an event by its title and time, and says when it belongs to a series', () => {
    expect(occurrenceLabel(occurrence())).toBe('Teammeeting, Mo., 23.11.2026, 10:00 bis 11:00');
    expect(occurrenceLabel(occurrence({ recurrence: { frequency: 'weekly', interval: 1 } }))).toBe(
      'Teammeeting, Mo., 23.11.2026, 10:00 bis 11:00, Serientermin',
    );
  });

  it('shows a task at its due time on the Berlin clock, read only', () => {
    expect(taskToEvent(task())).toMatchObject({
      id: 'task:t1',
      allDay: false,
      start: '2026-11-20T14:00:00',
      end: '2026-11-20T14:30:00',
      editable: false,
      className: 'sprint-task',
    });
    expect(taskToEvent(task({ dueTime: null, status: 'done' }))).toMatchObject({
      allDay: true,
      start: '2026-11-20',
      className: 'sprint-task sprint-task-done',
    });
    expect(taskLabel(task())).toBe('Aufgabe: Angebot nachfassen, fällig Fr., 20.11.2026, 14:00');
    expect(taskLabel(task({ dueTime: null, status: 'done' }))).toBe(
      'Aufgabe: Angebot nachfassen, fällig Fr., 20.11.2026, erledigt',
    );
  });

  it('shows busy times as read-only background blocks titled Belegt', () => {
    const block = { start: '2026-11-17T12:00:00.000Z', end: '2026-11-17T13:30:00.000Z' };
    expect(busyToEvent(block, 0)).toMatchObject({
      title: 'Belegt',
      display: 'background',
      editable: false,
    });
    expect(busyLabel(block)).toBe('Belegt, Di., 17.11.2026, 13:00 bis 14:30');
    // Across the change of the clocks (25 October 2026, 03:00 → 02:00).
    expect(busyLabel({ start: '2026-10-24T22:30:00.000Z', end: '2026-10-25T02:30:00.000Z' })).toBe(
      'Belegt, So., 25.10.2026, 00:30 bis 03:30',
    );
  });
});
