import { count } from 'drizzle-orm';
import { customers } from '../platform/identity/schema';
import { DEMO_CUSTOMERS, DEMO_USERS } from '../platform/identity/seed';
import { areaSeeds } from '../areas';
import type { EnsureAuthUser } from '../platform/seed';
import type { Database } from '../platform/db/database';
import type { FileStorage } from '../platform/storage/fileStorage';

export type { EnsureAuthUser };

export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(customers);
  return Number(row?.value ?? 0) === 0;
}

/**
 * The demo world of the README, each area's part in turn (areas/index.ts): customers, users and
 * an invitation, logos, leads, LinkedIn conversations. Safe to run again: it updates what it owns
 * and adds nothing twice.
 */
export async function seedDemoData(options: {
  db: Database;
  storage: FileStorage;
  ensureAuthUser: EnsureAuthUser;
  now?: Date;
  /** The server secret (config.fileUrlSecret). */
  secret: string;
}): Promise<{ customers: number; users: number }> {
  const context = { ...options, now: options.now ?? new Date() };
  for (const seed of areaSeeds) await seed(context);
  return { customers: DEMO_CUSTOMERS.length, users: DEMO_USERS.length };
}
