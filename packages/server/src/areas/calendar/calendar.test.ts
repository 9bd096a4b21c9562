import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  useTestWorld,
  type TestWorld,
} from '../../../test/fixtures';
import { startTestServer, type TestServer } from '../../../test/httpServer';
import type { RealtimeEvent } from '../../platform/realtime/events';
import { createLead } from '../crm/fixtures';
import { seedCrm } from '../crm/seed';
import { users, type Customer } from '../../platform/identity/schema';
import { DEMO_CUSTOMER_IDS, seedIdentity } from '../../platform/identity/seed';
import { silentPublisher } from '../../platform/realtime/publisher';
import type { SeedContext } from '../../platform/seed';
import { storeFile } from '../../platform/storage/fixtures';
import { createTask } from '../tasks/fixtures';
import { seedTeam } from '../team/seed';
import { calendarEvents } from './schema';
import { DEMO_EVENTS, seedCalendar } from './seed';
import { FEED_PATH } from './feed';
import { purposeKey } from '../../platform/secrets';

const MISSING = '00000000-0000-4000-8000-000000000000';

async function employeeOf(world: TestWorld, customer: Customer, name = 'Clara Chef') {
  const who = identity();
  const user = await createUser(world.db, who, {
    ourEmployee: true,
    memberships: [{ customer, role: 'user' }],
    activeCustomer: customer,
  });
  await world.db.update(users).set({ displayName: name }).where(eq(users.id, user.id));
  return { who, user, caller: callerAs(world, who) };
}

async function eventCount(world: TestWorld, customerId: string) {
  const rows = await world.db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(eq(calendarEvents.customerId, customerId));
  return rows.length;
}

const weekly = {
  title: 'Vertriebsmeeting',
  startDate: '2026-10-19',
  startTime: '10:00',
  endDate: '2026-10-19',
  endTime: '11:00',
  recurrence: { frequency: 'weekly' as const, interval: 1, weekdays: ['MO' as const] },
};

const ICS_FILE = (summary = 'Messe Hamburg') =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Beispiel//Kalender//DE',
    'BEGIN:VEVENT',
    'UID:serie-1@beispiel.de',
    'DTSTAMP:20261101T080000Z',
    'DTSTART;TZID=Europe/Berlin:20261020T090000',
    'DTEND;TZID=Europe/Berlin:20261020T093000',
    'RRULE:FREQ=WEEKLY;COUNT=4',
    'EXDATE;TZID=Europe/Berlin:20261103T090000',
    'SUMMARY:Daily Stand-up',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:serie-1@beispiel.de',
    'DTSTAMP:20261101T080000Z',
    'RECURRENCE-ID;TZID=Europe/Berlin:20261027T090000',
    'DTSTART;TZID=Europe/Berlin:20261027T140000',
    'DTEND;TZID=Europe/Berlin:20261027T143000',
    'SUMMARY:Daily Stand-up (verschoben)',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:messe@beispiel.de',
    'DTSTAMP:20261101T080000Z',
    'DTSTART;VALUE=DATE:20261124',
    'DTEND;VALUE=DATE:20261126',
    `SUMMARY:${summary}`,
    'LOCATION:Messe Hamburg',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe.each(databaseKinds())('calendar on %s', (kind) => {
  const world = useTestWorld(kind);

  async function company() {
    const customer = await createCustomer(world.db);
    const employee = await employeeOf(world, customer);
    return { customer, ...employee };
  }

  it('creates an event with times in Berlin, attendees and a lead, and shows it in its range', async () => {
    const { customer, caller, user } = await company();
    const colleague = await employeeOf(world, customer, 'Tim Team');
    const lead = await createLead(world.db, customer.id, { companyName: 'Alpenblick GmbH' });
    const created = await caller.calendar.events.create({
      title: '  Produktdemo ',
      startDate: '2026-10-25',
      startTime: '10:00',
      endDate: '2026-10-25',
      endTime: '11:30',
      location: 'Hamburg',
      videoUrl: 'https://meet.example.com/demo',
      attendeeIds: [user.id, colleague.user.id],
      leadId: lead.id,
    });
    // 25 October 2026 is the day the clocks go back: 10:00 is UTC+1 again.
    expect(created).toMatchObject({
      title: 'Produktdemo',
      start: '2026-10-25T09:00:00.000Z',
      end: '2026-10-25T10:30:00.000Z',
      startDate: '2026-10-25',
      startTime: '10:00',
      endTime: '11:30',
      allDay: false,
      recurrence: null,
      leadName: 'Alpenblick GmbH',
      createdByName: 'Clara Chef',
      attendees: [
        { id: user.id, name: 'Clara Chef' },
        { id: colleague.user.id, name: 'Tim Team' },
      ],
    });
    const range = await caller.calendar.range({ from: '2026-10-19', to: '2026-10-26' });
    expect(range.events.map((event) => event.eventId)).toEqual([created.eventId]);
    expect(range.tasks).toEqual([]);
    expect(await caller.calendar.events.byId({ eventId: created.eventId })).toEqual(created);
    // The colleague's 'Meine Termine' has it (attending); a third employee's has not.
    const other = await employeeOf(world, customer, 'Olga Other');
    const mine = { from: '2026-10-19', to: '2026-10-26', mine: true };
    expect((await colleague.caller.calendar.range(mine)).events).toHaveLength(1);
    expect((await other.caller.calendar.range(mine)).events).toHaveLength(0);
  });

  it('stores all-day events from the first to the last Berlin day', async () => {
    const { caller } = await company();
    const fair = await caller.calendar.events.create({
      title: 'Messe',
      allDay: true,
      startDate: '2026-03-28',
      endDate: '2026-03-29',
    });
    expect(fair).toMatchObject({
      allDay: true,
      start: '2026-03-27T23:00:00.000Z',
      // The second day is 23 hours long: summer time starts on 29 March.
      end: '2026-03-29T22:00:00.000Z',
      startDate: '2026-03-28',
      endDate: '2026-03-29',
      startTime: null,
    });
    const day = await caller.calendar.range({ from: '2026-03-29', to: '2026-03-30' });
    expect(day.events).toHaveLength(1);
    const after = await caller.calendar.range({ from: '2026-03-30', to: '2026-03-31' });
    expect(after.events).toHaveLength(0);
  });

  it('refuses bad events in German and stores none of them', async () => {
    const { customer, caller } = await company();
    const foreign = await createCustomer(world.db);
    const stranger = await employeeOf(world, foreign);
    const foreignLead = await createLead(world.db, foreign.id);
    const base = { title: 'Termin', startDate: '2026-11-24', endDate: '2026-11-24' };
    await expect(
      caller.calendar.events.create({ ...base, startTime: '11:00', endTime: '10:00' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Das Ende darf nicht vor dem Beginn liegen.'),
    });
    await expect(
      caller.calendar.events.create({ ...base, startTime: '11:00' }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('Ein Termin mit Uhrzeit braucht Beginn- und Enduhrzeit.'),
    });
    await expect(
      caller.calendar.events.create({
        ...base,
        startTime: '10:00',
        endTime: '11:00',
        attendeeIds: [stranger.user.id],
      }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Teilnehmende müssen Mitglieder dieses Unternehmens sein.',
    });
    await expect(
      caller.calendar.events.create({
        ...base,
        startTime: '10:00',
        endTime: '11:00',
        leadId: foreignLead.id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead nicht gefunden.' });
    await expect(
      caller.calendar.events.create({
        ...base,
        allDay: true,
        recurrence: { frequency: 'daily', interval: 1, until: '2026-11-30', count: 3 },
      }),
    ).rejects.toMatchObject({
      message: expect.stringContaining(
        'Eine Serie endet entweder an einem Datum oder nach einer Anzahl.',
      ),
    });
    await expect(
      caller.calendar.range({ from: '2026-01-01', to: '2026-12-31' }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('Der Zeitraum darf höchstens 100 Tage umfassen.'),
    });
    await expect(caller.calendar.events.byId({ eventId: MISSING })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Termin nicht gefunden.',
    });
    expect(await eventCount(world, customer.id)).toBe(0);
  });

  it('is the employees’: a customer’s own people are refused', async () => {
    const customer = await createCustomer(world.db);
    const who = identity();
    await createUser(world.db, who, {
      memberships: [{ customer, role: 'primary_admin' }],
      activeCustomer: customer,
    });
    const caller = callerAs(world, who);
    await expect(
      caller.calendar.range({ from: '2026-11-23', to: '2026-11-30' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Nur für Mitarbeiter verfügbar.',
    });
    await expect(caller.calendar.events.create({ ...weekly })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await eventCount(world, customer.id)).toBe(0);
  });

  it('expands a weekly series per range across the change of the clocks', async () => {
    const { caller } = await company();
    const series = await caller.calendar.events.create(weekly);
    const range = await caller.calendar.range({ from: '2026-10-19', to: '2026-11-09' });
    expect(range.events.map((event) => [event.start, event.startTime])).toEqual([
      ['2026-10-19T08:00:00.000Z', '10:00'],
      ['2026-10-26T09:00:00.000Z', '10:00'],
      ['2026-11-02T09:00:00.000Z', '10:00'],
    ]);
    expect(range.events[1]).toMatchObject({
      eventId: series.eventId,
      seriesId: series.eventId,
      occurrenceStart: '2026-10-26T09:00:00.000Z',
      recurrence: { frequency: 'weekly', interval: 1, weekdays: ['MO'], until: null, count: null },
    });
    // Years later, only that range's occurrences are expanded.
    const later = await caller.calendar.range({ from: '2030-01-01', to: '2030-01-15' });
    expect(later.events.map((event) => event.startDate)).toEqual(['2030-01-07', '2030-01-14']);
  });

  it('changes one occurrence only, or all of them, as RFC 5545 exceptions', async () => {
    const { customer, caller } = await company();
    const series = await caller.calendar.events.create(weekly);
    const occurrenceStart = '2026-10-26T09:00:00.000Z';
    // 'Nur diesen Termin': moved to Tuesday 14:00.
    await caller.calendar.events.update({
      eventId: series.eventId,
      occurrenceStart,
      scope: 'single',
      startDate: '2026-10-27',
      startTime: '14:00',
      endDate: '2026-10-27',
      endTime: '15:00',
    });
    // 'Nur diesen Termin' deleted.
    await caller.calendar.events.delete({
      eventId: series.eventId,
      occurrenceStart: '2026-11-02T09:00:00.000Z',
      scope: 'single',
    });
    const range = await caller.calendar.range({ from: '2026-10-19', to: '2026-11-16' });
    expect(range.events.map((event) => `${event.startDate} ${event.startTime}`)).toEqual([
      '2026-10-19 10:00',
      '2026-10-27 14:00',
      '2026-11-09 10:00',
    ]);
    const moved = range.events[1];
    expect(moved).toMatchObject({ seriesId: series.eventId, occurrenceStart });
    expect(moved?.eventId).not.toBe(series.eventId);
    // Editing the moved one again edits that exception; an unknown start is refused.
    await caller.calendar.events.update({
      eventId: moved?.eventId ?? '',
      scope: 'single',
      title: 'Vertriebsmeeting (Kunde dabei)',
    });
    await expect(
      caller.calendar.events.update({
        eventId: series.eventId,
        occurrenceStart: '2026-10-28T09:00:00.000Z',
        scope: 'single',
        title: 'X',
      }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Dieser Termin gehört nicht zur Serie.',
    });

    // 'Alle Termine' with only a new title keeps the exceptions.
    await caller.calendar.events.update({
      eventId: series.eventId,
      occurrenceStart: '2026-11-09T09:00:00.000Z',
      scope: 'all',
      title: 'Sales-Meeting',
    });
    const renamed = await caller.calendar.range({ from: '2026-10-19', to: '2026-11-16' });
    expect(renamed.events.map((event) => event.title)).toEqual([
      'Sales-Meeting',
      'Vertriebsmeeting (Kunde dabei)',
      'Sales-Meeting',
    ]);

    // 'Alle Termine' moved by a day and an hour: the series moves, its exceptions are dropped.
    await caller.calendar.events.update({
      eventId: series.eventId,
      occurrenceStart: '2026-11-09T09:00:00.000Z',
      scope: 'all',
      startDate: '2026-11-10',
      startTime: '11:00',
      endDate: '2026-11-10',
      endTime: '12:00',
    });
    const movedSeries = await caller.calendar.range({ from: '2026-10-19', to: '2026-11-16' });
    expect(movedSeries.events.map((event) => `${event.startDate} ${event.startTime}`)).toEqual([
      '2026-10-20 11:00',
      '2026-10-27 11:00',
      '2026-11-03 11:00',
      '2026-11-10 11:00',
    ]);
    expect(movedSeries.events[0]?.recurrence?.weekdays).toEqual(['TU']);
    expect(await eventCount(world, customer.id)).toBe(1);

    // 'Alle Termine' deleted: the series is gone with everything in it.
    await caller.calendar.events.delete({ eventId: series.eventId, scope: 'all' });
    expect(await eventCount(world, customer.id)).toBe(0);
  });

  it('refuses a view with more than 1,000 occurrences, and shows tasks when asked', async () => {
    const { customer, caller, user } = await company();
    await world.db.insert(calendarEvents).values(
      Array.from({ length: 11 }, (_, index) => ({
        customerId: customer.id,
        uid: `viel-${index}@test`,
        title: `Täglich ${index}`,
        startsAt: new Date('2026-01-01T08:00:00Z'),
        endsAt: new Date('2026-01-01T08:15:00Z'),
        rrule: 'FREQ=DAILY',
      })),
    );
    await expect(
      caller.calendar.range({ from: '2026-06-01', to: '2026-09-08' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'Zu viele Termine in diesem Zeitraum (mehr als 1.000). Bitte wähle einen kürzeren Zeitraum oder beende die Serie.',
    });
    const week = await caller.calendar.range({ from: '2026-06-01', to: '2026-06-08' });
    expect(week.events).toHaveLength(77);

    await createTask(world.db, customer.id, {
      title: 'Angebot nachfassen',
      dueDate: '2026-06-02',
      dueTime: '10:00',
      assigneeId: user.id,
    });
    await createTask(world.db, customer.id, {
      title: 'Später',
      dueDate: '2026-06-09',
      assigneeId: user.id,
    });
    const withTasks = await caller.calendar.range({
      from: '2026-06-01',
      to: '2026-06-08',
      includeTasks: true,
    });
    expect(withTasks.tasks).toMatchObject([
      { title: 'Angebot nachfassen', dueDate: '2026-06-02', dueTime: '10:00', status: 'open' },
    ]);
  });

  it('downloads one event as .ics that an independent parser reads back', async () => {
    const { caller } = await company();
    const series = await caller.calendar.events.create({ ...weekly, location: 'Raum Elbe' });
    await caller.calendar.events.update({
      eventId: series.eventId,
      occurrenceStart: '2026-10-26T09:00:00.000Z',
      scope: 'single',
      startTime: '12:00',
      endTime: '13:00',
    });
    const file = await caller.calendar.events.ics({ eventId: series.eventId });
    expect(file.fileName).toBe('Vertriebsmeeting.ics');
    const parsed = Object.values(nodeIcal.sync.parseICS(file.content)).filter(
      (item) => item?.type === 'VEVENT',
    );
    expect(parsed).toHaveLength(1);
    const [event] = parsed as nodeIcal.VEvent[];
    expect(event?.summary).toBe('Vertriebsmeeting');
    expect(event?.location).toBe('Raum Elbe');
    expect(event?.start.toISOString()).toBe('2026-10-19T08:00:00.000Z');
    expect(event?.rrule?.toString()).toContain('FREQ=WEEKLY');
    const [changed] = Object.values(event?.recurrences ?? {}) as nodeIcal.VEvent[];
    expect(changed?.start.toISOString()).toBe('2026-10-26T11:00:00.000Z');
  });

  it('imports an .ics by UID: again changes nothing, a changed event is updated', async () => {
    const { customer, caller } = await company();
    const upload = (content: string, name = 'kalender.ics') =>
      storeFile(world, customer.id, name, Buffer.from(content), 'text/calendar');
    const first = await caller.calendar.import({ filePath: await upload(ICS_FILE()) });
    expect(first).toEqual({ created: 3, updated: 0, unchanged: 0 });
    const again = await caller.calendar.import({ filePath: await upload(ICS_FILE(), 'b.ics') });
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 3 });
    const changed = await caller.calendar.import({
      filePath: await upload(ICS_FILE('Messe Hamburg (Stand B6)'), 'c.ics'),
    });
    expect(changed).toEqual({ created: 0, updated: 1, unchanged: 2 });
    expect(await eventCount(world, customer.id)).toBe(3);

    const range = await caller.calendar.range({ from: '2026-10-19', to: '2026-11-30' });
    expect(
      range.events.map((event) => `${event.startDate} ${event.startTime ?? ''} ${event.title}`),
    ).toEqual([
      '2026-10-20 09:00 Daily Stand-up',
      '2026-10-27 14:00 Daily Stand-up (verschoben)',
      '2026-11-10 09:00 Daily Stand-up',
      '2026-11-24  Messe Hamburg (Stand B6)',
    ]);
    expect(range.events[3]).toMatchObject({ allDay: true, endDate: '2026-11-25' });
  });

  it('reads each file’s time zones from that file alone', async () => {
    const { customer, caller } = await company();
    /** A zone of the file's own name, without daylight saving, and one event at 10:00 in it. */
    const file = (uid: string, offset: string | null) =>
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Beispiel//Kalender//DE',
        ...(offset
          ? [
              'BEGIN:VTIMEZONE',
              'TZID:Firma Zentrale',
              'BEGIN:STANDARD',
              'DTSTART:19700101T000000',
              `TZOFFSETFROM:${offset}`,
              `TZOFFSETTO:${offset}`,
              'END:STANDARD',
              'END:VTIMEZONE',
            ]
          : []),
        'BEGIN:VEVENT',
        `UID:${uid}`,
        'DTSTAMP:20261101T080000Z',
        'DTSTART;TZID=Firma Zentrale:20261110T100000',
        'DTEND;TZID=Firma Zentrale:20261110T110000',
        'RRULE:FREQ=DAILY;UNTIL=20261112T100000',
        `SUMMARY:${uid}`,
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
    const upload = async (name: string, content: string) =>
      caller.calendar.import({
        filePath: await storeFile(world, customer.id, name, Buffer.from(content), 'text/calendar'),
      });
    await upload('osten.ics', file('osten', '+0500'));
    await upload('westen.ics', file('westen', '-0300'));
    // A file that names the zone without defining it gets no other file's definition: Berlin.
    await upload('ohne.ics', file('ohne', null));

    const rows = await world.db
      .select({
        uid: calendarEvents.uid,
        startsAt: calendarEvents.startsAt,
        rrule: calendarEvents.rrule,
      })
      .from(calendarEvents)
      .where(eq(calendarEvents.customerId, customer.id));
    const byUid = new Map(rows.map((row) => [row.uid, row]));
    expect(byUid.get('osten')?.startsAt.toISOString()).toBe('2026-11-10T05:00:00.000Z');
    expect(byUid.get('westen')?.startsAt.toISOString()).toBe('2026-11-10T13:00:00.000Z');
    expect(byUid.get('ohne')?.startsAt.toISOString()).toBe('2026-11-10T09:00:00.000Z');
    // A local UNTIL is read in the file's own zone too.
    expect(byUid.get('osten')?.rrule).toContain('UNTIL=20261112T050000Z');
    expect(byUid.get('westen')?.rrule).toContain('UNTIL=20261112T130000Z');
    expect(byUid.get('ohne')?.rrule).toContain('UNTIL=20261112T090000Z');

    // Importing the first again still finds it unchanged, whatever came in between.
    await expect(upload('osten-2.ics', file('osten', '+0500'))).resolves.toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
  });

  it('refuses a malformed or oversized .ics with a German error and stores nothing', async () => {
    const { customer, caller } = await company();
    const broken = await storeFile(
      world,
      customer.id,
      'kaputt.ics',
      Buffer.from('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:kein-datum\r\n'),
      'text/calendar',
    );
    await expect(caller.calendar.import({ filePath: broken })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'Die Datei ist keine gültige iCalendar-Datei (.ics). Bitte exportiere den Kalender erneut.',
    });
    const empty = await storeFile(
      world,
      customer.id,
      'leer.ics',
      Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'),
      'text/calendar',
    );
    await expect(caller.calendar.import({ filePath: empty })).rejects.toMatchObject({
      message: 'Die Kalenderdatei enthält keine Termine.',
    });
    const big = await storeFile(
      world,
      customer.id,
      'gross.ics',
      Buffer.from(ICS_FILE() + 'X'.repeat(5 * 1024 * 1024)),
      'text/calendar',
    );
    await expect(caller.calendar.import({ filePath: big })).rejects.toMatchObject({
      message: 'Die Kalenderdatei ist größer als 5 MB.',
    });
    // One rule that would flood every view refuses the whole file.
    const flood = await storeFile(
      world,
      customer.id,
      'flut.ics',
      Buffer.from(ICS_FILE().replace('RRULE:FREQ=WEEKLY;COUNT=4', 'RRULE:FREQ=MINUTELY')),
      'text/calendar',
    );
    await expect(caller.calendar.import({ filePath: flood })).rejects.toMatchObject({
      message: expect.stringContaining('mehr als 1.000'),
    });
    expect(await eventCount(world, customer.id)).toBe(0);
  });

  it('announces every change on the company’s channel', async () => {
    const customer = await createCustomer(world.db);
    const events: { customerId: string; event: RealtimeEvent }[] = [];
    world.realtime = {
      ...silentPublisher,
      publish: (customerId, event) => {
        events.push({ customerId, event });
        return Promise.resolve();
      },
    };
    try {
      const { caller } = await employeeOf(world, customer);
      const created = await caller.calendar.events.create(weekly);
      await caller.calendar.events.update({ eventId: created.eventId, title: 'Neu' });
      await caller.calendar.events.delete({ eventId: created.eventId });
      expect(events).toEqual(
        Array.from({ length: 3 }, () => ({
          customerId: customer.id,
          event: { name: 'calendar.changed', data: { eventId: created.eventId } },
        })),
      );
    } finally {
      world.realtime = undefined;
    }
  });

  it('seeds a believable calendar once for the employees’ companies', async () => {
    const context: SeedContext = {
      db: world.db,
      storage: world.storage,
      ensureAuthUser: ({ email }) => Promise.resolve(`seed-${email}`),
      now: new Date('2026-11-23T09:30:00Z'),
      secret: 'seed-secret',
    };
    await seedIdentity(context);
    await seedTeam(context);
    await seedCrm(context);
    await seedCalendar(context);
    await seedCalendar(context);
    expect(await eventCount(world, DEMO_CUSTOMER_IDS.sprintDemo)).toBe(DEMO_EVENTS.length);
    expect(await eventCount(world, DEMO_CUSTOMER_IDS.kleinkram)).toBe(0);
    const rows = await world.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.customerId, DEMO_CUSTOMER_IDS.sprintDemo));
    expect(rows.filter((row) => row.rrule).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.leadId).length).toBeGreaterThanOrEqual(3);
  });
});

describe('the subscription feed over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('serves the person’s events and tasks as iCalendar until the link is reset', async () => {
    const customer = await createCustomer(server.db, { name: 'Nordlicht GmbH' });
    const { caller, user } = await employeeOf(server, customer);
    const colleague = await employeeOf(server, customer, 'Tim Team');
    await caller.calendar.events.create(weekly);
    const exception = await caller.calendar.range({ from: '2026-10-26', to: '2026-10-27' });
    await caller.calendar.events.delete({
      eventId: exception.events[0]?.eventId ?? '',
      occurrenceStart: exception.events[0]?.occurrenceStart ?? '',
      scope: 'single',
    });
    await caller.calendar.events.create({
      title: 'Messe',
      allDay: true,
      startDate: '2026-11-24',
      endDate: '2026-11-25',
    });
    await colleague.caller.calendar.events.create({
      title: 'Nicht meins',
      startDate: '2026-11-24',
      startTime: '08:00',
      endDate: '2026-11-24',
      endTime: '09:00',
    });
    await createTask(server.db, customer.id, {
      title: 'Angebot nachfassen',
      dueDate: '2026-11-25',
      dueTime: '10:00',
      assigneeId: user.id,
    });

    expect(await caller.calendar.feed.get()).toEqual({ url: null });
    const { url } = await caller.calendar.feed.reset();
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/feed\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{32}\.ics$/);
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    const parsed = nodeIcal.sync.parseICS(text);
    const events = Object.values(parsed).filter(
      (item) => item?.type === 'VEVENT',
    ) as nodeIcal.VEvent[];
    const bySummary = new Map(events.map((event) => [String(event.summary), event]));
    expect([...bySummary.keys()].sort()).toEqual([
      'Aufgabe: Angebot nachfassen',
      'Messe',
      'Vertriebsmeeting',
    ]);
    const meeting = bySummary.get('Vertriebsmeeting');
    expect(meeting?.start.toISOString()).toBe('2026-10-19T08:00:00.000Z');
    expect(meeting?.rrule?.toString()).toContain('BYDAY=MO');
    expect(
      // node-ical lists each EXDATE under two keys.
      [
        ...new Set(
          Object.values(meeting?.exdate ?? {}).map((date) => new Date(date).toISOString()),
        ),
      ],
    ).toEqual(['2026-10-26T09:00:00.000Z']);
    expect(bySummary.get('Messe')?.datetype).toBe('date');
    expect(bySummary.get('Aufgabe: Angebot nachfassen')?.start.toISOString()).toBe(
      '2026-11-25T09:00:00.000Z',
    );

    // 'Link zurücksetzen': the old link is dead, the new one works; forged links never did.
    const renewed = await caller.calendar.feed.reset();
    expect(renewed.url).not.toBe(url);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    expect((await fetch(`${server.url}${new URL(renewed.url).pathname}`)).status).toBe(200);
    const forged = new URL(renewed.url).pathname.replace(
      /\.[A-Za-z0-9_-]{32}\.ics$/,
      `.${'A'.repeat(32)}.ics`,
    );
    expect((await fetch(`${server.url}${forged}`)).status).toBe(404);
  });

  it('signs links with a key of their own, and links handed out before keep working', async () => {
    const customer = await createCustomer(server.db);
    const { caller } = await employeeOf(server, customer);
    const { url } = await caller.calendar.feed.reset();
    const feedId = /([0-9a-f-]{36})\.[A-Za-z0-9_-]{32}\.ics$/.exec(url)?.[1] ?? '';
    const signedWith = (key: Buffer | string) =>
      `${FEED_PATH}${feedId}.${createHmac('sha256', key)
        .update(`calendar-feed\n${feedId}`)
        .digest('base64url')
        .slice(0, 32)}.ics`;
    const secret = server.config.fileUrlSecret;
    expect(new URL(url).pathname).toBe(signedWith(purposeKey(secret, 'calendar-feed-link')));
    // The same text signed with another purpose's key is no feed link.
    for (const purpose of ['file-download-url', 'upload-part-url', 'invitation-link-v1'] as const) {
      expect((await fetch(`${server.url}${signedWith(purposeKey(secret, purpose))}`)).status).toBe(
        404,
      );
    }
    // Subscribed before the keys per purpose: signed with the secret itself, still served.
    expect((await fetch(`${server.url}${signedWith(secret)}`)).status).toBe(200);
  });
});
