import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { tenantColumn } from '../db/tenantColumn';
import { users } from '../identity/schema';

/**
 * The points ledger of every area: one row per event that earned points (a like received, a
 * lesson completed), unique per person, source and source id, so an event counts once however
 * often it is reported. `customer_id` is where it was earned ('Mein Unternehmen').
 */
export const pointEvents = pgTable(
  'point_events',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: tenantColumn(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    points: integer('points').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('point_events_once').on(table.userId, table.source, table.sourceId),
    // The 7- and 30-day boards read a time range with everything they sum in the index.
    index('point_events_recent').on(table.createdAt, table.userId, table.points),
    index('point_events_company_recent').on(
      table.customerId,
      table.createdAt,
      table.userId,
      table.points,
    ),
  ],
);

/**
 * Running totals, kept with every event in the same transaction: a person's level and the
 * all-time boards read one row per person instead of summing the ledger.
 */
export const pointTotals = pgTable(
  'point_totals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: tenantColumn(),
    points: integer('points').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.customerId] }),
    index('point_totals_company').on(table.customerId, table.points.desc(), table.userId),
  ],
);

/** A person's points over all companies (their level), and whether boards show them. */
export const pointBalances = pgTable(
  'point_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    /** 'In der Rangliste ausblenden': they keep their points and level, boards skip them. */
    hiddenFromLeaderboard: boolean('hidden_from_leaderboard').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('point_balances_board')
      .on(table.points.desc(), table.userId)
      .where(sql`not ${table.hiddenFromLeaderboard}`),
  ],
);

export type PointEvent = typeof pointEvents.$inferSelect;
