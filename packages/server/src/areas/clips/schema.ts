import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../platform/db/columns';
import { customers, users } from '../../platform/identity/schema';

/**
 * A short video: a company's own (customer_id set) or the provider's for every company (null,
 * made by employees). The video and thumbnail are files in storage.
 */
export const clips = pgTable(
  'clips',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Storage path of the video (a completed upload of purpose `video`). */
    videoPath: text('video_path').notNull(),
    contentType: text('content_type').notNull(),
    /** A JPEG or PNG taken from the video in the browser; null shows a placeholder. */
    thumbnailPath: text('thumbnail_path'),
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('clips_customer').on(table.customerId, table.createdAt)],
);

/** One row per person, clip and day (Europe/Berlin): a view counts once a day. */
export const clipViews = pgTable(
  'clip_views',
  {
    clipId: uuid('clip_id')
      .notNull()
      .references(() => clips.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.clipId, table.userId, table.day] })],
);

export type Clip = typeof clips.$inferSelect;
