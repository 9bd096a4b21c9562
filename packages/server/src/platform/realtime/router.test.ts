import { describe, expect, it } from 'vitest';
import { LOCAL_ABLY_KEY } from '../config';
import { createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';

describe('realtime.ablyTokenRequest', () => {
  const world = useTestWorld('pglite');

  it('signs a token request for the user, limited to the active customer’s channels', async () => {
    const customer = await createCustomer(world.db);
    const { caller, user } = await memberOf(world, customer);
    const { tokenRequest } = await caller.realtime.ablyTokenRequest();
    expect(tokenRequest.keyName).toBe(LOCAL_ABLY_KEY.split(':')[0]);
    expect(tokenRequest.clientId).toBe(user.id);
    expect(tokenRequest.mac).toMatch(/\S{20,}/);
    expect(JSON.parse(tokenRequest.capability as string)).toEqual({
      // Listen only: events come from the server.
      [`customer:${customer.id}`]: ['subscribe'],
      [`customer:${customer.id}:*`]: ['subscribe'],
      // The person's own channel (the bell); the community's only for its members.
      [`user:${user.id}`]: ['subscribe'],
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
