import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInvitation } from '../../platform/identity/fixtures';
import { invitations, memberships, users } from '../../platform/identity/schema';
import { EMAIL_NOT_VERIFIED_MESSAGE, hashInvitationToken } from './service';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  useTestWorld,
} from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';

function syncInput(who: ReturnType<typeof identity>, extra: Record<string, unknown> = {}) {
  return {
    idToken: `token-of-${who.uid}`,
    firebaseUser: { uid: who.uid, email: who.email, displayName: null, photoURL: null },
    ...extra,
  };
}

describe.each(databaseKinds())('auth router on %s', (kind) => {
  const world = useTestWorld(kind);

  describe('auth.customers', () => {
    it('lists every customer for an employee, by name', async () => {
      const a = await createCustomer(world.db, { name: 'AAA Employee-Test' });
      const who = identity();
      await createUser(world.db, who, { ourEmployee: true });
      const choices = await callerAs(world, who).auth.customers();
      expect(choices.map((choice) => choice.id)).toContain(a.id);
      const names = choices.map((choice) => choice.name);
      expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    });

    it('lists only their memberships for customer staff, with the role', async () => {
      const mine = await createCustomer(world.db);
      await createCustomer(world.db);
      const who = identity();
      await createUser(world.db, who, { memberships: [{ customer: mine, role: 'admin' }] });
      const choices = await callerAs(world, who).auth.customers();
      expect(choices).toEqual([expect.objectContaining({ id: mine.id, role: 'admin' })]);
    });

    it('is empty for an identity that never synced', async () => {
      await expect(callerAs(world, identity()).auth.customers()).resolves.toEqual([]);
    });
  });

  describe('auth.syncUser', () => {
    it.each([
      'http://bilder.example/ich.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      `https://bilder.example/${'a'.repeat(2100)}.png`,
    ])(
      'signs in, but stores no avatar from the claimed address %s (https only, 2048 at most)',
      async (photoURL) => {
        const customer = await createCustomer(world.db);
        const who = identity();
        await createUser(world.db, who, { memberships: [{ customer, role: 'user' }] });
        const input = syncInput(who);
        const result = await callerAs(world, who).auth.syncUser({
          ...input,
          forceUpdate: true,
          firebaseUser: { ...input.firebaseUser, photoURL, displayName: 'Eva\u202Egnp.exe' },
        });
        expect(result.user.avatar).toBeNull();
        const [row] = await world.db.select().from(users).where(eq(users.firebaseUid, who.uid));
        expect(row).toMatchObject({ avatar: null, displayName: null });
      },
    );

    it('requires an e-mail on the verified token', async () => {
      const who = identity({ email: null });
      await expect(callerAs(world, who).auth.syncUser(syncInput(who))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Firebase user email is required',
      });
    });

    it('ignores an e-mail the client claims when the token has none', async () => {
      const who = identity({ email: null });
      const input = syncInput(who);
      input.firebaseUser.email = 'claimed@example.com';
      await expect(callerAs(world, who).auth.syncUser(input)).rejects.toMatchObject({
        message: 'Firebase user email is required',
      });
    });

    it('refuses an idToken or uid that is not the caller’s', async () => {
      const who = identity();
      const caller = callerAs(world, who);
      await expect(
        caller.auth.syncUser({ ...syncInput(who), idToken: 'someone-else' }),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      const other = syncInput(who);
      other.firebaseUser.uid = 'another-uid';
      await expect(caller.auth.syncUser(other)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('takes the only customer and remembers it as the active one', async () => {
      const customer = await createCustomer(world.db, { plan: 'professional' });
      const who = identity({ name: 'Erika Muster', picture: 'https://example.com/erika.png' });
      const user = await createUser(world.db, who, {
        memberships: [{ customer, role: 'primary_admin' }],
      });
      const result = await callerAs(world, who).auth.syncUser(syncInput(who));
      expect(result.customer).toMatchObject({ id: customer.id, plan: 'professional' });
      expect(result.user).toMatchObject({ id: user.id, role: 'primary_admin', ourEmployee: false });
      const [stored] = await world.db.select().from(users).where(eq(users.id, user.id));
      expect(stored?.activeCustomerId).toBe(customer.id);
    });

    it('creates the user from the token on first sign-in', async () => {
      const customer = await createCustomer(world.db);
      const who = identity({ name: 'Neu Ling' });
      // No membership yet: the sync creates the user, then finds no company.
      await expect(callerAs(world, who).auth.syncUser(syncInput(who))).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringContaining('kein Unternehmen zugeordnet'),
      });
      const [created] = await world.db.select().from(users).where(eq(users.firebaseUid, who.uid));
      expect(created).toMatchObject({ email: who.email, displayName: 'Neu Ling' });
      expect(customer.id).toBeTruthy();
    });

    it('keeps profile fields unless forceUpdate, then overwrites them', async () => {
      const customer = await createCustomer(world.db);
      const who = identity({ name: 'Erster Name' });
      await createUser(world.db, who, { memberships: [{ customer, role: 'user' }] });
      const caller = callerAs(world, who);
      await caller.auth.syncUser(syncInput(who));
      const renamed = { ...who, name: 'Zweiter Name' };
      const renamedCaller = callerAs(world, renamed);
      const kept = await renamedCaller.auth.syncUser(syncInput(renamed));
      expect(kept.user.displayName).toBe('Erster Name');
      const forced = await renamedCaller.auth.syncUser(syncInput(renamed, { forceUpdate: true }));
      expect(forced.user.displayName).toBe('Zweiter Name');
    });

    it('asks for a choice when there are several customers', async () => {
      const a = await createCustomer(world.db);
      const b = await createCustomer(world.db);
      const who = identity();
      await createUser(world.db, who, {
        memberships: [
          { customer: a, role: 'user' },
          { customer: b, role: 'admin' },
        ],
      });
      const error = await callerAs(world, who)
        .auth.syncUser(syncInput(who))
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: expect.stringContaining('Customer selection required'),
      });
      expect((error as { cause?: { appCode?: string } }).cause?.appCode).toBe(
        'CUSTOMER_SELECTION_REQUIRED',
      );

      const chosen = await callerAs(world, who).auth.syncUser(syncInput(who, { customerId: b.id }));
      expect(chosen.customer.id).toBe(b.id);
      expect(chosen.user.role).toBe('admin');
    });

    it('refuses a customerId the identity may not choose', async () => {
      const mine = await createCustomer(world.db);
      const foreign = await createCustomer(world.db);
      const who = identity();
      await createUser(world.db, who, { memberships: [{ customer: mine, role: 'user' }] });
      await expect(
        callerAs(world, who).auth.syncUser(syncInput(who, { customerId: foreign.id })),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Kein Zugriff auf dieses Unternehmen.',
      });
    });

    it('lets an employee choose any customer, with no role where not a member', async () => {
      const any = await createCustomer(world.db);
      const who = identity();
      await createUser(world.db, who, { ourEmployee: true });
      const result = await callerAs(world, who).auth.syncUser(
        syncInput(who, { customerId: any.id }),
      );
      expect(result.customer.id).toBe(any.id);
      expect(result.user).toMatchObject({ ourEmployee: true, role: null });
    });

    describe('with an invitation', () => {
      async function invite(fields: Parameters<typeof createInvitation>[2] = {}) {
        const customer = await createCustomer(world.db);
        const { token } = await createInvitation(world.db, customer.id, {
          role: 'admin',
          ...fields,
        });
        return { customer, token };
      }

      it('adds the membership with its role and lands in that customer', async () => {
        const { customer, token } = await invite();
        const who = identity();
        const result = await callerAs(world, who).auth.syncUser(
          syncInput(who, { invitation: token }),
        );
        expect(result.customer.id).toBe(customer.id);
        expect(result.user.role).toBe('admin');
        const [used] = await world.db
          .select()
          .from(invitations)
          .where(eq(invitations.tokenHash, hashInvitationToken(token)));
        expect(used?.acceptedAt).toBeInstanceOf(Date);
        expect(used?.acceptedBy).toBe(result.user.id);
      });

      it('lands a member of several customers in the inviting one', async () => {
        const other = await createCustomer(world.db);
        const { customer, token } = await invite();
        const who = identity();
        await createUser(world.db, who, { memberships: [{ customer: other, role: 'user' }] });
        const result = await callerAs(world, who).auth.syncUser(
          syncInput(who, { invitation: token }),
        );
        expect(result.customer.id).toBe(customer.id);
      });

      it('accepts the same invitation again for the same user (a retried sync)', async () => {
        const { token } = await invite();
        const who = identity();
        const caller = callerAs(world, who);
        await caller.auth.syncUser(syncInput(who, { invitation: token }));
        await expect(
          caller.auth.syncUser(syncInput(who, { invitation: token })),
        ).resolves.toBeTruthy();
      });

      it('refuses an expired, unknown, used or someone else’s invitation, adding nothing', async () => {
        const expired = await invite({ expiresAt: new Date(Date.now() - 1000) });
        const who = identity();
        const caller = callerAs(world, who);
        await expect(
          caller.auth.syncUser(syncInput(who, { invitation: expired.token })),
        ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Die Einladung ist abgelaufen.' });
        await expect(
          caller.auth.syncUser(syncInput(who, { invitation: 'gibt-es-nicht' })),
        ).rejects.toMatchObject({ message: 'Die Einladung wurde nicht gefunden.' });

        const bound = await invite({ email: 'jemand.anders@example.com' });
        await expect(
          caller.auth.syncUser(syncInput(who, { invitation: bound.token })),
        ).rejects.toMatchObject({ code: 'FORBIDDEN' });

        const used = await invite();
        const first = identity();
        await callerAs(world, first).auth.syncUser(syncInput(first, { invitation: used.token }));
        await expect(
          caller.auth.syncUser(syncInput(who, { invitation: used.token })),
        ).rejects.toMatchObject({ message: 'Die Einladung wurde bereits verwendet.' });

        const [user] = await world.db.select().from(users).where(eq(users.firebaseUid, who.uid));
        const rows = user
          ? await world.db.select().from(memberships).where(eq(memberships.userId, user.id))
          : [];
        expect(rows).toEqual([]);
      });

      it('matches an address-bound invitation case-insensitively', async () => {
        const who = identity({ email: 'Gross.Klein@Example.com' });
        const { customer, token } = await invite({ email: 'gross.klein@example.com' });
        const result = await callerAs(world, who).auth.syncUser(
          syncInput(who, { invitation: token }),
        );
        expect(result.customer.id).toBe(customer.id);
      });

      it('needs a confirmed address for an address-bound invitation, and keeps it open until then', async () => {
        const who = identity({ email: 'neu@example.com', emailVerified: false });
        const { customer, token } = await invite({ email: 'neu@example.com' });
        await expect(
          callerAs(world, who).auth.syncUser(syncInput(who, { invitation: token })),
        ).rejects.toMatchObject({
          code: 'FORBIDDEN',
          message: EMAIL_NOT_VERIFIED_MESSAGE,
          cause: { appCode: 'EMAIL_NOT_VERIFIED' },
        });
        const [open] = await world.db
          .select()
          .from(invitations)
          .where(eq(invitations.tokenHash, hashInvitationToken(token)));
        expect(open?.acceptedAt).toBeNull();
        expect(
          await world.db.select().from(memberships).where(eq(memberships.customerId, customer.id)),
        ).toEqual([]);

        // After the link in the e-mail: the refreshed token says the address is confirmed.
        const confirmed = { ...who, emailVerified: true };
        const result = await callerAs(world, confirmed).auth.syncUser(
          syncInput(confirmed, { invitation: token }),
        );
        expect(result.customer.id).toBe(customer.id);
      });

      it('takes an open invitation (for anybody with the link) without a confirmed address', async () => {
        const who = identity({ emailVerified: false });
        const { customer, token } = await invite();
        const result = await callerAs(world, who).auth.syncUser(
          syncInput(who, { invitation: token }),
        );
        expect(result.customer.id).toBe(customer.id);
      });
    });
  });

  describe('auth.me', () => {
    it('returns the user with the role of the active membership, and the customer', async () => {
      const customer = await createCustomer(world.db, { name: 'Me GmbH', domain: 'me.de' });
      const who = identity();
      await createUser(world.db, who, {
        memberships: [{ customer, role: 'primary_admin' }],
        activeCustomer: customer,
      });
      const me = await callerAs(world, who).auth.me();
      expect(me.user).toMatchObject({
        email: who.email,
        role: 'primary_admin',
        ourEmployee: false,
      });
      expect(me.customer).toMatchObject({ id: customer.id, name: 'Me GmbH', domain: 'me.de' });
    });

    it('asks for a customer when none is active', async () => {
      const who = identity();
      await createUser(world.db, who);
      await expect(callerAs(world, who).auth.me()).rejects.toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: 'Customer selection required',
      });
    });

    it('refuses an unsynced identity and a lost membership', async () => {
      await expect(callerAs(world, identity()).auth.me()).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      const customer = await createCustomer(world.db);
      const who = identity();
      await createUser(world.db, who, { activeCustomer: customer });
      await expect(callerAs(world, who).auth.me()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Kein Zugriff auf dieses Unternehmen.',
      });
    });
  });
});
