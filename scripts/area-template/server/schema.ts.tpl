import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../platform/db/columns';
import { tenantColumn } from '../../platform/db/tenantColumn';
import { users } from '../../platform/identity/schema';

/** The __Area__ area's items: each belongs to a company (the tenant column) and names its author. */
export const __area__Items = pgTable(
  '__area_snake___items',
  {
    id: id(),
    customerId: tenantColumn(),
    title: text('title').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('__area_snake___items_customer').on(table.customerId, table.createdAt)],
);

export type __Area__Item = typeof __area__Items.$inferSelect;
