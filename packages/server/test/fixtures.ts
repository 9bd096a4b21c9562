import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Identity } from '../src/platform/identity/verify';
import { AUTH_EMULATOR_OPT_IN, loadConfig, type ServerConfig } from '../src/platform/config';
import { createContextInner, type AuthState } from '../src/platform/context';
import type { Database, DatabaseHandle } from '../src/platform/db/database';
import { createTestDatabase, type DatabaseKind } from './database';
import type { Customer } from '../src/platform/identity/schema';
import type { Role } from '../src/platform/identity/roles';
import { createUser, identity } from '../src/platform/identity/fixtures';
import { appRouter } from '../src/router';
import { registry } from '../src/areas';
import type { AreaRegistry } from '../src/platform/area';
import type { RealtimePublisher } from '../src/platform/realtime/publisher';
import { createLocalFileStorage, type FileStorage } from '../src/platform/storage/fileStorage';
import { createCallerFactory } from '../src/platform/trpc';
import type { Mailer } from '../src/platform/mail/mailer';
import { createSmtpMailer } from '../src/platform/mail/smtpMailer';
import type { Logger } from '../src/platform/log';

// The identity builders are what almost every test needs; they live with their area.
export { createCustomer, createUser, identity } from '../src/platform/identity/fixtures';

/** Configuration as the local default has it, with data in a fresh temporary folder. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): ServerConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'sprint-server-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_ORIGIN: 'http://app.test',
    [AUTH_EMULATOR_OPT_IN]: '1',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    // The test run's catcher, never the one of a running `npm start` on the default port.
    SMTP_URL: process.env.TEST_SMTP_URL,
    ...overrides,
  });
}

export function testStorage(config: ServerConfig): FileStorage {
  return createLocalFileStorage({ root: config.filesDir, secret: config.fileUrlSecret });
}

const createCaller = createCallerFactory(appRouter);

export type TestWorld = {
  db: Database;
  /** The areas' definitions as the server gathers them (the account export reads them). */
  registry: AreaRegistry;
  config: ServerConfig;
  storage: FileStorage;
  /** Procedures publish nowhere unless a test gives them a realtime publisher. */
  realtime?: RealtimePublisher;
  /** Sends to the test mail catcher; test/mailbox.ts reads what arrived. */
  mailer: Mailer;
  /** Where procedures log (silent unless a test reads it). */
  log?: Logger;
};

/**
 * An SMTP mailer to the test run's mail catcher (started by globalSetup.ts), as production
 * sends to its relay. Close it after the tests that use it.
 */
export function testMailer(): Mailer & { close(): void } {
  return createSmtpMailer({
    url: inject('mailCatcher').smtpUrl,
    from: 'Sprint Test <test@sprint.localhost>',
  });
}

/**
 * A caller signed in as this identity (the HTTP layer's verified token, minus HTTP), working in
 * the company `customerId` names (the `X-Sprint-Customer` header) or in the last chosen one.
 */
export function callerAs(
  world: TestWorld,
  identity: Identity,
  token = `token-of-${identity.uid}`,
  customerId?: string,
) {
  const auth: AuthState = { status: 'verified', token, identity };
  const requestedCustomer = customerId ? { id: customerId } : null;
  return createCaller(createContextInner({ ...world, auth, requestedCustomer }));
}

export function anonymousCaller(world: TestWorld) {
  return createCaller(createContextInner({ ...world, auth: { status: 'anonymous' } }));
}

/** A signed-in member of a customer, working in it. */
export async function memberOf(world: TestWorld, customer: Customer, role: Role = 'user') {
  const who = identity();
  const user = await createUser(world.db, who, {
    memberships: [{ customer, role }],
    activeCustomer: customer,
  });
  return { who, user, caller: callerAs(world, who) };
}

/**
 * Registers a fresh database for the surrounding `describe` (opened before its tests, closed
 * after) and returns the world its tests use, filled in once it is open.
 */
export function useTestWorld(kind: DatabaseKind): TestWorld {
  const world = {} as TestWorld;
  let handle: DatabaseHandle | undefined;
  let mailer: ReturnType<typeof testMailer> | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    const config = testConfig();
    mailer = testMailer();
    Object.assign(world, {
      db: handle.db,
      registry,
      config,
      storage: testStorage(config),
      mailer,
    });
  });
  afterAll(async () => {
    mailer?.close();
    await handle?.close();
  });
  return world;
}
