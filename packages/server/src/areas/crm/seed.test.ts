import { and, count, eq, isNotNull, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';
import { leads } from './schema';
import { demoLeads, seedManyLeads } from './seed';

describe('the demo pipeline', () => {
  it('has about sixty leads over every stage, values, next steps and some overdue', () => {
    const now = new Date('2026-11-23T09:00:00Z');
    const pipeline = demoLeads(0, ['00000000-0000-4000-8000-000000000001'], now);
    expect(pipeline).toHaveLength(60);
    expect(new Set(pipeline.map((lead) => lead.status))).toEqual(
      new Set(['new', 'contacted', 'qualified', 'proposal', 'won', 'lost']),
    );
    expect(new Set(pipeline.map((lead) => lead.companyName)).size).toBe(60);
    expect(
      pipeline.every((lead) => lead.valueCents >= 150_000 && lead.valueCents < 9_000_000),
    ).toBe(true);
    expect(pipeline.filter((lead) => lead.status === 'lost').every((lead) => lead.lostReason)).toBe(
      true,
    );
    const overdue = pipeline.filter((lead) => lead.nextStepDueAt && lead.nextStepDueAt < now);
    expect(overdue.length).toBeGreaterThan(3);
    expect(overdue.length).toBeLessThan(30);
  });
});

describe.each(databaseKinds())('many leads on %s', (kind) => {
  const world = useTestWorld(kind);

  it('fills one company with many searchable leads, owners in turn', async () => {
    const customer = await createCustomer(world.db);
    const owner = await memberOf(world, customer, 'user');
    await seedManyLeads(world.db, customer.id, 2500, [owner.user.id]);
    const [row] = await world.db
      .select({ value: count() })
      .from(leads)
      .where(eq(leads.customerId, customer.id));
    expect(row?.value).toBe(2500);
    const page = await owner.caller.crm.leads.list({ search: 'müller', limit: 5 });
    expect(page.total).toBeGreaterThan(100);
    const board = await owner.caller.crm.leads.board({ perColumn: 1 });
    expect(board.every((column) => column.count > 300)).toBe(true);
    const [overdue] = await world.db
      .select({ value: count() })
      .from(leads)
      .where(
        and(
          eq(leads.customerId, customer.id),
          isNotNull(leads.nextStepDueAt),
          lt(leads.nextStepDueAt, new Date()),
        ),
      );
    expect(overdue?.value).toBeGreaterThan(0);
    await expect(seedManyLeads(world.db, 'kein-uuid', 1)).rejects.toThrow();
  });
});
