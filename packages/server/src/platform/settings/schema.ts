import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../db/columns';
import { tenantColumn } from '../db/tenantColumn';

/**
 * A company's settings of one area: one JSON value per company and area, validated by the
 * area's zod schema on every read and write (settings.ts). A new area's settings need no
 * column on `customers` and no migration.
 */
export const areaSettings = pgTable(
  'area_settings',
  {
    customerId: tenantColumn(),
    area: text('area').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.area] })],
);
