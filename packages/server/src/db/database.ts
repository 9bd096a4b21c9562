import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export { schema };

/** Either driver's database: the same schema and queries on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** Any fixed number: the advisory lock all replicas take around their migrations. */
const MIGRATION_LOCK = 7_262_011;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type OpenDatabaseOptions =
  /** PostgreSQL at this URL. */
  | { url: string }
  /** Embedded PGlite; a folder keeps the data, `memory` is gone when closed (tests). */
  | { pgliteDir: string | 'memory' };

/** Opens the database and applies the committed SQL migrations that have not run yet. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema });
    // Replicas starting together migrate one after the other: the first applies what is new,
    // the others find it done.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }

  // pg_trgm: the CRM's search index (its migration creates the extension).
  const extensions = { pg_trgm };
  let client: PGlite;
  if (options.pgliteDir === 'memory') {
    client = new PGlite({ extensions });
  } else {
    mkdirSync(options.pgliteDir, { recursive: true });
    client = new PGlite(options.pgliteDir, { extensions });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pg');
}

/** SQLSTATE classes and codes of a database that is gone, restarting or refusing connections. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * Whether an error (or one it was caused by) says the database cannot be reached right now, as
 * opposed to a query that is wrong: the first is worth a retry, the second is a bug.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (/Connection terminated|terminating connection|connect ECONNREFUSED/.test(error.message)) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}
