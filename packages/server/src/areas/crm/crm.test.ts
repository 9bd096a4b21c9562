import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadActivities, leads } from './schema';
import {
  createCustomer,
  createUser,
  identity,
  memberOf,
  useTestWorld,
} from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';
import { createLead } from './fixtures';
import type { RealtimeEvent } from '../../platform/realtime/events';
import { silentPublisher } from '../../platform/realtime/publisher';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds())('crm leads on %s', (kind) => {
  const world = useTestWorld(kind);

  async function company() {
    const customer = await createCustomer(world.db);
    const member = await memberOf(world, customer, 'admin');
    return { customer, ...member };
  }

  it('returns the active customer’s lead with its company name, dates as Dates', async () => {
    const { customer, caller } = await company();
    const stored = await createLead(world.db, customer.id, {
      companyName: 'Alpenblick Logistik GmbH',
      valueCents: 12_345_678_901,
    });
    const found = await caller.crm.leads.byId({ leadId: stored.id });
    expect(found).toMatchObject({
      id: stored.id,
      companyName: 'Alpenblick Logistik GmbH',
      valueCents: 12_345_678_901,
      ownerName: null,
    });
    expect(found.createdAt).toBeInstanceOf(Date);
    expect(found).not.toHaveProperty('searchText');
  });

  it('answers another customer’s lead exactly like a missing one', async () => {
    const foreign = await createLead(world.db, (await createCustomer(world.db)).id);
    const { caller } = await company();
    const foreignError = await caller.crm.leads
      .byId({ leadId: foreign.id })
      .catch((error: unknown) => error);
    const missingError = await caller.crm.leads
      .byId({ leadId: MISSING })
      .catch((error: unknown) => error);
    expect(foreignError).toMatchObject({ code: 'NOT_FOUND', message: 'Lead nicht gefunden.' });
    expect(missingError).toMatchObject({ code: 'NOT_FOUND', message: 'Lead nicht gefunden.' });
  });

  it.each(['', 'kein-uuid', '1; drop table leads'])('refuses the lead id %j', async (leadId) => {
    const { caller } = await company();
    await expect(caller.crm.leads.byId({ leadId })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('creates a lead with every field, owned by a member, and announces it', async () => {
    const { customer, caller, user } = await company();
    const created = await caller.crm.leads.create({
      companyName: '  Müller & Söhne GmbH ',
      contactName: 'Klaus Müller',
      contactEmail: 'Klaus@Mueller.example',
      phone: '+49 30 123456',
      website: 'https://mueller.example',
      linkedinUrl: 'https://www.linkedin.com/company/mueller',
      source: 'referral',
      status: 'qualified',
      valueCents: 250_000,
      ownerId: user.id,
      nextStep: 'Angebot schicken',
      nextStepDueAt: new Date('2026-12-01T09:00:00Z'),
      tags: ['Mittelstand', 'Mittelstand', 'Metall'],
    });
    expect(created).toMatchObject({
      customerId: customer.id,
      companyName: 'Müller & Söhne GmbH',
      contactEmail: 'klaus@mueller.example',
      status: 'qualified',
      ownerId: user.id,
      ownerName: user.email,
      tags: ['Mittelstand', 'Metall'],
      lostReason: null,
    });
  });

  it('announces every change on the company’s channel', async () => {
    const customer = await createCustomer(world.db);
    const events: { customerId: string; event: RealtimeEvent }[] = [];
    world.realtime = {
      ...silentPublisher,
      publish: (customerId, event) => {
        events.push({ customerId, event });
        return Promise.resolve();
      },
    };
    try {
      const { caller } = await memberOf(world, customer, 'admin');
      const lead = await caller.crm.leads.create({ companyName: 'Live GmbH' });
      await caller.crm.leads.update({ leadId: lead.id, valueCents: 10 });
      const second = await caller.crm.leads.create({ companyName: 'Live 2 GmbH' });
      await caller.crm.leads.bulkUpdate({
        action: 'status',
        leadIds: [lead.id, second.id],
        status: 'won',
      });
      await caller.crm.activities.create({ leadId: lead.id, type: 'call', body: 'Erreicht' });
      await caller.crm.leads.delete({ leadIds: [lead.id] });
      expect(events.every((entry) => entry.customerId === customer.id)).toBe(true);
      expect(events.map((entry) => entry.event)).toEqual([
        { name: 'lead.changed', data: { leadId: lead.id } },
        { name: 'lead.changed', data: { leadId: lead.id } },
        { name: 'lead.changed', data: { leadId: second.id } },
        { name: 'lead.changed', data: { leadIds: [lead.id, second.id] } },
        { name: 'lead.changed', data: { leadId: lead.id } },
        { name: 'lead.changed', data: { leadId: lead.id } },
      ]);
    } finally {
      world.realtime = undefined;
    }
  });

  it('refuses bad leads in German and stores none of them', async () => {
    const { customer, caller } = await company();
    const outsider = await createUser(world.db, identity(), {
      memberships: [{ customer: await createCustomer(world.db), role: 'admin' }],
    });
    const employee = await createUser(world.db, identity(), { ourEmployee: true });
    const cases: [unknown, string, RegExp][] = [
      [{ companyName: 'X', status: 'lost' }, 'BAD_REQUEST', /^Bitte gib einen Grund/],
      [{ companyName: 'X', valueCents: -1 }, 'BAD_REQUEST', /Der Wert darf nicht negativ sein/],
      [{ companyName: 'X', ownerId: outsider.id }, 'NOT_FOUND', /^Verantwortliche Person ist kein/],
      [{ companyName: 'X', ownerId: employee.id }, 'NOT_FOUND', /^Verantwortliche Person ist kein/],
      [{ companyName: 'X', ownerId: MISSING }, 'NOT_FOUND', /^Verantwortliche Person ist kein/],
      [{ companyName: 'x'.repeat(201) }, 'BAD_REQUEST', /höchstens 200 Zeichen/],
      [{ companyName: '   ' }, 'BAD_REQUEST', /Bitte gib den Namen des Unternehmens ein/],
      [{ companyName: 'X', website: 'http://unsicher.example' }, 'BAD_REQUEST', /https/],
      [{ companyName: 'X', contactEmail: 'kein@' }, 'BAD_REQUEST', /E-Mail/],
      [{ companyName: 'X', tags: Array(21).fill('t') }, 'BAD_REQUEST', /tags/],
    ];
    for (const [input, code, message] of cases) {
      const error = await caller.crm.leads
        .create(input as { companyName: string })
        .catch((failure: unknown) => failure);
      expect(error, JSON.stringify(input)).toMatchObject({ code });
      expect((error as Error).message).toMatch(message);
    }
    const stored = await world.db.select().from(leads).where(eq(leads.customerId, customer.id));
    expect(stored).toEqual([]);
  });

  it('records status, value and owner changes with who and when, and clears the lost reason', async () => {
    const { customer, caller, user } = await company();
    const colleague = await memberOf(world, customer, 'user');
    const lead = await createLead(world.db, customer.id, { status: 'new', valueCents: 1000 });

    await expect(
      caller.crm.leads.update({ leadId: lead.id, status: 'lost' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Bitte gib einen Grund für den Verlust an.',
    });
    const lost = await caller.crm.leads.update({
      leadId: lead.id,
      status: 'lost',
      lostReason: 'Budget gestrichen',
      valueCents: 5000,
      ownerId: colleague.user.id,
    });
    expect(lost).toMatchObject({
      status: 'lost',
      lostReason: 'Budget gestrichen',
      valueCents: 5000,
    });
    // Still lost, only the value changes: the reason stays.
    expect(await caller.crm.leads.update({ leadId: lead.id, valueCents: 6000 })).toMatchObject({
      lostReason: 'Budget gestrichen',
    });
    const reopened = await caller.crm.leads.update({ leadId: lead.id, status: 'qualified' });
    expect(reopened.lostReason).toBeNull();
    // A change that changes nothing tracked records nothing.
    await caller.crm.leads.update({ leadId: lead.id, nextStep: 'Anrufen' });

    const history = await caller.crm.activities.list({ leadId: lead.id });
    const automatic = history
      .map(({ type, fromValue, toValue, authorId }) => ({ type, fromValue, toValue, authorId }))
      .sort((a, b) => `${a.type}${a.toValue}`.localeCompare(`${b.type}${b.toValue}`));
    expect(automatic).toEqual([
      { type: 'owner_changed', fromValue: null, toValue: colleague.user.id, authorId: user.id },
      { type: 'status_changed', fromValue: 'new', toValue: 'lost', authorId: user.id },
      { type: 'status_changed', fromValue: 'lost', toValue: 'qualified', authorId: user.id },
      { type: 'value_changed', fromValue: '1000', toValue: '5000', authorId: user.id },
      { type: 'value_changed', fromValue: '5000', toValue: '6000', authorId: user.id },
    ]);
    expect(history.every((entry) => entry.occurredAt instanceof Date)).toBe(true);
    expect(history[0]?.authorName).toBe(user.email);
  });

  it('refuses an unknown status, an empty change, a missing and a foreign lead', async () => {
    const { customer, caller } = await company();
    const own = await createLead(world.db, customer.id, { companyName: 'Streng GmbH' });
    const foreign = await createLead(world.db, (await createCustomer(world.db)).id);
    await expect(
      caller.crm.leads.update({ leadId: own.id, status: 'irgendwas' as 'won' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.crm.leads.update({ leadId: own.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Keine Änderung angegeben.'),
    });
    for (const leadId of [foreign.id, MISSING]) {
      await expect(caller.crm.leads.update({ leadId, status: 'won' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Lead nicht gefunden.',
      });
    }
    expect((await caller.crm.leads.byId({ leadId: own.id })).status).toBe('new');
  });

  it('deletes softly, hides the lead everywhere, and restores it', async () => {
    const { customer, caller } = await company();
    const lead = await createLead(world.db, customer.id, {
      companyName: 'Weg GmbH',
      valueCents: 900,
      nextStepDueAt: new Date('2020-01-01T00:00:00Z'),
    });
    expect(await caller.crm.leads.delete({ leadIds: [lead.id] })).toEqual({ deleted: 1 });
    await expect(caller.crm.leads.byId({ leadId: lead.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await caller.crm.leads.list()).total).toBe(0);
    expect((await caller.crm.leads.summary()).openCount).toBe(0);
    expect(await caller.crm.leads.dueNextSteps()).toEqual([]);
    expect(await caller.crm.leads.duplicates({ companyName: 'Weg GmbH' })).toEqual([]);
    // Deleting again: the lead is gone, so it is not found.
    await expect(caller.crm.leads.delete({ leadIds: [lead.id] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await caller.crm.leads.restore({ leadIds: [lead.id] })).toEqual({ restored: 1 });
    expect((await caller.crm.leads.byId({ leadId: lead.id })).companyName).toBe('Weg GmbH');
    await expect(caller.crm.leads.restore({ leadIds: [MISSING] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('changes up to 500 leads at once, all or nothing, and refuses 501', async () => {
    const { customer, caller, user } = await company();
    const rows = await world.db
      .insert(leads)
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          customerId: customer.id,
          companyName: `Masse ${index}`,
        })),
      )
      .returning({ id: leads.id });
    const ids = rows.map((row) => row.id);
    await expect(
      caller.crm.leads.bulkUpdate({ action: 'status', leadIds: [...ids, MISSING], status: 'won' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.crm.leads.bulkUpdate({ action: 'status', leadIds: ids, status: 'lost' }),
    ).rejects.toMatchObject({ message: 'Bitte gib einen Grund für den Verlust an.' });
    await expect(
      caller.crm.leads.bulkUpdate({
        action: 'status',
        leadIds: [...ids.slice(0, 499), MISSING],
        status: 'won',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller.crm.leads.list({ status: ['won'] })).total).toBe(0);

    expect(
      await caller.crm.leads.bulkUpdate({
        action: 'status',
        leadIds: ids,
        status: 'lost',
        lostReason: 'Zu teuer',
      }),
    ).toEqual({ updated: 500 });
    const board = await caller.crm.leads.board();
    expect(board.find((column) => column.status === 'lost')?.count).toBe(500);
    const changes = await world.db
      .select()
      .from(leadActivities)
      .where(eq(leadActivities.customerId, customer.id));
    expect(changes).toHaveLength(500);

    await caller.crm.leads.bulkUpdate({
      action: 'owner',
      leadIds: ids.slice(0, 10),
      ownerId: user.id,
    });
    expect((await caller.crm.leads.list({ ownerId: user.id })).total).toBe(10);
    await caller.crm.leads.bulkUpdate({ action: 'delete', leadIds: ids.slice(0, 20) });
    expect((await caller.crm.leads.list()).total).toBe(480);
  });

  it('finds possible duplicates by e-mail or company name, without the lead itself', async () => {
    const { customer, caller } = await company();
    const first = await createLead(world.db, customer.id, {
      companyName: 'Bäckerei Schäfer KG',
      contactEmail: 'petra@schaefer.example',
    });
    await createLead(world.db, customer.id, { companyName: 'Andere GmbH' });
    expect(await caller.crm.leads.duplicates({ companyName: 'bäckerei schäfer kg' })).toEqual([
      { id: first.id, companyName: 'Bäckerei Schäfer KG', contactEmail: 'petra@schaefer.example' },
    ]);
    expect(
      await caller.crm.leads.duplicates({ contactEmail: 'PETRA@schaefer.example' }),
    ).toHaveLength(1);
    expect(
      await caller.crm.leads.duplicates({
        companyName: 'Bäckerei Schäfer KG',
        excludeId: first.id,
      }),
    ).toEqual([]);
    expect(await caller.crm.leads.duplicates({})).toEqual([]);
  });

  it('sums all leads for the dashboard in the database, past any list limit', async () => {
    const { customer, caller } = await company();
    await world.db.insert(leads).values(
      Array.from({ length: 205 }, (_, index) => ({
        customerId: customer.id,
        companyName: `Offen ${index}`,
        status: 'qualified' as const,
        valueCents: 100,
      })),
    );
    await createLead(world.db, customer.id, {
      companyName: 'Groß AG',
      valueCents: 9_000_000_000_000,
    });
    await world.db.insert(leads).values([
      { customerId: customer.id, companyName: 'Gewonnen A', status: 'won', valueCents: 2500 },
      { customerId: customer.id, companyName: 'Gewonnen B', status: 'won', valueCents: 7500 },
      { customerId: customer.id, companyName: 'Verloren', status: 'lost', valueCents: 99_999 },
    ]);
    const summary = await caller.crm.leads.summary();
    expect(summary).toMatchObject({
      openCount: 206,
      openValueCents: 205 * 100 + 9_000_000_000_000,
      wonCount: 2,
      wonValueCents: 10_000,
    });
    expect(summary.byStatus).toEqual([
      { status: 'new', count: 1, sumCents: 9_000_000_000_000 },
      { status: 'contacted', count: 0, sumCents: 0 },
      { status: 'qualified', count: 205, sumCents: 20_500 },
      { status: 'proposal', count: 0, sumCents: 0 },
      { status: 'won', count: 2, sumCents: 10_000 },
      { status: 'lost', count: 1, sumCents: 99_999 },
    ]);
  });

  it('sums nothing to zero', async () => {
    const { caller } = await company();
    expect(await caller.crm.leads.summary()).toMatchObject({
      openCount: 0,
      openValueCents: 0,
      wonCount: 0,
      wonValueCents: 0,
    });
  });

  it('lists next steps due today or overdue in Berlin, open leads only', async () => {
    const { customer, caller } = await company();
    const now = new Date();
    const day = 86_400_000;
    const overdue = await createLead(world.db, customer.id, {
      companyName: 'Überfällig GmbH',
      nextStep: 'Nachfassen',
      nextStepDueAt: new Date(now.getTime() - 3 * day),
    });
    const dueNow = await createLead(world.db, customer.id, {
      companyName: 'Heute AG',
      nextStep: 'Anrufen',
      nextStepDueAt: now,
    });
    await createLead(world.db, customer.id, {
      companyName: 'Später KG',
      nextStepDueAt: new Date(now.getTime() + 3 * day),
    });
    await createLead(world.db, customer.id, {
      companyName: 'Gewonnen KG',
      status: 'won',
      nextStepDueAt: new Date(now.getTime() - day),
    });
    const due = await caller.crm.leads.dueNextSteps({ limit: 10 });
    expect(due.map(({ id, overdue: late }) => ({ id, late }))).toEqual([
      { id: overdue.id, late: true },
      { id: dueNow.id, late: false },
    ]);
  });
});
