import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { LOCAL_ABLY_KEY } from '../config';
import {
  createCustomer,
  memberOf,
  testConfig,
  testStorage,
  type TestWorld,
} from '../../test/fixtures';
import { createTestDatabase } from '../../test/database';

describe('realtime.ablyTokenRequest', () => {
  let handle: DatabaseHandle;
  let world: TestWorld;

  beforeAll(async () => {
    handle = await createTestDatabase('pglite');
    const config = testConfig();
    world = { db: handle.db, config, storage: testStorage(config) };
  });
  afterAll(() => handle.close());

  it('signs a token request for the user, limited to the active customer’s channels', async () => {
    const customer = await createCustomer(world.db);
    const { caller, user } = await memberOf(world, customer);
    const { tokenRequest } = await caller.realtime.ablyTokenRequest();
    expect(tokenRequest.keyName).toBe(LOCAL_ABLY_KEY.split(':')[0]);
    expect(tokenRequest.clientId).toBe(user.id);
    expect(tokenRequest.mac).toMatch(/\S{20,}/);
    expect(JSON.parse(tokenRequest.capability as string)).toEqual({
      [`customer:${customer.id}`]: ['history', 'presence', 'publish', 'subscribe'],
      [`customer:${customer.id}:*`]: ['history', 'presence', 'publish', 'subscribe'],
    });
  });

  it('needs a configured key', async () => {
    const customer = await createCustomer(world.db);
    const config = { ...world.config, ablyApiKey: '' };
    const { caller } = await memberOf({ ...world, config }, customer);
    await expect(caller.realtime.ablyTokenRequest()).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
    });
  });
});
