import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { leads } from '../crm/schema';
import { customers, users } from '../../platform/identity/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Events as RFC 5545 has them (ADR 023): a single event, a series (an RRULE, expanded per view,
 * never stored one by one, with EXDATEs), or a changed occurrence of a series (its own row with
 * the series and the original start, RECURRENCE-ID).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    customerId: tenantColumn(),
    /** iCalendar UID: ours for events made here, the file's for imported ones (import by UID). */
    uid: text('uid').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    videoUrl: text('video_url'),
    allDay: boolean('all_day').notNull().default(false),
    /** The first occurrence; all day: from the start of the first Berlin day to the next day's. */
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** RRULE value (without 'RRULE:'); UNTIL in UTC as RFC 5545 wants with a TZID start. */
    rrule: text('rrule'),
    /** Original starts of deleted occurrences (EXDATE). */
    exdates: instant('exdates')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The end of the last occurrence, null for a series without end: what a range query prunes
     * by (for a single event its end).
     */
    lastEndsAt: instant('last_ends_at'),
    /** A changed occurrence: its series and the start it replaces. */
    seriesId: uuid('series_id').references((): AnyPgColumn => calendarEvents.id, {
      onDelete: 'cascade',
    }),
    originalStart: instant('original_start'),
    attendeeIds: uuid('attendee_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    leadId: uuid('lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Of an imported event: a digest of what the file said, so a re-import can tell changes. */
    importDigest: text('import_digest'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('calendar_events_customer_range').on(table.customerId, table.startsAt, table.lastEndsAt),
    index('calendar_events_series').on(table.seriesId, table.originalStart),
    uniqueIndex('calendar_events_uid')
      .on(table.customerId, table.uid)
      .where(sql`${table.seriesId} is null`),
    uniqueIndex('calendar_events_occurrence')
      .on(table.seriesId, table.originalStart)
      .where(sql`${table.seriesId} is not null`),
  ],
);

export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type NewCalendarEventRow = typeof calendarEvents.$inferInsert;

/**
 * A person's private subscription link for one company: the URL carries the row's ID and its
 * signature; 'Link zurücksetzen' replaces the row, so the old URL stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calendar_feeds_user_customer').on(table.userId, table.customerId)],
);
