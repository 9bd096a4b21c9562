import type { Context } from '../../platform/context';
import { noInput } from '../../platform/inputs';
import { ServiceError } from '../../platform/serviceError';
import type { Tenant } from '../../platform/tenancy/tenant';
import { assertEmployee, router, tenantProcedure } from '../../platform/trpc';
import { uploadedFile } from '../../platform/storage/uploads';
import type { CalendarEvent } from './events';
import { currentFeed, feedUrl, resetFeed } from './feed';
import { addEvent, icsFileName, newCalendar } from './ics';
import { importIcs } from './importer';
import {
  createEventInput,
  deleteEventInput,
  eventRef,
  importInput,
  rangeInput,
  updateEventInput,
} from './model';
import { ICS_TOO_LARGE, MAX_ICS_BYTES } from './model';
import {
  calendarRange,
  calendarSummary,
  createEvent,
  deleteEvent,
  eventRows,
  findEvent,
  updateEvent,
} from './service';
import { calendarUpload } from './uploads';
import { actorOf } from '../../platform/tenancy/actor';

type TenantContext = Context & { tenant: Tenant; user: { id: string; ourEmployee: boolean } };

/** Best effort, after the write: the company's open calendars and cards refetch. */
function announce(ctx: TenantContext, eventId: string) {
  const event: CalendarEvent = { name: 'calendar.changed', data: { eventId } };
  void ctx.realtime.publish(ctx.tenant.customerId, event);
}

const feedLink = (ctx: TenantContext, feedId: string) =>
  feedUrl(ctx.config.appUrl, ctx.config.fileUrlSecret, feedId);

/** The calendar is the provider employees' (spec §2: 'Nur für Mitarbeiter verfügbar'). */
export const calendarRouter = router({
  /** The occurrences of the visible Berlin days, series expanded for just them. */
  range: tenantProcedure.input(rangeInput).query(({ ctx, input }) => {
    assertEmployee(ctx.user);
    return calendarRange(ctx.db, ctx.tenant, ctx.user.id, input);
  }),

  /** The dashboard's card: the caller's next events in the coming seven days. */
  summary: tenantProcedure.input(noInput).query(({ ctx }) => {
    assertEmployee(ctx.user);
    return calendarSummary(ctx.db, ctx.tenant, ctx.user.id, new Date());
  }),

  events: router({
    byId: tenantProcedure.input(eventRef).query(({ ctx, input }) => {
      assertEmployee(ctx.user);
      return findEvent(ctx.db, ctx.tenant, input.eventId);
    }),

    create: tenantProcedure.input(createEventInput).mutation(async ({ ctx, input }) => {
      assertEmployee(ctx.user);
      const event = await createEvent(ctx.db, ctx.tenant, actorOf(ctx), input);
      announce(ctx, event.eventId);
      return event;
    }),

    /** Any employee may change the company's events (one shared team calendar). */
    update: tenantProcedure.input(updateEventInput).mutation(async ({ ctx, input }) => {
      assertEmployee(ctx.user);
      const result = await updateEvent(ctx.db, ctx.tenant, input);
      announce(ctx, result.eventId);
      return result;
    }),

    delete: tenantProcedure.input(deleteEventInput).mutation(async ({ ctx, input }) => {
      assertEmployee(ctx.user);
      const result = await deleteEvent(ctx.db, ctx.tenant, input);
      announce(ctx, result.eventId);
      return result;
    }),

    /** One event (a series with its changed occurrences) as a `.ics` file. */
    ics: tenantProcedure.input(eventRef).query(async ({ ctx, input }) => {
      assertEmployee(ctx.user);
      const { event, changed } = await eventRows(ctx.db, ctx.tenant, input.eventId);
      const calendar = newCalendar(event.title);
      addEvent(calendar, event);
      for (const row of changed) addEvent(calendar, row, event);
      return { fileName: icsFileName(event.title), content: calendar.toString() };
    }),
  }),

  /** The caller's private subscription link in this company ('Kalender abonnieren'). */
  feed: router({
    get: tenantProcedure.input(noInput).query(async ({ ctx }) => {
      assertEmployee(ctx.user);
      const feed = await currentFeed(ctx.db, ctx.tenant, ctx.user.id);
      return { url: feed ? feedLink(ctx, feed.id) : null };
    }),
    /** 'Link zurücksetzen' (or the first link): the old link stops working. */
    reset: tenantProcedure.input(noInput).mutation(async ({ ctx }) => {
      assertEmployee(ctx.user);
      const feed = await resetFeed(ctx.db, ctx.tenant, ctx.user.id);
      return { url: feedLink(ctx, feed.id) };
    }),
  }),

  /** 'Kalender importieren': an uploaded `.ics` (upload purpose `calendar`), read once. */
  import: tenantProcedure.input(importInput).mutation(async ({ ctx, input }) => {
    assertEmployee(ctx.user);
    const file = await uploadedFile(ctx.db, ctx.tenant, input.filePath, calendarUpload);
    if (file.bytes > MAX_ICS_BYTES) throw new ServiceError('BAD_REQUEST', ICS_TOO_LARGE);
    const content = await ctx.storage.read(file.path);
    if (!content) throw new ServiceError('NOT_FOUND', 'Datei nicht gefunden.');
    const result = await importIcs(ctx.db, ctx.tenant, ctx.user.id, content.toString('utf8'));
    announce(ctx, 'import');
    return result;
  }),
});
