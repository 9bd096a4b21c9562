import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Identity } from '../src/auth/identity';
import { loadConfig, type ServerConfig } from '../src/config';
import { createContextInner, type AuthState } from '../src/context';
import type { Database, DatabaseHandle } from '../src/db/database';
import { createTestDatabase, type DatabaseKind } from './database';
import {
  customers,
  memberships,
  users,
  type Customer,
  type Plan,
  type Role,
  type User,
} from '../src/db/schema';
import { appRouter } from '../src/routers';
import type { RealtimePublisher } from '../src/realtime/publisher';
import { createLocalFileStorage, type FileStorage } from '../src/storage/fileStorage';
import { createCallerFactory } from '../src/trpc';

/** Configuration as the local default has it, with data in a fresh temporary folder. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): ServerConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'sprint-server-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    APP_ORIGIN: 'http://app.test',
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    ...overrides,
  });
}

export function testStorage(config: ServerConfig): FileStorage {
  return createLocalFileStorage({ root: config.filesDir, secret: config.fileUrlSecret });
}

const createCaller = createCallerFactory(appRouter);

export type TestWorld = {
  db: Database;
  config: ServerConfig;
  storage: FileStorage;
  /** Procedures publish nowhere unless a test gives them a realtime publisher. */
  realtime?: RealtimePublisher;
};

/** A caller signed in as this identity (the HTTP layer's verified token, minus HTTP). */
export function callerAs(world: TestWorld, identity: Identity, token = `token-of-${identity.uid}`) {
  const auth: AuthState = { status: 'verified', token, identity };
  return createCaller(createContextInner({ ...world, auth }));
}

export function anonymousCaller(world: TestWorld) {
  return createCaller(createContextInner({ ...world, auth: { status: 'anonymous' } }));
}

export function identity(overrides: Partial<Identity> = {}): Identity {
  const uid = overrides.uid ?? `uid-${randomUUID()}`;
  return {
    uid,
    email: `${uid}@test.local`,
    name: null,
    picture: null,
    ...overrides,
  };
}

export async function createCustomer(
  db: Database,
  fields: Partial<Omit<Customer, 'id' | 'createdAt'>> & { name?: string; plan?: Plan } = {},
): Promise<Customer> {
  const [customer] = await db
    .insert(customers)
    .values({ name: fields.name ?? `Kunde ${randomUUID().slice(0, 8)}`, ...fields })
    .returning();
  if (!customer) throw new Error('no customer');
  return customer;
}

/** A user as a completed sync leaves it: in the database, optionally in a customer. */
export async function createUser(
  db: Database,
  who: Identity,
  options: {
    ourEmployee?: boolean;
    memberships?: { customer: Customer; role: Role }[];
    activeCustomer?: Customer;
  } = {},
): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      firebaseUid: who.uid,
      email: who.email ?? `${who.uid}@test.local`,
      ourEmployee: options.ourEmployee ?? false,
      activeCustomerId: options.activeCustomer?.id ?? null,
    })
    .returning();
  if (!user) throw new Error('no user');
  for (const membership of options.memberships ?? []) {
    await db
      .insert(memberships)
      .values({ userId: user.id, customerId: membership.customer.id, role: membership.role });
  }
  return user;
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
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    const config = testConfig();
    Object.assign(world, { db: handle.db, config, storage: testStorage(config) });
  });
  afterAll(() => handle?.close());
  return world;
}
