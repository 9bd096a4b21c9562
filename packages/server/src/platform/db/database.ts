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
/**
 * Either driver's database: the same queries on PGlite and PostgreSQL. Queries name their tables
 * (the areas' schema modules); Drizzle's relational API, which would need every table here, is
 * not used, so the platform knows no area's tables.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations of this folder that have not run yet (a test of one migration). */
  migrate: (migrationsFolder?: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Any fixed number: the advisory lock all replicas take around their migrations. */
const MIGRATION_LOCK = 7_262_011;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export type OpenDatabaseOptions =
  /** PostgreSQL at this URL. */
  (
    | { url: string }
    /** Embedded PGlite; a folder keeps the data, `memory` is gone when closed (tests). */
    | { pgliteDir: string | 'memory' }
    /**
     * Embedded PGlite in memory, started from a dump of another one (`dumpDataDir`): the
     * tests migrate one database per run and start each of theirs from it.
     */
    | { pgliteSnapshot: Blob }
  ) & {
    /** The committed migrations by default; a test of one migration stops before it. */
    migrationsFolder?: string;
  };

/** Opens the database and applies the committed SQL migrations that have not run yet. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool);
    // Replicas starting together migrate one after the other: the first applies what is new,
    // the others find it done.
    const migrate = async (migrationsFolder = MIGRATIONS_DIR) => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    };
    await migrate(options.migrationsFolder);
    return { db: db as unknown as Database, kind: 'postgres', migrate, close: () => pool.end() };
  }

  // pg_trgm: the CRM's search index (its migration creates the extension).
  const extensions = { pg_trgm };
  let client: PGlite;
  if ('pgliteSnapshot' in options) {
    client = new PGlite({ extensions, loadDataDir: options.pgliteSnapshot });
  } else if (options.pgliteDir === 'memory') {
    client = new PGlite({ extensions });
  } else {
    mkdirSync(options.pgliteDir, { recursive: true });
    client = new PGlite(options.pgliteDir, { extensions });
  }
  const db = drizzlePglite(client);
  const migrate = async (migrationsFolder = MIGRATIONS_DIR) => {
    await migratePglite(db, { migrationsFolder });
  };
  await migrate(options.migrationsFolder);
  return { db: db as unknown as Database, kind: 'pglite', migrate, close: () => client.close() };
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
