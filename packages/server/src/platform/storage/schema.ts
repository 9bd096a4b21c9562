import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns';
import { customers, users } from '../identity/schema';

export const files = pgTable(
  'files',
  {
    id: id(),
    /**
     * The company the file belongs to; null for the provider's own files (trainings, clips for
     * every company), which tenant queries never match and only signed URLs reach.
     */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Storage path: `customers/<customerId>/…` or `provider/…`. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    /** Size in bytes; the content lives in file storage. Videos reach 2 GB: bigint. */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** The name it was uploaded with, for downloads ('Leitfaden.pdf'). */
    fileName: text('file_name'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('files_path').on(table.path),
    // A company's used storage is summed on every upload it starts (ADR 027).
    index('files_customer').on(table.customerId),
  ],
);

export type StoredFile = typeof files.$inferSelect;

/** An upload in parts, from its start until it becomes a file (or is given up). */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    /** As in `files`: null for an employee's upload of provider content. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name of one of the areas' upload purposes (platform/storage/uploadPurposes.ts). */
    purpose: text('purpose').notNull(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    partSize: integer('part_size').notNull(),
    /** The storage's own id of the multipart upload. */
    storageUploadId: text('storage_upload_id').notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('uploads_path').on(table.path), index('uploads_user').on(table.userId)],
);

export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.partNumber] })],
);

export type Upload = typeof uploads.$inferSelect;
