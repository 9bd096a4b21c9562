import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { createLead } from '../crm/fixtures';
import { users } from '../../platform/identity/schema';
import { storeFile } from '../../platform/storage/fixtures';
import { createCalendarEvent } from './fixtures';
import { calendarEvents, calendarFeeds } from './schema';

const notFound = { code: 'NOT_FOUND', message: 'Termin nicht gefunden.' };
const SERIES_START = new Date('2026-11-23T09:00:00Z');
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Probe//DE',
  'BEGIN:VEVENT',
  'UID:probe-1@example.com',
  'DTSTAMP:20261101T000000Z',
  'DTSTART:20261201T090000Z',
  'DTEND:20261201T100000Z',
  'SUMMARY:Fremder Import',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/**
 * The calendar is the employees': both probe people are employees, each working in their own
 * company, so the checks below are about companies, not about the employee rule.
 */
async function ownersSeries(context: ProbeContext) {
  const { world, owner, intruder } = context;
  await world.db
    .update(users)
    .set({ ourEmployee: true })
    .where(inArray(users.id, [owner.user.id, intruder.user.id]));
  const lead = await createLead(world.db, owner.customer.id, { companyName: 'Geheim GmbH' });
  return createCalendarEvent(world.db, owner.customer.id, {
    title: 'Geheimer Termin',
    startsAt: SERIES_START,
    endsAt: new Date(SERIES_START.getTime() + 3_600_000),
    rrule: 'FREQ=DAILY',
    createdBy: owner.user.id,
    attendeeIds: [owner.user.id],
    leadId: lead.id,
  });
}

async function unchanged({ world }: ProbeContext, eventId: string) {
  const rows = await world.db.select().from(calendarEvents).where(eq(calendarEvents.id, eventId));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ title: 'Geheimer Termin', rrule: 'FREQ=DAILY', exdates: [] });
  const changed = await world.db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.seriesId, eventId));
  expect(changed).toEqual([]);
}

const occurrence = (eventId: string) => ({
  eventId,
  occurrenceStart: new Date(SERIES_START.getTime() + 86_400_000).toISOString(),
});

export const calendarTenantProbe: TenantProbes = {
  'calendar.range': async (context) => {
    const event = await ownersSeries(context);
    const { caller } = context.intruder;
    for (const mine of [false, true]) {
      const range = await caller.calendar.range({
        from: '2026-11-23',
        to: '2026-12-07',
        includeTasks: true,
        mine,
      });
      expect(range.events.map((item) => item.eventId)).not.toContain(event.id);
      expect(range.events).toEqual([]);
    }
  },

  'calendar.summary': async (context) => {
    await ownersSeries(context);
    expect(await context.intruder.caller.calendar.summary()).toEqual({ events: [] });
  },

  'calendar.events.byId': async (context) => {
    const event = await ownersSeries(context);
    await expect(
      context.intruder.caller.calendar.events.byId({ eventId: event.id }),
    ).rejects.toMatchObject(notFound);
  },

  'calendar.events.ics': async (context) => {
    const event = await ownersSeries(context);
    await expect(
      context.intruder.caller.calendar.events.ics({ eventId: event.id }),
    ).rejects.toMatchObject(notFound);
  },

  'calendar.events.create': async (context) => {
    const event = await ownersSeries(context);
    const { caller } = context.intruder;
    const fields = {
      title: 'Fremd',
      startDate: '2026-12-01',
      startTime: '10:00',
      endDate: '2026-12-01',
      endTime: '11:00',
    };
    // Neither the owner's people nor the owner's leads can be named in the intruder's event.
    await expect(
      caller.calendar.events.create({ ...fields, attendeeIds: [context.owner.user.id] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller.calendar.events.create({ ...fields, leadId: event.leadId ?? undefined }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Lead nicht gefunden.' });
    const rows = await context.world.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.title, 'Fremd'));
    expect(rows).toEqual([]);
  },

  'calendar.events.update': async (context) => {
    const event = await ownersSeries(context);
    const { caller } = context.intruder;
    for (const scope of ['single', 'all'] as const) {
      await expect(
        caller.calendar.events.update({ ...occurrence(event.id), scope, title: 'Übernommen' }),
      ).rejects.toMatchObject(notFound);
    }
    await expect(
      caller.calendar.events.update({ eventId: event.id, startDate: '2026-12-24' }),
    ).rejects.toMatchObject(notFound);
    await unchanged(context, event.id);
  },

  'calendar.events.delete': async (context) => {
    const event = await ownersSeries(context);
    const { caller } = context.intruder;
    for (const scope of ['single', 'all'] as const) {
      await expect(
        caller.calendar.events.delete({ ...occurrence(event.id), scope }),
      ).rejects.toMatchObject(notFound);
    }
    await unchanged(context, event.id);
  },

  'calendar.feed.get': async (context) => {
    await ownersSeries(context);
    const { caller } = context.intruder;
    // The owner's link exists; the intruder's own is a different one, or none yet.
    await context.owner.caller.calendar.feed.reset();
    expect(await caller.calendar.feed.get()).toEqual({ url: null });
  },

  'calendar.feed.reset': async (context) => {
    await ownersSeries(context);
    const owners = await context.owner.caller.calendar.feed.reset();
    const intruders = await context.intruder.caller.calendar.feed.reset();
    expect(intruders.url).not.toBe(owners.url);
    // The owner's link still works: the intruder's reset touched only the intruder's own.
    expect(await context.owner.caller.calendar.feed.get()).toEqual(owners);
    const rows = await context.world.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.customerId, context.owner.customer.id));
    expect(rows).toHaveLength(1);
  },

  'calendar.import': async (context) => {
    await ownersSeries(context);
    // A file uploaded into the owner's company cannot be imported into the intruder's.
    const path = await storeFile(
      context.world,
      context.owner.customer.id,
      'kalender.ics',
      Buffer.from(ICS),
      'text/calendar',
    );
    await expect(context.intruder.caller.calendar.import({ filePath: path })).rejects.toMatchObject(
      { code: 'NOT_FOUND', message: 'Datei nicht gefunden.' },
    );
    const rows = await context.world.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.title, 'Fremder Import'));
    expect(rows).toEqual([]);
  },
};
