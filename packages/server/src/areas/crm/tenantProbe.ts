import { expect } from 'vitest';
import type { TenantProbes } from '../../../test/tenantProbe';
import { createLead } from './fixtures';
import { findLead } from './service';

export const crmTenantProbe: TenantProbes = {
  'crm.leads.byId': async ({ world, owner, intruder }) => {
    const lead = await createLead(world.db, owner.customer.id, { companyName: 'Geheim GmbH' });
    await expect(intruder.caller.crm.leads.byId({ leadId: lead.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  },

  'crm.leads.update': async ({ world, owner, intruder }) => {
    const lead = await createLead(world.db, owner.customer.id, { status: 'new', valueCents: 100 });
    await expect(
      intruder.caller.crm.leads.update({ leadId: lead.id, status: 'lost', valueCents: 0 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await findLead(world.db, { customerId: owner.customer.id }, lead.id)).toMatchObject({
      status: 'new',
      valueCents: 100,
    });
  },

  'crm.leads.list': async ({ world, owner, intruder }) => {
    await createLead(world.db, owner.customer.id);
    expect(await intruder.caller.crm.leads.list()).toEqual([]);
  },

  'crm.leads.summary': async ({ world, owner, intruder }) => {
    await createLead(world.db, owner.customer.id, { status: 'new', valueCents: 5000 });
    await createLead(world.db, owner.customer.id, { status: 'won', valueCents: 7000 });
    expect(await intruder.caller.crm.leads.summary()).toEqual({
      openCount: 0,
      openValueCents: 0,
      wonCount: 0,
      wonValueCents: 0,
    });
  },
};
