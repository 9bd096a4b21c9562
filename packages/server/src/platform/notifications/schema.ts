import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';
import { customers, users } from '../identity/schema';
import { NOTIFICATION_KINDS } from './model';

/**
 * What the bell shows a person. Several likes of the same post while unread are one row
 * ('3 Personen gefällt dein Beitrag'): `subject_key` names what they are about, and the unread
 * row of a person, kind and subject is unique. `customer_id` is the company the subject lives
 * in (a lead), null for the community, which is one space for every admitted company.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    subjectKey: text('subject_key').notNull(),
    /** The subject's name as it was: a post's title, a lead's company. */
    subject: text('subject').notNull(),
    /** Whether the subject is a comment (likes and replies read differently). */
    onComment: boolean('on_comment').notNull().default(false),
    /** The app path that opens the subject. */
    href: text('href').notNull(),
    /** Who did it last, and how many did it while the row was unread. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorCount: integer('actor_count').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When it was sent in a daily digest, so no digest repeats it. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Ascending: the bell's `order by updated_at desc, id desc` reads it backwards (Drizzle's
    // `.desc()` would write `desc nulls last`, which that order cannot use).
    index('notifications_user_recent').on(table.userId, table.updatedAt, table.id),
    uniqueIndex('notifications_unread_subject')
      .on(table.userId, table.kind, table.subjectKey)
      .where(sql`${table.readAt} is null`),
  ],
);

/** When a person last got their daily digest (so a restart never sends a second one). */
export const notificationDigests = pgTable('notification_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

export type Notification = typeof notifications.$inferSelect;
