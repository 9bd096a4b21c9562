import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/database';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Every suite runs on embedded PGlite; with TEST_DATABASE_URL (CI sets it to the machine's
 * PostgreSQL) the same suite runs on PostgreSQL too, so both production paths are proven.
 */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { migrationsFolder?: string } = {},
): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ pgliteDir: 'memory', ...options });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sprint_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), ...options });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
