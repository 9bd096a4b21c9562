import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import { createCustomer, useTestWorld } from '../../../test/fixtures';
import { searchWords } from '../../platform/db/search';
import { createLead } from './fixtures';
import { searchLeads } from './search';

const actor = { userId: '00000000-0000-4000-8000-000000000000', role: null, ourEmployee: false };

// The CRM's part of the global search (its definition's `search`).
describe.each(databaseKinds())('lead search on %s', (kind) => {
  const world = useTestWorld(kind);

  it('finds the company’s leads by every word, umlauts folded, and nothing of another company', async () => {
    const customer = await createCustomer(world.db);
    const other = await createCustomer(world.db);
    const lead = await createLead(world.db, customer.id, {
      companyName: 'Müller Logistik GmbH',
      contactName: 'Jana Beispiel',
    });
    await createLead(world.db, customer.id, { companyName: 'Schulz Bau' });
    await createLead(world.db, other.id, { companyName: 'Müller Logistik AG' });

    const hits = await searchLeads(
      world.db,
      { tenant: { customerId: customer.id }, actor },
      { words: searchWords('mueller jana'), limit: 10 },
    );
    expect(hits).toEqual([
      {
        area: 'crm',
        kind: 'Lead',
        id: lead.id,
        title: 'Müller Logistik GmbH',
        subtitle: 'Jana Beispiel',
        href: `/app/crm/leads/${lead.id}`,
      },
    ]);
    expect(
      await searchLeads(
        world.db,
        { tenant: { customerId: customer.id }, actor },
        { words: [], limit: 10 },
      ),
    ).toEqual([]);
  });
});
