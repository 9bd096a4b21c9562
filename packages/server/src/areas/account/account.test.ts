import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import { callerAs, createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';
import { users } from '../../platform/identity/schema';
import { DELETED_USER_NAME, RECENT_SIGN_IN_MS, SIGN_IN_TOO_OLD } from './service';

/** A 1×1 PNG: real image bytes, as the browser's crop sends them. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe.each(databaseKinds())('account on %s', (kind) => {
  const world = useTestWorld(kind);

  it('changes the display name, which the next sign-in keeps', async () => {
    const customer = await createCustomer(world.db);
    const { caller, who } = await memberOf(world, customer, 'user');
    const profile = await caller.account.profile.update({ displayName: '  Mara Schmidt ' });
    expect(profile.displayName).toBe('Mara Schmidt');
    expect((await caller.auth.me()).user.displayName).toBe('Mara Schmidt');
    // The app syncs with forceUpdate after every sign-in; Sprint's own edit wins from now on.
    const synced = await callerAs(world, { ...who, name: 'Alter Name' }).auth.syncUser({
      idToken: `token-of-${who.uid}`,
      firebaseUser: { uid: who.uid, email: who.email },
      forceUpdate: true,
    });
    expect(synced.user.displayName).toBe('Mara Schmidt');
    await expect(caller.account.profile.update({ displayName: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Bitte gib deinen Namen ein.'),
    });
    // A name that reorders the text around it where colleagues see it is refused, and lost nothing.
    await expect(
      caller.account.profile.update({ displayName: 'Mara \u202eexe.gnp' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(
        'Der Name darf keine Steuerzeichen oder Richtungszeichen enthalten.',
      ),
    });
    expect((await caller.account.profile.get()).displayName).toBe('Mara Schmidt');
  });

  it('stores an avatar as a file of its own and serves it by a signed URL', async () => {
    const customer = await createCustomer(world.db);
    const { caller, user } = await memberOf(world, customer, 'user');
    const profile = await caller.account.profile.setAvatar({ dataUrl: PNG });
    expect(profile.avatar).toMatch(
      new RegExp(`^/files/users/${user.id}/avatar-[0-9a-f]+\\.png\\?`),
    );
    const [row] = await world.db.select().from(users).where(eq(users.id, user.id));
    const stored = row?.avatar ?? '';
    expect(await world.storage.read(stored)).toEqual(
      Buffer.from(PNG.split(',')[1] ?? '', 'base64'),
    );
    expect((await caller.auth.me()).user.avatar).toBe(profile.avatar);

    // A new picture replaces the old file; removing leaves none.
    await caller.account.profile.setAvatar({ dataUrl: PNG });
    expect(await world.storage.read(stored)).toBeNull();
    const removed = await caller.account.profile.setAvatar({ dataUrl: null });
    expect(removed.avatar).toBeNull();
  });

  it.each([
    ['an SVG', 'data:image/svg+xml;base64,PHN2Zy8+'],
    [
      'a PNG that is not one',
      `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
    ],
    ['no data URL', 'https://example.com/bild.png'],
  ])('refuses %s as an avatar', async (_label, dataUrl) => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer, 'user');
    await expect(caller.account.profile.setAvatar({ dataUrl })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await caller.account.profile.get()).avatar).toBeNull();
  });

  it('keeps theme and notification preferences, merged per key', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer, 'user');
    const defaults = {
      invitationAccepted: true,
      leadAssigned: true,
      mention: true,
      reply: true,
      comment: false,
      like: false,
      invitationAcceptedInApp: true,
      leadAssignedInApp: true,
      mentionInApp: true,
      replyInApp: true,
      commentInApp: true,
      likeInApp: true,
      dailyDigest: false,
    };
    expect(await caller.account.preferences.get()).toEqual({
      theme: 'system',
      notifications: defaults,
    });
    await caller.account.preferences.update({ theme: 'dark' });
    await caller.account.preferences.update({ notifications: { leadAssigned: false } });
    await caller.account.preferences.update({ notifications: { likeInApp: false } });
    expect(await caller.account.preferences.get()).toEqual({
      theme: 'dark',
      notifications: { ...defaults, leadAssigned: false, likeInApp: false },
    });
    await expect(
      caller.account.preferences.update({ theme: 'pink' as 'dark' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('exports everything stored about the person as JSON', async () => {
    const customer = await createCustomer(world.db, { name: 'Export GmbH' });
    const { caller, user } = await memberOf(world, customer, 'primary_admin');
    await caller.account.profile.update({ displayName: 'Eva Export' });
    await caller.crm.leads.create({ companyName: 'Meine Firma', ownerId: user.id });
    await caller.team.invitations.create({ emails: ['kollege@export.de'], role: 'user' });
    await caller.tasks.create({ title: 'Meine Aufgabe', dueDate: '2026-12-01' });
    const data = await caller.account.exportData();
    expect(data.profile).toMatchObject({ email: user.email, displayName: 'Eva Export' });
    expect(data.companies).toEqual([
      expect.objectContaining({ name: 'Export GmbH', role: 'primary_admin' }),
    ]);
    expect(data.leadsOwned.map((lead) => lead.companyName)).toEqual(['Meine Firma']);
    expect(data.invitationsSent.map((item) => item.email)).toEqual(['kollege@export.de']);
    expect(data.tasks).toEqual([
      expect.objectContaining({
        title: 'Meine Aufgabe',
        company: 'Export GmbH',
        dueDate: '2026-12-01',
        assignedToMe: true,
        createdByMe: true,
      }),
    ]);
    // Plain JSON all the way down: what the download writes is what the server sent.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('deletes the account: personal data goes, the company keeps its content', async () => {
    const customer = await createCustomer(world.db);
    const admin = await memberOf(world, customer, 'primary_admin');
    const leaving = await memberOf(world, customer, 'user');
    await leaving.caller.account.profile.update({ displayName: 'Lena Weg' });
    await leaving.caller.account.profile.setAvatar({ dataUrl: PNG });
    const lead = await leaving.caller.crm.leads.create({
      companyName: 'Bleibt GmbH',
      ownerId: leaving.user.id,
    });
    const [before] = await world.db.select().from(users).where(eq(users.id, leaving.user.id));

    await expect(
      leaving.caller.account.delete({ confirmEmail: 'falsch@example.com' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Die eingegebene E-Mail-Adresse stimmt nicht mit deinem Konto überein.',
    });
    await leaving.caller.account.delete({ confirmEmail: leaving.user.email.toUpperCase() });

    const [row] = await world.db.select().from(users).where(eq(users.id, leaving.user.id));
    expect(row).toMatchObject({ displayName: DELETED_USER_NAME, avatar: null });
    expect(JSON.stringify(row)).not.toContain(leaving.user.email);
    expect(JSON.stringify(row)).not.toContain(leaving.who.uid);
    expect(await world.storage.read(before?.avatar ?? '')).toBeNull();
    await expect(leaving.caller.auth.me()).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const kept = await admin.caller.crm.leads.byId({ leadId: lead.id });
    expect(kept.companyName).toBe('Bleibt GmbH');
    expect(kept.ownerId).toBe(leaving.user.id);
    const members = await admin.caller.team.members.list();
    expect(members.map((member) => member.userId)).toEqual([admin.user.id]);
  });

  it('deletes only after a sign-in of the last 5 minutes, and erases nothing before', async () => {
    const customer = await createCustomer(world.db);
    const { who, user } = await memberOf(world, customer, 'user');
    const signedInAgo = (ms: number) => callerAs(world, { ...who, authTime: Date.now() - ms });
    await signedInAgo(0).account.profile.setAvatar({ dataUrl: PNG });
    const [before] = await world.db.select().from(users).where(eq(users.id, user.id));

    // A session kept open for a while (its token refreshed, its sign-in not), or none at all.
    for (const caller of [
      signedInAgo(RECENT_SIGN_IN_MS + 1_000),
      callerAs(world, { ...who, authTime: undefined }),
    ]) {
      await expect(caller.account.delete({ confirmEmail: user.email })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: SIGN_IN_TOO_OLD,
      });
    }
    expect(SIGN_IN_TOO_OLD).toContain('Bitte melde dich zur Sicherheit erneut an.');
    const [after] = await world.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    expect(await world.storage.read(before?.avatar ?? '')).not.toBeNull();

    // Re-authenticated four minutes ago: still recent enough.
    await signedInAgo(4 * 60_000).account.delete({ confirmEmail: user.email });
    const [deleted] = await world.db.select().from(users).where(eq(users.id, user.id));
    expect(deleted?.displayName).toBe(DELETED_USER_NAME);
  });

  it('refuses to delete the last primary admin of a company', async () => {
    const customer = await createCustomer(world.db, { name: 'Allein GmbH' });
    const admin = await memberOf(world, customer, 'primary_admin');
    await expect(
      admin.caller.account.delete({ confirmEmail: admin.user.email }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('„Allein GmbH“'),
    });
    expect((await admin.caller.auth.me()).user.email).toBe(admin.user.email);
  });
});
