import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { tenantColumn } from '../../db/tenantColumn';

export const files = pgTable(
  'files',
  {
    id: id(),
    customerId: tenantColumn(),
    /** Storage path, always `customers/<customerId>/…`. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    /** Size in bytes; the content lives in file storage. */
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('files_path').on(table.path)],
);

export type StoredFile = typeof files.$inferSelect;
