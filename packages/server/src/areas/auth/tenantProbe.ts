import { expect } from 'vitest';
import { callerAs } from '../../../test/fixtures';
import type { TenantProbes } from '../../../test/tenantProbe';

export const identityTenantProbe: TenantProbes = {
  'auth.customers': async ({ owner, intruder }) => {
    const choices = await intruder.caller.auth.customers();
    expect(choices.map((choice) => choice.id)).toEqual([intruder.customer.id]);
    expect(choices.map((choice) => choice.id)).not.toContain(owner.customer.id);
  },

  'auth.syncUser': async ({ owner, intruder }) => {
    await expect(
      intruder.caller.auth.syncUser({
        idToken: intruder.token,
        firebaseUser: { uid: intruder.who.uid, email: intruder.who.email },
        customerId: owner.customer.id,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // The refused switch left the intruder where they were.
    expect((await intruder.caller.auth.me()).customer.id).toBe(intruder.customer.id);
  },

  'auth.me': async ({ world, owner, intruder }) => {
    const me = await intruder.caller.auth.me();
    expect(me.customer.id).toBe(intruder.customer.id);
    expect(me.customer.id).not.toBe(owner.customer.id);
    // Naming the owner's company in the request (X-Sprint-Customer) opens nothing either.
    const naming = callerAs(world, intruder.who, intruder.token, owner.customer.id);
    await expect(naming.auth.me()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(naming.crm.leads.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  },
};
