import { describe, expect, it } from 'vitest';
import { leads } from '../db/schema';
import { createCustomer, memberOf, useTestWorld } from '../../test/fixtures';
import { databaseKinds } from '../../test/database';

describe.each(databaseKinds())('crm router on %s', (kind) => {
  const world = useTestWorld(kind);

  async function lead(customerId: string, companyName: string, valueCents = 0) {
    const [row] = await world.db
      .insert(leads)
      .values({ customerId, companyName, valueCents })
      .returning();
    if (!row) throw new Error('no lead');
    return row;
  }

  it('returns the active customer’s lead with its company name, dates as Dates', async () => {
    const customer = await createCustomer(world.db);
    const stored = await lead(customer.id, 'Alpenblick Logistik GmbH', 12_345_678_901);
    const { caller } = await memberOf(world, customer);
    const found = await caller.crm.leads.byId({ leadId: stored.id });
    expect(found).toMatchObject({
      id: stored.id,
      companyName: 'Alpenblick Logistik GmbH',
      valueCents: 12_345_678_901,
    });
    expect(found.createdAt).toBeInstanceOf(Date);
  });

  it('answers another customer’s lead exactly like a missing one', async () => {
    const other = await createCustomer(world.db);
    const foreign = await lead(other.id, 'Fremd GmbH');
    const { caller } = await memberOf(world, await createCustomer(world.db));
    const foreignError = await caller.crm.leads
      .byId({ leadId: foreign.id })
      .catch((error: unknown) => error);
    const missingError = await caller.crm.leads
      .byId({ leadId: '00000000-0000-4000-8000-000000000000' })
      .catch((error: unknown) => error);
    expect(foreignError).toMatchObject({ code: 'NOT_FOUND', message: 'Lead nicht gefunden.' });
    expect(missingError).toMatchObject({ code: 'NOT_FOUND', message: 'Lead nicht gefunden.' });
  });

  it.each(['', 'kein-uuid', '1; drop table leads'])('refuses the lead id %j', async (leadId) => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    await expect(caller.crm.leads.byId({ leadId })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('updates the own lead and refuses another customer’s like a missing one', async () => {
    const customer = await createCustomer(world.db);
    const own = await lead(customer.id, 'Wandel AG', 1000);
    const foreign = await lead((await createCustomer(world.db)).id, 'Fremd AG');
    const { caller } = await memberOf(world, customer);
    const updated = await caller.crm.leads.update({
      leadId: own.id,
      status: 'won',
      valueCents: 5000,
    });
    expect(updated).toMatchObject({ status: 'won', valueCents: 5000, companyName: 'Wandel AG' });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(own.updatedAt.getTime());
    await expect(
      caller.crm.leads.update({ leadId: foreign.id, status: 'won' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses an unknown status and an empty change', async () => {
    const customer = await createCustomer(world.db);
    const own = await lead(customer.id, 'Streng GmbH');
    const { caller } = await memberOf(world, customer);
    await expect(
      caller.crm.leads.update({ leadId: own.id, status: 'irgendwas' as 'won' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.crm.leads.update({ leadId: own.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('lists only the own leads', async () => {
    const customer = await createCustomer(world.db);
    await lead(customer.id, 'Eigen A');
    await lead(customer.id, 'Eigen B');
    await lead((await createCustomer(world.db)).id, 'Fremd');
    const { caller } = await memberOf(world, customer);
    const list = await caller.crm.leads.list();
    expect(list.map((row) => row.companyName).sort()).toEqual(['Eigen A', 'Eigen B']);
  });
});
