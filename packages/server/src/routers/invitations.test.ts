import { describe, expect, it } from 'vitest';
import { invitations } from '../db/schema';
import { anonymousCaller, createCustomer, useTestWorld } from '../../test/fixtures';

describe('invitations.byToken (public)', () => {
  const world = useTestWorld('pglite');

  it('shows company, role and status without signing in, never the address', async () => {
    const customer = await createCustomer(world.db, { name: 'Einlader GmbH' });
    const soon = new Date(Date.now() + 60_000);
    await world.db.insert(invitations).values([
      { token: 'offen', customerId: customer.id, role: 'admin', expiresAt: soon, email: 'a@b.de' },
      { token: 'alt', customerId: customer.id, expiresAt: new Date(Date.now() - 1) },
      { token: 'benutzt', customerId: customer.id, expiresAt: soon, acceptedAt: new Date() },
    ]);
    const caller = anonymousCaller(world);
    const open = await caller.invitations.byToken({ token: 'offen' });
    expect(open).toMatchObject({
      customerName: 'Einlader GmbH',
      role: 'admin',
      status: 'open',
      forSpecificEmail: true,
    });
    expect(JSON.stringify(open)).not.toContain('a@b.de');
    expect(open?.expiresAt).toBeInstanceOf(Date);
    await expect(caller.invitations.byToken({ token: 'alt' })).resolves.toMatchObject({
      status: 'expired',
    });
    await expect(caller.invitations.byToken({ token: 'benutzt' })).resolves.toMatchObject({
      status: 'accepted',
    });
    await expect(caller.invitations.byToken({ token: 'unbekannt' })).resolves.toBeNull();
  });
});
