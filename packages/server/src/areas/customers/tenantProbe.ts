import { expect } from 'vitest';
import type { TenantProbes } from '../../../test/tenantProbe';

const FORBIDDEN = { code: 'FORBIDDEN' };

/** The console is the provider's: a customer's primary admin reaches none of it. */
export const customersTenantProbe: TenantProbes = {
  'customers.list': async ({ intruder }) => {
    await expect(intruder.caller.customers.list()).rejects.toMatchObject(FORBIDDEN);
  },
  'customers.byId': async ({ owner, intruder }) => {
    await expect(
      intruder.caller.customers.byId({ customerId: owner.customer.id }),
    ).rejects.toMatchObject(FORBIDDEN);
  },
  'customers.create': async ({ intruder }) => {
    await expect(
      intruder.caller.customers.create({
        name: 'Fremdfirma',
        plan: 'enterprise',
        adminEmail: 'chef@fremdfirma.de',
      }),
    ).rejects.toMatchObject(FORBIDDEN);
  },
  'customers.update': async ({ owner, intruder }) => {
    await expect(
      intruder.caller.customers.update({ customerId: owner.customer.id, plan: 'enterprise' }),
    ).rejects.toMatchObject(FORBIDDEN);
    expect((await owner.caller.company.get()).plan).toBe(owner.customer.plan);
  },
  'customers.invitations.resend': async ({ owner, intruder }) => {
    await owner.caller.team.invitations.create({ emails: ['neu@example.com'], role: 'user' });
    const [invitation] = await owner.caller.team.invitations.list();
    await expect(
      intruder.caller.customers.invitations.resend({
        customerId: owner.customer.id,
        invitationId: invitation?.id ?? '',
      }),
    ).rejects.toMatchObject(FORBIDDEN);
  },
  'customers.invitations.revoke': async ({ owner, intruder }) => {
    await owner.caller.team.invitations.create({ emails: ['neu@example.com'], role: 'user' });
    const [invitation] = await owner.caller.team.invitations.list();
    await expect(
      intruder.caller.customers.invitations.revoke({
        customerId: owner.customer.id,
        invitationId: invitation?.id ?? '',
      }),
    ).rejects.toMatchObject(FORBIDDEN);
    expect(await owner.caller.team.invitations.list()).toHaveLength(1);
  },

  'company.get': async ({ owner, intruder }) => {
    expect((await intruder.caller.company.get()).id).toBe(intruder.customer.id);
    expect((await intruder.caller.company.get()).name).not.toBe(owner.customer.name);
  },
  'company.update': async ({ owner, intruder }) => {
    await intruder.caller.company.update({ name: 'Umbenannt' });
    expect((await owner.caller.company.get()).name).toBe(owner.customer.name);
  },
  'company.setLogo': async ({ owner, intruder }) => {
    await intruder.caller.company.setLogo({ dataUrl: null });
    expect((await owner.caller.company.get()).logo).toBe(owner.customer.logo);
  },
};
