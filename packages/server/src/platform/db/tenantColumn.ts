import { uuid } from 'drizzle-orm/pg-core';
import { customers } from '../identity/schema';

/**
 * The company a row belongs to. Every tenant table has it, and every tenant query filters on it
 * through `ownedBy` (src/tenant.ts).
 */
export const tenantColumn = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
