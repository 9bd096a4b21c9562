import { describe, expect, it } from 'vitest';
import type { CalendarOccurrence } from '@sprint/server/calendar';
import { parseCalendarSearchParams, serializeCalendarSearchParams } from './calendarSearchParams';
import {
  emptyEventValues,
  eventFormSchema,
  occurrenceRef,
  occurrenceToValues,
  toEventFields,
  type EventFormValues,
} from './eventForm';
import { checkIcsFile, describeImport } from './importSummary';
import { describeRecurrence, joinGerman } from './recurrenceText';

describe('describeRecurrence', () => {
  it('names the days of a weekly series and how many there are', () => {
    expect(
      describeRecurrence(
        { frequency: 'weekly', interval: 1, weekdays: ['WE', 'MO'], count: 10 },
        '2026-11-23',
      ),
    ).toBe('Jede Woche am Montag und Mittwoch, 10 Termine');
  });

  it('repeats on the first day’s weekday when no days are given', () => {
    expect(describeRecurrence({ frequency: 'weekly', interval: 2 }, '2026-11-20')).toBe(
      'Alle 2 Wochen am Freitag',
    );
    expect(
      describeRecurrence(
        { frequency: 'weekly', interval: 1, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] },
        '2026-11-20',
      ),
    ).toBe('Jede Woche von Montag bis Freitag');
  });

  it('says daily, monthly and yearly series with their end', () => {
    expect(describeRecurrence({ frequency: 'daily', interval: 1, count: 1 }, '2026-11-20')).toBe(
      'Jeden Tag, 1 Termin',
    );
    expect(
      describeRecurrence({ frequency: 'daily', interval: 3, until: '2026-12-18' }, '2026-11-20'),
    ).toBe('Alle 3 Tage, bis 18.12.2026');
    expect(describeRecurrence({ frequency: 'monthly', interval: 1 }, '2026-11-23')).toBe(
      'Jeden Monat am 23.',
    );
    expect(describeRecurrence({ frequency: 'yearly', interval: 1 }, '2026-11-23')).toBe(
      'Jedes Jahr am 23. November',
    );
  });

  it('joins lists the German way', () => {
    expect(joinGerman(['Montag'])).toBe('Montag');
    expect(joinGerman(['Montag', 'Mittwoch', 'Freitag'])).toBe('Montag, Mittwoch und Freitag');
  });
});

describe('calendar search params', () => {
  it('reads the defaults from an empty address', () => {
    expect(parseCalendarSearchParams(new URLSearchParams())).toEqual({
      view: 'woche',
      date: null,
      tasks: false,
      mine: false,
    });
  });

  it('reads view, day and toggles, and ignores nonsense', () => {
    expect(
      parseCalendarSearchParams(
        new URLSearchParams('ansicht=monat&datum=2026-12-01&aufgaben=1&meine=1'),
      ),
    ).toEqual({ view: 'monat', date: '2026-12-01', tasks: true, mine: true });
    expect(
      parseCalendarSearchParams(new URLSearchParams('ansicht=jahr&datum=2026-02-30')),
    ).toMatchObject({ view: 'woche', date: null });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const next = serializeCalendarSearchParams(
      { view: 'tag', date: '2026-11-23', tasks: true, mine: false },
      new URLSearchParams('x=1&meine=1'),
    );
    expect(next.toString()).toBe('x=1&ansicht=tag&datum=2026-11-23&aufgaben=1');
    expect(
      serializeCalendarSearchParams({
        view: 'woche',
        date: null,
        tasks: false,
        mine: false,
      }).toString(),
    ).toBe('');
  });
});

const occurrence = (overrides: Partial<CalendarOccurrence> = {}): CalendarOccurrence => ({
  key: 'a',
  eventId: '11111111-1111-4111-8111-111111111111',
  seriesId: null,
  occurrenceStart: null,
  title: 'Teammeeting',
  description: null,
  location: 'Raum 2',
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
  attendees: [{ id: '22222222-2222-4222-8222-222222222222', name: 'Jonas Keller' }],
  createdBy: null,
  createdByName: null,
  ...overrides,
});

function validate(values: EventFormValues) {
  const result = eventFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the event form', () => {
  const times = {
    allDay: false,
    startDate: '2026-11-23',
    startTime: '10:00',
    endDate: '2026-11-23',
    endTime: '11:00',
  };

  it('turns a new timed event into the API’s input', () => {
    const values = { ...emptyEventValues(times), title: 'Demo', videoUrl: ' ' };
    expect(validate(values)).toEqual({});
    expect(toEventFields(values)).toEqual({
      title: 'Demo',
      description: null,
      location: null,
      videoUrl: null,
      allDay: false,
      startDate: '2026-11-23',
      startTime: '10:00',
      endDate: '2026-11-23',
      endTime: '11:00',
      attendeeIds: [],
      leadId: null,
      recurrence: null,
    });
  });

  it('sends a weekly series with its days in week order and its end', () => {
    const values: EventFormValues = {
      ...emptyEventValues(times),
      title: 'Jour fixe',
      repeat: 'weekly',
      interval: 1,
      weekdays: ['WE', 'MO'],
      ends: 'count',
      count: 10,
    };
    expect(toEventFields(values).recurrence).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: ['MO', 'WE'],
      until: null,
      count: 10,
    });
  });

  it('drops the times of an all-day event', () => {
    const fields = toEventFields({ ...emptyEventValues(times), title: 'Messe', allDay: true });
    expect(fields).toMatchObject({ allDay: true, startTime: null, endTime: null });
  });

  it('shows the server’s messages under the fields they are about', () => {
    expect(validate({ ...emptyEventValues(times), title: '  ' })).toEqual({
      title: 'Bitte gib einen Titel ein.',
    });
    expect(validate({ ...emptyEventValues(times), title: 'Demo', endTime: '09:00' })).toEqual({
      endDate: 'Das Ende darf nicht vor dem Beginn liegen.',
    });
    expect(validate({ ...emptyEventValues(times), title: 'Demo', endTime: '' })).toEqual({
      endTime: 'Ein Termin mit Uhrzeit braucht Beginn- und Enduhrzeit.',
    });
    expect(
      validate({ ...emptyEventValues(times), title: 'Demo', videoUrl: 'zoom.us/j/1' }),
    ).toEqual({ videoUrl: 'Bitte gib einen gültigen Link ein (https://…).' });
    expect(
      validate({
        ...emptyEventValues(times),
        title: 'Demo',
        repeat: 'daily',
        interval: 0,
        ends: 'until',
        until: '2026-11-01',
      }),
    ).toEqual({
      interval: 'Der Abstand muss mindestens 1 sein.',
      until: 'Das Ende der Serie darf nicht vor dem ersten Termin liegen.',
    });
    expect(
      validate({
        ...emptyEventValues(times),
        title: 'Demo',
        repeat: 'daily',
        interval: Number.NaN,
      }),
    ).toEqual({ interval: 'Bitte gib eine ganze Zahl ein.' });
  });

  it('edits an occurrence with its own times and its series’ rule', () => {
    const values = occurrenceToValues(
      occurrence({
        occurrenceStart: '2026-11-23T09:00:00.000Z',
        seriesId: '11111111-1111-4111-8111-111111111111',
        recurrence: { frequency: 'weekly', interval: 1, until: '2026-12-31' },
      }),
    );
    expect(values).toMatchObject({
      startDate: '2026-11-23',
      startTime: '10:00',
      repeat: 'weekly',
      weekdays: ['MO'],
      ends: 'until',
      until: '2026-12-31',
      location: 'Raum 2',
      attendeeIds: ['22222222-2222-4222-8222-222222222222'],
    });
  });

  it('names the occurrence and scope only for a series', () => {
    expect(occurrenceRef(occurrence(), 'single')).toEqual({
      eventId: '11111111-1111-4111-8111-111111111111',
    });
    expect(
      occurrenceRef(occurrence({ occurrenceStart: '2026-11-23T09:00:00.000Z' }), 'single'),
    ).toEqual({
      eventId: '11111111-1111-4111-8111-111111111111',
      occurrenceStart: '2026-11-23T09:00:00.000Z',
      scope: 'single',
    });
  });
});

describe('importing a calendar', () => {
  it('refuses a file over 5 MB before uploading it', () => {
    expect(checkIcsFile({ size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkIcsFile({ size: 5 * 1024 * 1024 + 1 })).toBe(
      'Die Kalenderdatei ist größer als 5 MB.',
    );
  });

  it('says what the import did', () => {
    expect(describeImport({ created: 3, updated: 1, unchanged: 2 })).toBe(
      '3 Termine importiert, 1 aktualisiert, 2 unverändert.',
    );
    expect(describeImport({ created: 1, updated: 0, unchanged: 0 })).toBe('1 Termin importiert.');
    expect(describeImport({ created: 0, updated: 0, unchanged: 4 })).toBe('4 Termine unverändert.');
    expect(describeImport({ created: 0, updated: 0, unchanged: 0 })).toBe(
      'Keine Termine importiert.',
    );
  });
});
