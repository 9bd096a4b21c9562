import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../platform/db/database';
import { createInvitation } from '../../platform/identity/fixtures';
import { invitations } from '../../platform/identity/schema';
import { hashInvitationToken } from './service';
import { anonymousCaller, createCustomer, useTestWorld } from '../../../test/fixtures';

describe('invitations.byToken (public)', () => {
  const world = useTestWorld('pglite');

  it('shows company, role and status without signing in, never the address', async () => {
    const customer = await createCustomer(world.db, { name: 'Einlader GmbH' });
    const soon = new Date(Date.now() + 60_000);
    await createInvitation(world.db, customer.id, {
      token: 'offen',
      role: 'admin',
      expiresAt: soon,
      email: 'a@b.de',
    });
    await createInvitation(world.db, customer.id, {
      token: 'alt',
      expiresAt: new Date(Date.now() - 1),
    });
    await createInvitation(world.db, customer.id, {
      token: 'benutzt',
      expiresAt: soon,
      acceptedAt: new Date(),
    });
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

  it('keeps only the token’s hash: the database holds no working link', async () => {
    const customer = await createCustomer(world.db, { name: 'Geheim GmbH' });
    await createInvitation(world.db, customer.id, { token: 'streng-geheim-123' });
    const rows = await world.db.select().from(invitations);
    expect(JSON.stringify(rows)).not.toContain('streng-geheim-123');
    expect(rows.map((row) => row.tokenHash)).toContain(hashInvitationToken('streng-geheim-123'));
    await expect(
      anonymousCaller(world).invitations.byToken({ token: 'streng-geheim-123' }),
    ).resolves.toMatchObject({ customerName: 'Geheim GmbH' });
    // The stored hash itself is no token.
    await expect(
      anonymousCaller(world).invitations.byToken({
        token: hashInvitationToken('streng-geheim-123'),
      }),
    ).resolves.toBeNull();
  });
});

describe('the migration to hashed invitation tokens', () => {
  it('hashes the tokens stored before, so their links keep working', async () => {
    const client = new PGlite();
    const sqlOf = (name: string) =>
      readFileSync(join(MIGRATIONS_DIR, name), 'utf8').replaceAll('--> statement-breakpoint', '');
    try {
      await client.exec(sqlOf('0000_initial.sql'));
      await client.exec(`
        insert into customers (id, name) values ('0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a99', 'Alt GmbH');
        insert into invitations (token, customer_id, expires_at)
          values ('alter-link', '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a99', now() + interval '1 day');
      `);
      await client.exec(sqlOf('0001_hashed_invitation_tokens.sql'));
      const { rows } = await client.query<{ token_hash: string }>(
        'select token_hash from invitations',
      );
      expect(rows).toEqual([{ token_hash: hashInvitationToken('alter-link') }]);
    } finally {
      await client.close();
    }
  });
});
