import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../platform/config';
import { customers, invitations, memberships, users } from '../platform/identity/schema';
import { files } from '../platform/storage/schema';
import { cleanUpStorage } from '../platform/storage/cleanup';
import { leads } from '../areas/crm/schema';
import { conversations } from '../areas/outreach/schema';
import { callerAs, useTestWorld } from '../../test/fixtures';
import { databaseKinds } from '../../test/database';
import {
  DEMO_CUSTOMER_IDS,
  DEMO_INVITATION_TOKEN,
  DEMO_PERSONAL_INVITATION,
} from '../platform/identity/seed';
import { hashInvitationToken } from '../platform/identity/invitationTokens';
import { invitationToken, listInvitations, listMembers, teamHistory } from '../areas/team/service';
import { emulatorAccounts } from './firebaseAccounts';
import { databaseIsEmpty, seedDemoData } from './seed';

describe.each(databaseKinds())('demo data on %s', (kind) => {
  const world = useTestWorld(kind);

  beforeAll(async () => {
    expect(await databaseIsEmpty(world.db)).toBe(true);
    const ensureAuthUser = emulatorAccounts({
      projectId: DEMO_PROJECT_ID,
      emulatorHost: inject('authEmulatorHost'),
    });
    await seedDemoData({
      db: world.db,
      storage: world.storage,
      ensureAuthUser,
      secret: world.config.fileUrlSecret,
    });
    // A second run adds nothing.
    await seedDemoData({
      db: world.db,
      storage: world.storage,
      ensureAuthUser,
      secret: world.config.fileUrlSecret,
    });
  });

  const total = async (
    table: typeof customers | typeof users | typeof leads | typeof conversations,
  ) => Number((await world.db.select({ value: count() }).from(table))[0]?.value);

  it('creates three customers, eight users, sixty leads each and a few conversations, once', async () => {
    expect(await databaseIsEmpty(world.db)).toBe(false);
    expect(await total(customers)).toBe(3);
    // The four sign-in demo accounts and Nordlicht's four colleagues (team seed).
    expect(await total(users)).toBe(8);
    expect(await total(leads)).toBe(180);
    expect(await total(conversations)).toBe(9);
    const [nordlicht] = await world.db
      .select()
      .from(customers)
      .where(eq(customers.id, DEMO_CUSTOMER_IDS.nordlicht));
    expect(nordlicht).toMatchObject({
      name: 'Nordlicht Vertrieb GmbH',
      officialCompanyName: 'Nordlicht Vertriebsgesellschaft mbH',
      plan: 'professional',
      domain: 'nordlicht-vertrieb.de',
    });
  });

  it('fills the community with posts, replies and a leaderboard, open to Nordlicht, not Kleinkram', async () => {
    const as = async (email: string, customerId: string) => {
      const [user] = await world.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`${email} missing`);
      const who = { uid: user.firebaseUid, email, emailVerified: true, name: null, picture: null };
      return callerAs(world, who, undefined, customerId);
    };
    const nora = await as('kunde@nordlicht.local', DEMO_CUSTOMER_IDS.nordlicht);
    const feed = await nora.community.posts.list({ sort: 'new' });
    expect(feed.pinned.map((post) => post.title)).toEqual(['Willkommen in der Sprint-Community!']);
    expect(feed.items.length).toBeGreaterThanOrEqual(6);
    const question = feed.items.find((post) =>
      post.title.startsWith('Wie geht ihr mit Kündigungen'),
    );
    expect(question?.commentCount).toBe(2);
    // The header's search finds a word that only a comment has, by its stem.
    const hits = await nora.community.search({ query: 'Paket' });
    expect(hits.map((hit) => hit.kind)).toContain('comment');
    const board = await nora.leaderboard.board({ period: '7d', scope: 'community' });
    expect(board.entries.length).toBeGreaterThanOrEqual(4);
    expect(board.entries[0]?.points).toBeGreaterThan(0);
    const karl = await as('inhaber@kleinkram.local', DEMO_CUSTOMER_IDS.kleinkram);
    await expect(karl.community.posts.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('gives Nordlicht a team: colleagues, open invitations with copyable links, a history', async () => {
    const secret = world.config.fileUrlSecret;
    const nordlicht = { customerId: DEMO_CUSTOMER_IDS.nordlicht };
    expect((await listMembers(world.db, nordlicht)).length).toBe(6);
    const pending = await listInvitations(world.db, nordlicht);
    const named = pending.filter((invitation) => invitation.email?.endsWith('@nordlicht.local'));
    expect(named.filter((invitation) => invitation.expired)).toHaveLength(1);
    for (const invitation of named.filter((item) => item.linkAvailable)) {
      await expect(invitationToken(world.db, nordlicht, invitation.id, secret)).resolves.toMatch(
        /^[A-Za-z0-9_-]{43}$/,
      );
    }
    expect((await teamHistory(world.db, nordlicht)).length).toBeGreaterThan(8);
  });

  it('gives each demo user the documented companies and roles', async () => {
    const byEmail = async (email: string) => {
      const [user] = await world.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`${email} missing`);
      return callerAs(world, {
        uid: user.firebaseUid,
        email,
        emailVerified: true,
        name: null,
        picture: null,
      });
    };
    const chef = await (await byEmail('chef@sprint.local')).auth.customers();
    expect(chef.map(({ name, role }) => [name, role])).toEqual([
      ['Kleinkram UG', null],
      ['Nordlicht Vertrieb GmbH', 'primary_admin'],
      ['Sprint Demo GmbH', 'primary_admin'],
    ]);
    const team = await (await byEmail('team@sprint.local')).auth.customers();
    expect(team.map(({ name }) => name)).toContain('Sprint Demo GmbH');
    const kunde = await (await byEmail('kunde@nordlicht.local')).auth.customers();
    expect(kunde.map(({ name, role }) => [name, role])).toEqual([
      ['Nordlicht Vertrieb GmbH', 'admin'],
    ]);
    const inhaber = await (await byEmail('inhaber@kleinkram.local')).auth.customers();
    expect(inhaber.map(({ name, role }) => [name, role])).toEqual([
      ['Kleinkram UG', 'primary_admin'],
    ]);
  });

  it('stores the Sprint Demo logo as a file its members can download', async () => {
    const [sprint] = await world.db
      .select()
      .from(customers)
      .where(eq(customers.id, DEMO_CUSTOMER_IDS.sprintDemo));
    expect(sprint?.logo).toBe(`customers/${DEMO_CUSTOMER_IDS.sprintDemo}/logo.svg`);
    const [file] = await world.db
      .select()
      .from(files)
      .where(eq(files.path, sprint?.logo ?? ''));
    expect(file).toMatchObject({ contentType: 'image/svg+xml' });
    const content = await world.storage.read(sprint?.logo ?? '');
    expect(content?.toString()).toContain('<svg');
  });

  it('declares a reference for every demo file: the storage clean-up removes none of them', async () => {
    const before = await world.db.select({ path: files.path }).from(files);
    expect(before.length).toBeGreaterThan(0);
    const result = await cleanUpStorage({
      db: world.db,
      storage: world.storage,
      references: world.registry.fileReferences,
      // Two days on: every demo file is past the clean-up's grace period.
      now: Date.now() + 2 * 24 * 60 * 60 * 1000,
    });
    expect(result.removedFiles).toBe(0);
    expect(await world.db.select({ path: files.path }).from(files)).toHaveLength(before.length);
  });

  it('opens the demo invitation to Nordlicht as user', async () => {
    const [invitation] = await world.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashInvitationToken(DEMO_INVITATION_TOKEN)));
    expect(invitation).toMatchObject({
      customerId: DEMO_CUSTOMER_IDS.nordlicht,
      role: 'user',
      acceptedAt: null,
    });
    expect(invitation?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('opens a demo invitation for one address only', async () => {
    const [invitation] = await world.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashInvitationToken(DEMO_PERSONAL_INVITATION.token)));
    expect(invitation).toMatchObject({
      customerId: DEMO_CUSTOMER_IDS.nordlicht,
      email: 'neu@nordlicht.local',
      acceptedAt: null,
    });
  });

  /** A demo user's caller, signed in as the seed made them. */
  async function demoCaller(email: string) {
    const [user] = await world.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} missing`);
    const caller = callerAs(world, {
      uid: user.firebaseUid,
      email,
      emailVerified: true,
      name: null,
      picture: null,
    });
    return { user, caller };
  }

  it('exports a demo user’s clips, calendar events and lesson progress', async () => {
    const { caller } = await demoCaller('team@sprint.local');
    const data = await caller.account.exportData();
    expect(data.clips.map((clip) => clip.title)).toContain('LinkedIn-Profil');
    expect(data.calendarEvents.length).toBeGreaterThan(0);
    expect(data.lessonProgress.length).toBeGreaterThan(0);
  });

  it('exports nothing of a company the person has left', async () => {
    const { user, caller } = await demoCaller('chef@sprint.local');
    const nordlicht = 'Nordlicht Vertrieb GmbH';
    /** Rows of the export's sections that name a company, other than the memberships. */
    const companyRows = (data: Record<string, unknown>) =>
      Object.entries(data)
        .filter(([section]) => section !== 'companies')
        .flatMap(([, rows]) => (Array.isArray(rows) ? (rows as { company?: unknown }[]) : []))
        .map((row) => row.company);
    const before = await caller.account.exportData();
    expect(companyRows(before)).toContain(nordlicht);

    await world.db
      .delete(memberships)
      .where(
        and(
          eq(memberships.userId, user.id),
          eq(memberships.customerId, DEMO_CUSTOMER_IDS.nordlicht),
        ),
      );
    const after = await caller.account.exportData();
    expect(JSON.stringify(after)).not.toContain(nordlicht);
    expect(companyRows(after)).toContain('Sprint Demo GmbH');
  });
});
