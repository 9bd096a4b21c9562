import { describe, expect, it } from 'vitest';
import { berlinTime } from '../../platform/berlin';
import { ServiceError } from '../../platform/serviceError';
import {
  fromRrule,
  hasOccurrenceAt,
  lastEnd,
  occurrencesBetween,
  shiftWeekdays,
  toRrule,
} from './recurrence';

const berlin = (day: string, time: string) => {
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  return berlinTime(y, m, d, h, min);
};

describe('recurrence', () => {
  it('keeps a weekly 10:00 at 10:00 Berlin across both changes of the clocks', () => {
    const timing = {
      startsAt: berlin('2026-03-23', '10:00'),
      endsAt: berlin('2026-03-23', '11:00'),
      allDay: false,
      rrule: toRrule({ frequency: 'weekly', interval: 1 }, false),
      exdates: [],
    };
    const march = occurrencesBetween(
      timing,
      berlin('2026-03-20', '00:00'),
      berlin('2026-04-10', '00:00'),
    );
    // 23 March is winter time (UTC+1), 30 March summer time (UTC+2).
    expect(march.map((o) => o.start.toISOString())).toEqual([
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-04-06T08:00:00.000Z',
    ]);
    expect(march.every((o) => o.end.getTime() - o.start.getTime() === 3_600_000)).toBe(true);
    const october = occurrencesBetween(
      timing,
      berlin('2026-10-19', '00:00'),
      berlin('2026-11-03', '00:00'),
    );
    expect(october.map((o) => o.start.toISOString())).toEqual([
      '2026-10-19T08:00:00.000Z',
      '2026-10-26T09:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ]);
  });

  it('leaves out deleted occurrences and counts with COUNT and UNTIL', () => {
    const startsAt = berlin('2026-11-02', '09:00');
    const daily = {
      startsAt,
      endsAt: berlin('2026-11-02', '09:30'),
      allDay: false,
      rrule: toRrule({ frequency: 'daily', interval: 1, count: 5 }, false),
      exdates: [berlin('2026-11-04', '09:00')],
    };
    const all = occurrencesBetween(daily, startsAt, berlin('2026-12-01', '00:00'));
    expect(all.map((o) => o.start.toISOString().slice(0, 10))).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-05',
      '2026-11-06',
    ]);
    expect(lastEnd(daily)?.toISOString()).toBe(berlin('2026-11-06', '09:30').toISOString());

    const until = toRrule(
      { frequency: 'weekly', interval: 2, weekdays: ['MO', 'TH'], until: '2026-11-30' },
      false,
    );
    // UNTIL is the end of the last Berlin day, in UTC.
    expect(until).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20261130T225959Z');
    const weekly = { ...daily, rrule: until, exdates: [] };
    expect(
      occurrencesBetween(weekly, startsAt, berlin('2027-01-01', '00:00')).map((o) =>
        o.start.toISOString().slice(0, 10),
      ),
    ).toEqual(['2026-11-02', '2026-11-05', '2026-11-16', '2026-11-19', '2026-11-30']);
    expect(fromRrule(until, false)).toEqual({
      frequency: 'weekly',
      interval: 2,
      weekdays: ['MO', 'TH'],
      until: '2026-11-30',
      count: null,
    });
    expect(lastEnd({ ...daily, rrule: 'FREQ=MONTHLY' })).toBeNull();
  });

  it('expands all-day series by Berlin days and finds an occurrence by its start', () => {
    const startsAt = berlin('2026-01-31', '00:00');
    const monthly = {
      startsAt,
      endsAt: berlin('2026-02-01', '00:00'),
      allDay: true,
      rrule: toRrule({ frequency: 'monthly', interval: 1, until: '2026-06-30' }, true),
      exdates: [],
    };
    expect(monthly.rrule).toBe('FREQ=MONTHLY;UNTIL=20260630');
    // RFC 5545: a month without a 31st has no occurrence.
    expect(
      occurrencesBetween(monthly, startsAt, berlin('2026-12-31', '00:00')).map((o) =>
        o.start.toISOString(),
      ),
    ).toEqual([
      berlin('2026-01-31', '00:00').toISOString(),
      berlin('2026-03-31', '00:00').toISOString(),
      berlin('2026-05-31', '00:00').toISOString(),
    ]);
    expect(hasOccurrenceAt(monthly, berlin('2026-03-31', '00:00'))).toBe(true);
    expect(hasOccurrenceAt(monthly, berlin('2026-04-30', '00:00'))).toBe(false);
  });

  it('includes an occurrence that started before the range and reaches into it', () => {
    const timing = {
      startsAt: berlin('2026-11-01', '22:00'),
      endsAt: berlin('2026-11-02', '02:00'),
      allDay: false,
      rrule: 'FREQ=DAILY',
      exdates: [],
    };
    const found = occurrencesBetween(
      timing,
      berlin('2026-11-05', '00:00'),
      berlin('2026-11-06', '00:00'),
    );
    expect(found.map((o) => o.start.toISOString())).toEqual([
      berlin('2026-11-04', '22:00').toISOString(),
      berlin('2026-11-05', '22:00').toISOString(),
    ]);
  });

  it('refuses a series that puts more than 1,000 occurrences into a view', () => {
    const minutely = {
      startsAt: berlin('2026-11-02', '09:00'),
      endsAt: berlin('2026-11-02', '09:01'),
      allDay: false,
      rrule: 'FREQ=MINUTELY',
      exdates: [],
    };
    expect(() => lastEnd(minutely)).toThrow(ServiceError);
    expect(() => lastEnd(minutely)).toThrow(/mehr als 1\.000/);
  });

  it('moves a weekly rule’s days with the series', () => {
    expect(shiftWeekdays('FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4', 1)).toBe(
      'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4',
    );
    expect(shiftWeekdays('FREQ=WEEKLY;BYDAY=SU', -1)).toBe('FREQ=WEEKLY;BYDAY=SA');
    expect(shiftWeekdays('FREQ=DAILY', 3)).toBe('FREQ=DAILY');
  });
});
