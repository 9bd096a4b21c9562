import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Shared column shapes, so every area's tables read the same way. The tenant column is in
 * `tenantColumn.ts`: it references the identity area's `customers`, which uses these.
 */

/** A random UUID primary key. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Money in euro cents; bigint so large sums never overflow, read as a JS number. */
export const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
