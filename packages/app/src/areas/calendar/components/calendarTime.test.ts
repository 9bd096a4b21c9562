import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinClock,
  berlinInstant,
  berlinDay,
  defaultNewEventTimes,
  describeSoon,
  describeWhen,
  eventTimesFrom,
  isDay,
  viewFromFullCalendar,
  visibleRange,
  weekdayIndex,
} from './calendarTime';

describe('Berlin days and times', () => {
  it('reads an instant on the Berlin wall clock, whatever zone the process is in', () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin (winter time, UTC+1).
    expect(berlinDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(berlinClock(new Date('2026-12-31T23:30:00Z'))).toBe('00:30');
    // Summer time: UTC+2.
    expect(berlinClock(new Date('2026-07-01T08:00:00Z'))).toBe('10:00');
  });

  it('finds the instant of a Berlin wall-clock time in winter and summer time', () => {
    expect(berlinInstant('2026-11-23', '10:00').toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(berlinInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    // The day the clocks go back: 03:30 happens after the change.
    expect(berlinInstant('2026-10-25', '03:30').toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(berlinInstant('2026-03-29', '00:00').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('counts calendar days across the changes of the clocks', () => {
    // 29 March 2026: the clocks go forward; the day still follows the 28th.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('starts the week on Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('knows a real day from a malformed one', () => {
    expect(isDay('2026-11-20')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('20.11.2026')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('visibleRange', () => {
  it('gives the month grid six weeks from the Monday on or before the 1st', () => {
    // 1 November 2026 is a Sunday.
    expect(visibleRange('monat', '2026-11-20')).toEqual({ from: '2026-10-26', to: '2026-12-07' });
  });

  it('gives the week from its Monday, seven days', () => {
    expect(visibleRange('woche', '2026-11-20')).toEqual({ from: '2026-11-16', to: '2026-11-23' });
    expect(visibleRange('woche', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-23' });
    // The week the clocks go back (25 October 2026) still is seven calendar days.
    expect(visibleRange('woche', '2026-10-25')).toEqual({ from: '2026-10-19', to: '2026-10-26' });
  });

  it('gives the day, and the list its month', () => {
    expect(visibleRange('tag', '2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-21' });
    expect(visibleRange('liste', '2026-12-24')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });

  it('maps FullCalendar views back to ours', () => {
    expect(viewFromFullCalendar('timeGridWeek')).toBe('woche');
    expect(viewFromFullCalendar('listMonth')).toBe('liste');
    expect(viewFromFullCalendar('multiMonthYear')).toBeNull();
  });
});

describe('eventTimesFrom', () => {
  it('reads a timed event on the Berlin wall clock, across a change of the clocks', () => {
    // Dragged onto Sunday 25 October 2026, 01:30 to 03:30 Berlin (the clocks go back at 03:00).
    expect(
      eventTimesFrom({
        allDay: false,
        startStr: '2026-10-25T01:30:00+02:00',
        endStr: '2026-10-25T03:30:00+01:00',
      }),
    ).toEqual({
      allDay: false,
      startDate: '2026-10-25',
      startTime: '01:30',
      endDate: '2026-10-25',
      endTime: '03:30',
    });
  });

  it('makes the exclusive end of an all-day event its last day', () => {
    expect(eventTimesFrom({ allDay: true, startStr: '2026-11-23', endStr: '2026-11-26' })).toEqual({
      allDay: true,
      startDate: '2026-11-23',
      startTime: null,
      endDate: '2026-11-25',
      endTime: null,
    });
    expect(eventTimesFrom({ allDay: true, startStr: '2026-11-23', endStr: '' }).endDate).toBe(
      '2026-11-23',
    );
  });

  it('gives a timed event without an end one hour', () => {
    expect(
      eventTimesFrom({ allDay: false, startStr: '2026-11-23T23:30:00+01:00', endStr: '' }),
    ).toMatchObject({ startTime: '23:30', endDate: '2026-11-23', endTime: '00:30' });
  });
});

describe('defaultNewEventTimes', () => {
  it('starts at the next full hour today', () => {
    expect(defaultNewEventTimes(new Date('2026-11-20T09:30:00Z'), '2026-11-20')).toEqual({
      allDay: false,
      startDate: '2026-11-20',
      startTime: '11:00',
      endDate: '2026-11-20',
      endTime: '12:00',
    });
  });

  it('rolls over to tomorrow late at night', () => {
    expect(defaultNewEventTimes(new Date('2026-11-20T22:40:00Z'), '2026-11-20')).toMatchObject({
      startDate: '2026-11-21',
      startTime: '00:00',
      endDate: '2026-11-21',
      endTime: '01:00',
    });
  });

  it('takes 09:00 on another day shown', () => {
    expect(defaultNewEventTimes(new Date('2026-11-20T09:30:00Z'), '2026-11-25')).toMatchObject({
      startDate: '2026-11-25',
      startTime: '09:00',
      endTime: '10:00',
    });
  });
});

describe('describeWhen', () => {
  const base = { allDay: false, startDate: '2026-11-23', endDate: '2026-11-23' };

  it('says the day and the times', () => {
    expect(describeWhen({ ...base, startTime: '10:00', endTime: '11:00' })).toBe(
      'Mo., 23.11.2026, 10:00 bis 11:00',
    );
    expect(
      describeWhen({ ...base, startTime: '22:00', endDate: '2026-11-24', endTime: '01:00' }),
    ).toBe('Mo., 23.11.2026, 22:00 bis Di., 24.11.2026, 01:00');
  });

  it('says all day', () => {
    expect(describeWhen({ ...base, allDay: true, startTime: null, endTime: null })).toBe(
      'Mo., 23.11.2026, ganztägig',
    );
    expect(
      describeWhen({
        allDay: true,
        startDate: '2026-11-23',
        startTime: null,
        endDate: '2026-11-25',
        endTime: null,
      }),
    ).toBe('Mo., 23.11. bis Mi., 25.11.2026, ganztägig');
  });

  it('says today and tomorrow in short lists', () => {
    const today = '2026-11-20';
    expect(
      describeSoon(
        { ...base, startDate: today, endDate: today, startTime: '10:00', endTime: '11:00' },
        today,
      ),
    ).toBe('Heute, 10:00–11:00');
    expect(
      describeSoon(
        {
          ...base,
          allDay: true,
          startDate: '2026-11-21',
          endDate: '2026-11-21',
          startTime: null,
          endTime: null,
        },
        today,
      ),
    ).toBe('Morgen, ganztägig');
    expect(describeSoon({ ...base, startTime: '09:00', endTime: '09:30' }, today)).toBe(
      'Mo., 23.11., 09:00–09:30',
    );
  });
});
