import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import {
  anonymousCaller,
  callerAs,
  createCustomer,
  identity,
  memberOf,
  useTestWorld,
  type TestWorld,
} from '../../../test/fixtures';
import { waitForMail, mailsTo } from '../../../test/mailbox';
import type { Customer } from '../../platform/identity/schema';
import { invitations } from '../../platform/identity/schema';
import { users } from '../../platform/identity/schema';
import { hashInvitationToken } from '../../platform/identity/invitationTokens';
import {
  createRateLimiter,
  rateLimits,
  DEFAULT_RATE_LIMITS,
  type RateLimiter,
} from '../../platform/rateLimits';
import { MAX_COMPANY_NAME_IN_MAIL, MAX_INVITER_NAME_IN_MAIL, nameForMail } from './mails';
import { teamEvents } from './schema';
import { LAST_PRIMARY_ADMIN } from './service';

/** Addresses no other test (or run) uses: the catcher's inbox is shared. */
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@beispiel.de`;

const tokenFrom = (text: string) => {
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in: ${text}`);
  return match[1];
};

/** Signs a new person up through the invitation link, as the app's sync does. */
async function acceptAs(world: TestWorld, email: string, token: string) {
  const who = identity({ email, emailVerified: true });
  const caller = callerAs(world, who);
  const result = await caller.auth.syncUser({
    idToken: `token-of-${who.uid}`,
    firebaseUser: { uid: who.uid, email },
    invitation: token,
  });
  return { who, caller, result };
}

async function company(world: TestWorld, name = 'Nordlicht Vertrieb GmbH') {
  const customer: Customer = await createCustomer(world.db, { name });
  const admin = await memberOf(world, customer, 'primary_admin');
  return { customer, admin };
}

/** The value, or a failed test when it is missing. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}

describe.each(databaseKinds())('team on %s', (kind) => {
  const world = useTestWorld(kind);

  describe('invitations', () => {
    it('invites several addresses at once: one e-mail each, with a link into the company', async () => {
      const { admin } = await company(world);
      const [anna, ben] = [address('anna'), address('ben')];
      const result = await admin.caller.team.invitations.create({
        emails: [anna, ` ${ben.toUpperCase()} `],
        role: 'admin',
      });
      expect(result).toEqual({ invited: [anna, ben], mailFailed: [] });

      const pending = await admin.caller.team.invitations.list();
      expect(pending.map((item) => item.email).sort()).toEqual([anna, ben].sort());
      expect(pending.every((item) => item.role === 'admin' && !item.expired)).toBe(true);
      // Valid 14 days.
      const days = (must(pending[0]).expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.99);
      expect(days).toBeLessThanOrEqual(14);

      const mail = await waitForMail(anna);
      expect(mail.subject).toBe('Einladung zu Nordlicht Vertrieb GmbH auf Sprint');
      expect(mail.text).toContain('Administrator');
      const token = tokenFrom(mail.text);
      expect(mail.html).toContain(`/invite/${token}`);
      await expect(anonymousCaller(world).invitations.byToken({ token })).resolves.toMatchObject({
        customerName: 'Nordlicht Vertrieb GmbH',
        role: 'admin',
        status: 'open',
      });
      await waitForMail(ben);
    });

    it('keeps only a hash and an encrypted copy of the token, which has 256 random bits', async () => {
      const { admin } = await company(world);
      const anna = address('anna');
      await admin.caller.team.invitations.create({ emails: [anna], role: 'user' });
      const token = tokenFrom((await waitForMail(anna)).text);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const [row] = await world.db.select().from(invitations).where(eq(invitations.email, anna));
      expect(JSON.stringify(row)).not.toContain(token);
      // 'Link kopieren' shows the very link that was mailed.
      const [pending] = await admin.caller.team.invitations.list();
      const { url } = await admin.caller.team.invitations.link({ invitationId: must(pending).id });
      expect(url).toBe(`${world.config.appUrl}/invite/${token}`);
    });

    it('names invalid addresses and members and sends nothing at all', async () => {
      const { customer, admin } = await company(world);
      const colleague = await memberOf(world, customer, 'user');
      const fine = address('fine');
      await expect(
        admin.caller.team.invitations.create({
          emails: [fine, 'kein-at-zeichen', 'a@b'],
          role: 'user',
        }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message:
          'Ungültige E-Mail-Adressen: kein-at-zeichen, a@b. Es wurde keine Einladung verschickt.',
      });
      await expect(
        admin.caller.team.invitations.create({
          emails: [fine, colleague.user.email],
          role: 'user',
        }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: `Bereits im Team: ${colleague.user.email}. Es wurde keine Einladung verschickt.`,
      });
      await expect(
        admin.caller.team.invitations.create({
          emails: Array.from({ length: 51 }, (_, index) => `p${index}@beispiel.de`),
          role: 'user',
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(
        admin.caller.team.invitations.create({ emails: ['  '], role: 'user' }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Bitte gib mindestens eine E-Mail-Adresse ein.',
      });
      // Inviting as primary admin is not a thing: that role is handed over.
      await expect(
        admin.caller.team.invitations.create({
          emails: [fine],
          role: 'primary_admin' as 'admin',
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      expect(await admin.caller.team.invitations.list()).toEqual([]);
      expect(await mailsTo(fine)).toEqual([]);
    });

    it('renews an open invitation instead of sending a second one', async () => {
      const { admin } = await company(world);
      const anna = address('anna');
      await admin.caller.team.invitations.create({ emails: [anna], role: 'user' });
      await admin.caller.team.invitations.create({ emails: [anna], role: 'admin' });
      const pending = await admin.caller.team.invitations.list();
      expect(pending).toHaveLength(1);
      expect(pending[0]?.role).toBe('admin');
      await expect.poll(async () => (await mailsTo(anna)).length).toBe(2);
      const [first, second] = await mailsTo(anna);
      expect(tokenFrom(must(first).text)).toBe(tokenFrom(must(second).text));
    });

    it('resends the same link, valid for 14 days again', async () => {
      const { admin } = await company(world);
      const anna = address('anna');
      await admin.caller.team.invitations.create({ emails: [anna], role: 'user' });
      const [pending] = await admin.caller.team.invitations.list();
      await world.db
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitations.id, must(pending).id));
      expect((await admin.caller.team.invitations.list())[0]?.expired).toBe(true);
      const token = tokenFrom((await waitForMail(anna)).text);
      await expect(anonymousCaller(world).invitations.byToken({ token })).resolves.toMatchObject({
        status: 'expired',
      });

      const resent = await admin.caller.team.invitations.resend({ invitationId: must(pending).id });
      expect(resent.sent).toBe(true);
      await expect.poll(async () => (await mailsTo(anna)).length).toBe(2);
      expect(tokenFrom(must((await mailsTo(anna))[1]).text)).toBe(token);
      await expect(anonymousCaller(world).invitations.byToken({ token })).resolves.toMatchObject({
        status: 'open',
      });
    });

    it('a revoked link reads like one that never existed and lets nobody in', async () => {
      const { admin } = await company(world);
      const anna = address('anna');
      await admin.caller.team.invitations.create({ emails: [anna], role: 'user' });
      const token = tokenFrom((await waitForMail(anna)).text);
      const [pending] = await admin.caller.team.invitations.list();
      await admin.caller.team.invitations.revoke({ invitationId: must(pending).id });

      expect(await admin.caller.team.invitations.list()).toEqual([]);
      await expect(anonymousCaller(world).invitations.byToken({ token })).resolves.toBeNull();
      await expect(acceptAs(world, anna, token)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Die Einladung wurde nicht gefunden.',
      });
      await expect(
        admin.caller.team.invitations.revoke({ invitationId: must(pending).id }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(
        admin.caller.team.invitations.link({ invitationId: must(pending).id }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('signs the invited person up into the company, once, and tells the inviter', async () => {
      const { customer, admin } = await company(world);
      const anna = address('anna');
      await admin.caller.team.invitations.create({ emails: [anna], role: 'admin' });
      const token = tokenFrom((await waitForMail(anna)).text);

      const { result, caller } = await acceptAs(world, anna, token);
      expect(result.customer.id).toBe(customer.id);
      expect(result.user.role).toBe('admin');
      expect((await caller.auth.me()).customer.id).toBe(customer.id);
      expect(await admin.caller.team.invitations.list()).toEqual([]);
      const members = await admin.caller.team.members.list();
      expect(members.find((member) => member.email === anna)?.role).toBe('admin');

      const notice = await waitForMail(admin.user.email);
      expect(notice.text).toContain(anna);
      expect(notice.text).toContain('Nordlicht Vertrieb GmbH');

      // Single use: someone else with the same link gets nowhere.
      await expect(acceptAs(world, address('mallory'), token)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Die Einladung wurde bereits verwendet.',
      });
      const history = await admin.caller.team.history();
      expect(history.map((entry) => entry.kind)).toEqual(['joined', 'invited']);
    });

    it('adds the company to an existing account, which then chooses between both', async () => {
      const { customer, admin } = await company(world);
      const elsewhere = await createCustomer(world.db, { name: 'Andere Firma' });
      const existing = await memberOf(world, elsewhere, 'user');
      await admin.caller.team.invitations.create({ emails: [existing.user.email], role: 'user' });
      const token = tokenFrom((await waitForMail(existing.user.email)).text);
      const synced = await existing.caller.auth.syncUser({
        idToken: `token-of-${existing.who.uid}`,
        firebaseUser: { uid: existing.who.uid, email: existing.who.email },
        invitation: token,
      });
      // The invitation's company first; the selection dialog offers both from now on.
      expect(synced.customer.id).toBe(customer.id);
      const choices = await existing.caller.auth.customers();
      expect(choices.map((choice) => choice.name).sort()).toEqual(
        ['Andere Firma', 'Nordlicht Vertrieb GmbH'].sort(),
      );
    });

    it('does not e-mail an inviter who switched that notification off', async () => {
      const { admin } = await company(world);
      await admin.caller.account.preferences.update({
        notifications: { invitationAccepted: false },
      });
      const anna = address('anna');
      await admin.caller.team.invitations.create({ emails: [anna], role: 'user' });
      const token = tokenFrom((await waitForMail(anna)).text);
      await acceptAs(world, anna, token);
      await new Promise((wait) => setTimeout(wait, 300));
      expect(await mailsTo(admin.user.email)).toEqual([]);
    });
  });

  describe('members', () => {
    it('lists members with role, joined and last sign-in', async () => {
      const { customer, admin } = await company(world);
      await memberOf(world, customer, 'user');
      const members = await admin.caller.team.members.list();
      expect(members.map((member) => member.role)).toEqual(['primary_admin', 'user']);
      expect(members[0]).toMatchObject({ isSelf: true, email: admin.user.email });
      expect(members[1]?.joinedAt).toBeInstanceOf(Date);
    });

    it('changes a role and records who did it', async () => {
      const { customer, admin } = await company(world);
      const colleague = await memberOf(world, customer, 'user');
      await admin.caller.team.members.changeRole({ userId: colleague.user.id, role: 'admin' });
      expect((await colleague.caller.auth.me()).user.role).toBe('admin');
      const [entry] = await admin.caller.team.history();
      expect(entry).toMatchObject({
        kind: 'role_changed',
        from: 'user',
        to: 'admin',
        subjectEmail: colleague.user.email,
        actorName: admin.user.email,
      });
    });

    it('never leaves the company without a primary admin', async () => {
      const { customer, admin } = await company(world);
      const colleague = await memberOf(world, customer, 'admin');
      const refusal = { code: 'BAD_REQUEST', message: LAST_PRIMARY_ADMIN };
      await expect(
        admin.caller.team.members.changeRole({ userId: admin.user.id, role: 'admin' }),
      ).rejects.toMatchObject(refusal);
      await expect(
        admin.caller.team.members.remove({ userId: admin.user.id }),
      ).rejects.toMatchObject(refusal);

      await admin.caller.team.members.transferPrimaryAdmin({ userId: colleague.user.id });
      expect((await admin.caller.auth.me()).user.role).toBe('admin');
      expect((await colleague.caller.auth.me()).user.role).toBe('primary_admin');
      // The former primary admin has no say in the team any more.
      await expect(admin.caller.team.members.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      const [entry] = await colleague.caller.team.history();
      expect(entry).toMatchObject({ kind: 'primary_admin_transferred', to: 'primary_admin' });
    });

    it('removes a member: their next request is refused, their data stays', async () => {
      const { customer, admin } = await company(world);
      const colleague = await memberOf(world, customer, 'user');
      const lead = await colleague.caller.crm.leads.create({ companyName: 'Bleibt AG' });
      await admin.caller.team.members.remove({ userId: colleague.user.id });

      await expect(colleague.caller.auth.me()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(colleague.caller.crm.leads.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect((await admin.caller.crm.leads.byId({ leadId: lead.id })).companyName).toBe(
        'Bleibt AG',
      );
      expect((await admin.caller.team.members.list()).map((member) => member.userId)).toEqual([
        admin.user.id,
      ]);
      expect((await admin.caller.team.history())[0]).toMatchObject({
        kind: 'removed',
        subjectEmail: colleague.user.email,
      });
      await expect(
        admin.caller.team.members.remove({ userId: colleague.user.id }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('roles', () => {
    it.each(['admin', 'user'] as const)(
      'refuses everything to a member with role %s',
      async (role) => {
        const { customer } = await company(world);
        const member = await memberOf(world, customer, role);
        const forbidden = { code: 'FORBIDDEN' };
        await expect(member.caller.team.members.list()).rejects.toMatchObject(forbidden);
        await expect(
          member.caller.team.invitations.create({ emails: [address('x')], role: 'user' }),
        ).rejects.toMatchObject(forbidden);
        await expect(member.caller.team.history()).rejects.toMatchObject(forbidden);
        await expect(
          member.caller.team.members.changeRole({ userId: member.user.id, role: 'primary_admin' }),
        ).rejects.toMatchObject(forbidden);
        expect((await member.caller.auth.me()).user.role).toBe(role);
      },
    );

    it('summarises members and open invitations for the dashboard', async () => {
      const { customer, admin } = await company(world);
      await memberOf(world, customer, 'user');
      await admin.caller.team.invitations.create({ emails: [address('a')], role: 'user' });
      expect(await admin.caller.team.summary()).toEqual({ members: 2, pendingInvitations: 1 });
    });
  });
  describe('limits', () => {
    /** The caller of the company's primary admin, counted in the real rate limits. */
    async function limitedCompany(name?: string) {
      const { customer, admin } = await company(world, name);
      const limited: TestWorld & { rateLimiter: RateLimiter } = {
        ...world,
        rateLimiter: createRateLimiter(world.db, DEFAULT_RATE_LIMITS),
      };
      return { customer, admin, caller: callerAs(limited, admin.who) };
    }

    async function stored(customerId: string) {
      const rows = await world.db
        .select({ id: invitations.id })
        .from(invitations)
        .where(eq(invitations.customerId, customerId));
      const events = await world.db
        .select({ id: teamEvents.id })
        .from(teamEvents)
        .where(eq(teamEvents.customerId, customerId));
      return { invitations: rows.length, events: events.length };
    }

    const addresses = (count: number) => Array.from({ length: count }, () => address('viele'));

    it('sends at most 200 invitations a day per company; a refused request stores nothing', async () => {
      const { customer, caller } = await limitedCompany();
      for (const size of [50, 50, 50, 45]) {
        await caller.team.invitations.create({ emails: addresses(size), role: 'user' });
      }
      expect(await stored(customer.id)).toEqual({ invitations: 195, events: 195 });

      const refusal = {
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(
          /^Heute wurden schon 200 Einladungen verschickt\. Bitte versuche es in \d+ Stunden erneut\.$/,
        ),
      };
      // Ten do not fit: none of them is stored or mailed, they use up nothing, and the refusal
      // says how many still would.
      const tooMany = addresses(10);
      await expect(
        caller.team.invitations.create({ emails: tooMany, role: 'user' }),
      ).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message:
          'Heute wurden schon 195 Einladungen verschickt, höchstens 200 am Tag sind möglich: Es können nur noch 5 dazukommen. Es wurde keine Einladung verschickt.',
      });
      expect(await stored(customer.id)).toEqual({ invitations: 195, events: 195 });
      expect(await mailsTo(must(tooMany[0]))).toEqual([]);

      await caller.team.invitations.create({ emails: addresses(5), role: 'user' });
      const last = address('zweihunderteins');
      await expect(
        caller.team.invitations.create({ emails: [last], role: 'user' }),
      ).rejects.toMatchObject(refusal);
      expect(await stored(customer.id)).toEqual({ invitations: 200, events: 200 });
      expect(await mailsTo(last)).toEqual([]);

      // Another company has its own 200.
      const other = await limitedCompany();
      await expect(
        other.caller.team.invitations.create({ emails: [last], role: 'user' }),
      ).resolves.toMatchObject({ invited: [last] });
    });

    it('sends one invitation again at most three times a day', async () => {
      const { customer, caller } = await limitedCompany();
      const [anna, ben] = [address('anna'), address('ben')];
      await caller.team.invitations.create({ emails: [anna], role: 'user' });
      const [invitation] = await caller.team.invitations.list();
      const invitationId = must(invitation).id;
      for (let time = 0; time < 3; time += 1) {
        await expect(caller.team.invitations.resend({ invitationId })).resolves.toMatchObject({
          sent: true,
        });
      }
      const before = await stored(customer.id);
      const [row] = await world.db
        .select()
        .from(invitations)
        .where(eq(invitations.id, invitationId));

      await expect(caller.team.invitations.resend({ invitationId })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(
          /^Diese Einladung wurde heute schon dreimal erneut gesendet\. Bitte versuche es in \d+ Stunden erneut\.$/,
        ),
      });
      // Inviting the address again is sending it again, too; among several it is named.
      await expect(
        caller.team.invitations.create({ emails: [anna], role: 'admin' }),
      ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      await expect(
        caller.team.invitations.create({ emails: [ben, anna], role: 'admin' }),
      ).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(
          new RegExp(`^${anna.replace(/[.]/g, '\\.')}: Diese Einladung wurde heute schon dreimal`),
        ),
      });

      expect(await stored(customer.id)).toEqual(before);
      const [after] = await world.db
        .select()
        .from(invitations)
        .where(eq(invitations.id, invitationId));
      expect(after).toEqual(row);
      expect(await mailsTo(anna)).toHaveLength(4);
      expect(await mailsTo(ben)).toEqual([]);
    });

    it('a resend the company’s day refuses spends none of the invitation’s three', async () => {
      const { customer, caller } = await limitedCompany();
      const carla = address('carla');
      await caller.team.invitations.create({ emails: [carla], role: 'user' });
      const invitationId = must((await caller.team.invitations.list())[0]).id;
      // The rest of the day's 200 go to others.
      for (const size of [50, 50, 50, 49]) {
        await caller.team.invitations.create({ emails: addresses(size), role: 'user' });
      }
      await expect(caller.team.invitations.resend({ invitationId })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Heute wurden schon 200 Einladungen verschickt\./),
      });
      // Tomorrow (the company's day over, the invitation's counted as it was): still three resends.
      await world.db
        .delete(rateLimits)
        .where(like(rateLimits.key, `invitationsPerCompany%${customer.id}`));
      for (let time = 0; time < 3; time += 1) {
        await expect(caller.team.invitations.resend({ invitationId })).resolves.toMatchObject({
          sent: true,
        });
      }
      await expect(caller.team.invitations.resend({ invitationId })).rejects.toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Diese Einladung wurde heute schon dreimal/),
      });
    });

    it('keeps at most 500 open invitations per company, expired ones counted', async () => {
      const { customer, admin, caller } = await limitedCompany();
      const past = new Date(Date.now() - 86_400_000);
      await world.db.insert(invitations).values(
        Array.from({ length: 499 }, (_, index) => ({
          customerId: customer.id,
          tokenHash: hashInvitationToken(randomUUID()),
          email: `alt-${index}@beispiel.de`,
          // Half of them expired: they stay in the list and can be renewed.
          expiresAt: index % 2 ? past : new Date(Date.now() + 86_400_000),
          invitedBy: admin.user.id,
        })),
      );
      const [anna, ben, clara] = [address('anna'), address('ben'), address('clara')];
      await expect(
        caller.team.invitations.create({ emails: [anna, ben], role: 'user' }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message:
          'Es gibt schon 499 offene Einladungen, höchstens 500 sind möglich: Es kann nur noch eine dazukommen. Es wurde keine Einladung verschickt.',
      });
      expect(await stored(customer.id)).toEqual({ invitations: 499, events: 0 });
      expect(await mailsTo(anna)).toEqual([]);

      await caller.team.invitations.create({ emails: [anna], role: 'user' });
      await expect(
        caller.team.invitations.create({ emails: [clara], role: 'user' }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message:
          'Es gibt schon 500 offene Einladungen, höchstens 500 sind möglich. Widerrufe nicht mehr benötigte Einladungen und versuche es dann erneut.',
      });
      expect(await stored(customer.id)).toEqual({ invitations: 500, events: 1 });
      // Inviting an address again adds no open invitation; revoking one makes room.
      await expect(
        caller.team.invitations.create({ emails: [anna], role: 'admin' }),
      ).resolves.toMatchObject({ invited: [anna] });
      const open = await caller.team.invitations.list();
      await caller.team.invitations.revoke({ invitationId: must(open.at(-1)).id });
      await expect(
        caller.team.invitations.create({ emails: [clara], role: 'user' }),
      ).resolves.toMatchObject({ invited: [clara] });
    });

    it('shows the names of inviter and company in the e-mail cut short, escaped, on one line', async () => {
      const { admin } = await company(
        world,
        `"><script>alert(1)</script> & Co\r\nBcc: boese@beispiel.de ${'Sehr '.repeat(40)}lang GmbH`,
      );
      await world.db
        .update(users)
        .set({ displayName: `<img src=x onerror=alert(1)>\u202Egnp.exe ${'Ä'.repeat(200)}` })
        .where(eq(users.id, admin.user.id));
      const anna = address('anna');
      await admin.caller.team.invitations.create({ emails: [anna], role: 'user' });
      const mail = await waitForMail(anna);

      // Plain text shows the name as it is; HTML only escaped.
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('\u202E');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.headers.bcc).toBeUndefined();
      const companyShown =
        `"><script>alert(1)</script> & Co Bcc: boese@beispiel.de ${'Sehr '.repeat(40)}`
          .slice(0, MAX_COMPANY_NAME_IN_MAIL - 1)
          .trimEnd();
      expect(mail.subject).toBe(`Einladung zu ${companyShown}… auf Sprint`);
      expect(mail.html).toContain(
        '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co Bcc: boese@beispiel.de',
      );
      const inviter = `<img src=x onerror=alert(1)> gnp.exe ${'Ä'.repeat(200)}`.slice(
        0,
        MAX_INVITER_NAME_IN_MAIL - 1,
      );
      expect(mail.text).toContain(`${inviter}… hat dich eingeladen`);
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; gnp.exe ÄÄÄ');
    });
  });
});

describe('a name in an e-mail', () => {
  it('loses control characters and is cut between letters, never inside one', () => {
    expect(nameForMail('a\u0000b\u202Ec\r\n  d\t', 80)).toBe('a b c d');
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    expect(nameForMail(family.repeat(3), 3)).toBe(family.repeat(3));
    expect(nameForMail(family.repeat(3), 2)).toBe(`${family}…`);
    expect(nameForMail('Anna Berg', 6)).toBe('Anna…');
  });
});
