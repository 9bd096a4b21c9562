import { describe, expect, it } from 'vitest';
import { createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';
import { createLead } from './fixtures';
import { LEAD_SORT_KEYS, type LeadSortKey } from './service';
import { leads } from './schema';

describe.each(databaseKinds())('crm lead list and board on %s', (kind) => {
  const world = useTestWorld(kind);

  async function company() {
    const customer = await createCustomer(world.db);
    const member = await memberOf(world, customer, 'user');
    return { customer, ...member };
  }

  it('finds company, contact and e-mail case-insensitively, umlauts included', async () => {
    const { customer, caller } = await company();
    const mueller = await createLead(world.db, customer.id, {
      companyName: 'Müller Metallbau GmbH',
      contactName: 'Jörg Schäfer',
    });
    const mail = await createLead(world.db, customer.id, {
      companyName: 'Nord AG',
      contactEmail: 'kontakt@groesse.example',
    });
    await createLead(world.db, customer.id, { companyName: 'Andere KG' });
    await createLead(world.db, (await createCustomer(world.db)).id, {
      companyName: 'Müller Fremd',
    });
    const found = async (search: string) =>
      (await caller.crm.leads.list({ search })).items.map((lead) => lead.id);
    expect(await found('müller')).toEqual([mueller.id]);
    expect(await found('MÜLLER')).toEqual([mueller.id]);
    expect(await found('Mueller')).toEqual([mueller.id]);
    expect(await found('schäfer')).toEqual([mueller.id]);
    expect(await found('JÖRG')).toEqual([mueller.id]);
    expect(await found('metallbau müller')).toEqual([mueller.id]);
    // 'ß' and 'ss' are the same letters to the search.
    expect(await found('größe')).toEqual([mail.id]);
    expect(await found('KONTAKT@')).toEqual([mail.id]);
    // LIKE's own characters are plain text.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect((await caller.crm.leads.list({ search: 'müller' })).total).toBe(1);
  });

  it('takes the input as tRPC infinite queries send it (cursor and direction)', async () => {
    const { customer, caller } = await company();
    for (const name of ['Erste GmbH', 'Zweite GmbH', 'Dritte GmbH']) {
      await createLead(world.db, customer.id, { companyName: name });
    }
    const first = await caller.crm.leads.list({
      limit: 2,
      cursor: undefined,
      direction: 'forward',
    });
    expect(first.items).toHaveLength(2);
    const second = await caller.crm.leads.list({
      limit: 2,
      cursor: first.nextCursor ?? undefined,
      direction: 'forward',
    });
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
  });

  it('filters by status, owner, no owner and source; total counts the filter', async () => {
    const { customer, caller, user } = await company();
    await createLead(world.db, customer.id, {
      status: 'new',
      source: 'linkedin',
      ownerId: user.id,
    });
    await createLead(world.db, customer.id, { status: 'won', source: 'referral' });
    await createLead(world.db, customer.id, {
      status: 'won',
      source: 'linkedin',
      ownerId: user.id,
    });
    expect((await caller.crm.leads.list({ status: ['won'] })).total).toBe(2);
    expect((await caller.crm.leads.list({ status: ['won', 'new'] })).total).toBe(3);
    expect((await caller.crm.leads.list({ ownerId: user.id })).total).toBe(2);
    expect((await caller.crm.leads.list({ ownerId: null })).total).toBe(1);
    expect((await caller.crm.leads.list({ source: 'linkedin', status: ['won'] })).total).toBe(1);
    const page = await caller.crm.leads.list({ limit: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(3);
  });

  it.each(LEAD_SORT_KEYS.flatMap((by) => [`${by}:asc`, `${by}:desc`]))(
    'pages through all leads by %s without gaps or duplicates',
    async (sortKey) => {
      const [by, dir] = sortKey.split(':') as [LeadSortKey, 'asc' | 'desc'];
      const { customer, caller } = await company();
      const second = await memberOf(world, customer, 'user');
      // Ties on every key (same names, values, dates), and empty values, so the id decides.
      await world.db.insert(leads).values(
        Array.from({ length: 23 }, (_, index) => ({
          customerId: customer.id,
          companyName: index % 3 === 0 ? 'Gleich GmbH' : `Firma ${index % 5}`,
          contactName: index % 4 === 0 ? null : `Kontakt ${index % 3}`,
          status: (['new', 'won', 'lost'] as const)[index % 3],
          lostReason: index % 3 === 2 ? 'Grund' : null,
          valueCents: (index % 4) * 100,
          ownerId: index % 2 === 0 ? second.user.id : null,
          nextStepDueAt: index % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (index % 2))),
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, index % 2)),
        })),
      );
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await caller.crm.leads.list({ sort: { by, dir }, limit: 4, cursor });
        expect(page.total).toBe(23);
        seen.push(...page.items.map((lead) => lead.id));
        cursor = page.nextCursor ?? undefined;
        pages += 1;
      } while (cursor && pages < 20);
      expect(pages).toBe(6);
      expect(new Set(seen).size).toBe(23);
      // The whole list in one page is in the same order.
      const all = await caller.crm.leads.list({ sort: { by, dir }, limit: 200 });
      expect(all.items.map((lead) => lead.id)).toEqual(seen);
      expect(all.nextCursor).toBeNull();
    },
  );

  it('sorts the status in pipeline order and empty values last', async () => {
    const { customer, caller } = await company();
    for (const status of ['lost', 'new', 'proposal', 'won', 'contacted', 'qualified'] as const) {
      await createLead(world.db, customer.id, {
        status,
        lostReason: status === 'lost' ? 'x' : null,
        contactName: status === 'new' ? null : `Kontakt ${status}`,
      });
    }
    const byStatus = await caller.crm.leads.list({ sort: { by: 'status', dir: 'asc' } });
    expect(byStatus.items.map((lead) => lead.status)).toEqual([
      'new',
      'contacted',
      'qualified',
      'proposal',
      'won',
      'lost',
    ]);
    const byContact = await caller.crm.leads.list({ sort: { by: 'contactName', dir: 'asc' } });
    expect(byContact.items.at(-1)?.contactName).toBeNull();
  });

  it('refuses a cursor it did not hand out, or one of another sort', async () => {
    const { customer, caller } = await company();
    await createLead(world.db, customer.id);
    await createLead(world.db, customer.id);
    const { nextCursor } = await caller.crm.leads.list({ limit: 1 });
    expect(nextCursor).toEqual(expect.any(String));
    const forged = Buffer.from(
      JSON.stringify(['updatedAt', 'desc', '2026-02-30T25:00:00.000000Z', crypto.randomUUID()]),
    ).toString('base64url');
    for (const cursor of ['kaputt', forged, Buffer.from('[1,2]').toString('base64url')]) {
      await expect(caller.crm.leads.list({ cursor })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Ungültiger Cursor. Bitte lade die Liste neu.',
      });
    }
    await expect(
      caller.crm.leads.list({ cursor: nextCursor ?? '', sort: { by: 'valueCents', dir: 'asc' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('shows the board per status with count, sum and first leads; more through the list', async () => {
    const { customer, caller } = await company();
    await world.db.insert(leads).values(
      Array.from({ length: 7 }, (_, index) => ({
        customerId: customer.id,
        companyName: `Angebot ${index}`,
        status: 'proposal' as const,
        valueCents: 1000 * (index + 1),
      })),
    );
    await createLead(world.db, customer.id, { status: 'won', valueCents: 50 });
    const board = await caller.crm.leads.board({ perColumn: 5 });
    expect(board.map((column) => column.status)).toEqual([
      'new',
      'contacted',
      'qualified',
      'proposal',
      'won',
      'lost',
    ]);
    const proposal = board.find((column) => column.status === 'proposal');
    expect(proposal).toMatchObject({ count: 7, sumCents: 28_000 });
    expect(proposal?.items).toHaveLength(5);
    const rest = await caller.crm.leads.list({
      status: ['proposal'],
      cursor: proposal?.nextCursor ?? undefined,
    });
    expect(rest.items).toHaveLength(2);
    const ids = new Set([...(proposal?.items ?? []), ...rest.items].map((lead) => lead.id));
    expect(ids.size).toBe(7);
    expect(board.find((column) => column.status === 'won')).toMatchObject({
      count: 1,
      sumCents: 50,
      nextCursor: null,
    });
    const searched = await caller.crm.leads.board({ search: 'angebot 3' });
    expect(searched.find((column) => column.status === 'proposal')?.count).toBe(1);
  });
});
