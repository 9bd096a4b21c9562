import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
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

/**
 * The migrated starting points of this run (globalSetup.ts): a PGlite dump and a PostgreSQL
 * template database. Migrating every test database anew took two seconds each, a hundred times.
 * A test of the migrations themselves (`migrationsFolder`) still starts empty.
 */
const PGLITE_SNAPSHOT = 'SPRINT_TEST_PGLITE_SNAPSHOT';
const POSTGRES_TEMPLATE = 'SPRINT_TEST_POSTGRES_TEMPLATE';

let snapshot: Promise<Blob> | undefined;

function pgliteSnapshot(): Promise<Blob> | undefined {
  const path = process.env[PGLITE_SNAPSHOT];
  if (!path) return undefined;
  snapshot ??= readFile(path).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/** Run once per test run (globalSetup): the migrated starting points, and how to remove them. */
export async function prepareTestDatabases(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'sprint-test-db-'));
  const pglite = await openDatabase({ pgliteDir: 'memory' });
  const dump = await (pglite.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await pglite.close();
  const path = join(dir, 'migrated.tar');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_SNAPSHOT] = path;

  let dropTemplate = async (): Promise<void> => undefined;
  if (process.env.TEST_DATABASE_URL) {
    const name = `sprint_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    // Migrated, then left without connections: `create database … template` requires that.
    const template = await openDatabase({ url: postgresUrl(name) });
    await template.close();
    process.env[POSTGRES_TEMPLATE] = name;
    dropTemplate = () => dropPostgresDatabase(name);
  }
  return async () => {
    await dropTemplate();
    rmSync(dir, { recursive: true, force: true });
  };
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function postgresUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

const dropPostgresDatabase = (name: string) =>
  adminQuery(`drop database if exists ${name} with (force)`);

/**
 * An empty PostgreSQL database of this name on TEST_DATABASE_URL's server (dropped first if a
 * run before left it), for a whole stack to migrate and seed (e2e/stack.ts); its URL.
 */
export async function emptyPostgresDatabase(name: string): Promise<string> {
  await dropPostgresDatabase(name);
  await adminQuery(`create database ${name}`);
  return postgresUrl(name);
}

/** A new PostgreSQL database (from the template when there is one), dropped on close. */
async function createPostgresDatabase(
  name: string,
  options: { migrationsFolder?: string; template?: string } = {},
): Promise<DatabaseHandle> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  await adminQuery(
    `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
  );
  const handle = await openDatabase({
    url: postgresUrl(name),
    migrationsFolder: options.migrationsFolder,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(name);
    },
  };
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { migrationsFolder?: string } = {},
): Promise<DatabaseHandle> {
  const fromSnapshot = options.migrationsFolder === undefined;
  if (kind === 'pglite') {
    const migrated = fromSnapshot ? pgliteSnapshot() : undefined;
    return migrated
      ? openDatabase({ pgliteSnapshot: await migrated })
      : openDatabase({ pgliteDir: 'memory', ...options });
  }
  const template = fromSnapshot ? process.env[POSTGRES_TEMPLATE] : undefined;
  return createPostgresDatabase(`sprint_test_${randomBytes(6).toString('hex')}`, {
    ...options,
    template,
  });
}
