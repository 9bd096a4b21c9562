import { describe, expect, it } from 'vitest';
import { leads } from './schema';
import { createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';

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

  it('sums all leads for the dashboard in the database, past any list limit', async () => {
    const customer = await createCustomer(world.db);
    // 205 open leads: more than the largest page `list` returns (200).
    await world.db.insert(leads).values(
      Array.from({ length: 205 }, (_, index) => ({
        customerId: customer.id,
        companyName: `Offen ${index}`,
        status: 'qualified' as const,
        valueCents: 100,
      })),
    );
    await lead(customer.id, 'Groß AG', 9_000_000_000_000);
    await world.db.insert(leads).values([
      { customerId: customer.id, companyName: 'Gewonnen A', status: 'won', valueCents: 2500 },
      { customerId: customer.id, companyName: 'Gewonnen B', status: 'won', valueCents: 7500 },
      { customerId: customer.id, companyName: 'Verloren', status: 'lost', valueCents: 99_999 },
    ]);
    const { caller } = await memberOf(world, customer);
    expect(await caller.crm.leads.summary()).toEqual({
      openCount: 206,
      openValueCents: 205 * 100 + 9_000_000_000_000,
      wonCount: 2,
      wonValueCents: 10_000,
    });
  });

  it('sums nothing to zero', async () => {
    const { caller } = await memberOf(world, await createCustomer(world.db));
    expect(await caller.crm.leads.summary()).toEqual({
      openCount: 0,
      openValueCents: 0,
      wonCount: 0,
      wonValueCents: 0,
    });
  });
});
