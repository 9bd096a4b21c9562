import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  memberOf,
  useTestWorld,
  type TestWorld,
} from '../../../test/fixtures';
import { waitForMail } from '../../../test/mailbox';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A provider employee, working in a company of their own. */
async function employee(world: TestWorld) {
  const home = await createCustomer(world.db, { name: 'Sprint Intern' });
  const who = identity();
  const user = await createUser(world.db, who, {
    ourEmployee: true,
    memberships: [{ customer: home, role: 'user' }],
    activeCustomer: home,
  });
  return { who, user, caller: callerAs(world, who) };
}

describe.each(databaseKinds())('customer console on %s', (kind) => {
  const world = useTestWorld(kind);

  it('creates a customer whose invited primary admin signs up into it', async () => {
    const staff = await employee(world);
    const adminEmail = `chefin-${randomUUID().slice(0, 8)}@baeckerei-huber.de`;
    const created = await staff.caller.customers.create({
      name: 'Bäckerei Huber',
      officialCompanyName: 'Bäckerei Huber GmbH & Co. KG',
      domain: 'https://www.Baeckerei-Huber.de/kontakt',
      plan: 'professional',
      adminEmail,
    });
    expect(created.mailFailed).toEqual([]);

    const page = await staff.caller.customers.byId({ customerId: created.customerId });
    expect(page.customer).toMatchObject({
      name: 'Bäckerei Huber',
      officialCompanyName: 'Bäckerei Huber GmbH & Co. KG',
      domain: 'www.baeckerei-huber.de',
      plan: 'professional',
    });
    expect(page.invitations).toEqual([
      expect.objectContaining({ email: adminEmail, role: 'primary_admin' }),
    ]);

    const mail = await waitForMail(adminEmail);
    expect(mail.subject).toBe('Einladung zu Bäckerei Huber auf Sprint');
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    const who = identity({ email: adminEmail });
    const synced = await callerAs(world, who).auth.syncUser({
      idToken: `token-of-${who.uid}`,
      firebaseUser: { uid: who.uid, email: adminEmail },
      invitation: token,
    });
    expect(synced.customer.id).toBe(created.customerId);
    expect(synced.user.role).toBe('primary_admin');

    const list = await staff.caller.customers.list({ search: 'huber' });
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Bäckerei Huber',
        members: 1,
        pendingInvitations: 0,
        lastActivityAt: expect.any(Date),
      }),
    ]);
  });

  it('searches and filters by plan, wildcards taken literally', async () => {
    const staff = await employee(world);
    const tag = randomUUID().slice(0, 6);
    const alpha = await createCustomer(world.db, { name: `Alpha ${tag}`, plan: 'enterprise' });
    await createCustomer(world.db, { name: `Beta ${tag}`, plan: 'starter' });
    await createCustomer(world.db, { name: `100% ${tag}`, plan: 'starter' });
    // Counts per company: a member and an open invitation of Alpha, nothing of Beta.
    const alphaAdmin = await memberOf(world, alpha, 'primary_admin');
    await alphaAdmin.caller.team.invitations.create({
      emails: [`neu-${tag}@alpha.de`],
      role: 'user',
    });
    const counted = await staff.caller.customers.list({ search: tag });
    expect(counted.map((row) => [row.members, row.pendingInvitations])).toEqual([
      [0, 0],
      [1, 1],
      [0, 0],
    ]);
    const names = async (input: Parameters<typeof staff.caller.customers.list>[0]) =>
      (await staff.caller.customers.list(input)).map((row) => row.name);
    expect(await names({ search: tag })).toEqual([`100% ${tag}`, `Alpha ${tag}`, `Beta ${tag}`]);
    expect(await names({ search: tag, plan: 'starter' })).toEqual([`100% ${tag}`, `Beta ${tag}`]);
    expect(await names({ search: `% ${tag}` })).toEqual([`100% ${tag}`]);
  });

  it('changes the plan, and the company sees it', async () => {
    const staff = await employee(world);
    const customer = await createCustomer(world.db, { plan: 'starter' });
    const admin = await memberOf(world, customer, 'primary_admin');
    await staff.caller.customers.update({ customerId: customer.id, plan: 'enterprise' });
    expect((await admin.caller.auth.me()).customer.plan).toBe('enterprise');
    await expect(
      staff.caller.customers.update({ customerId: randomUUID(), plan: 'starter' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses bad input with German messages and creates nothing', async () => {
    const staff = await employee(world);
    const before = (await staff.caller.customers.list()).length;
    for (const input of [
      { name: '', plan: 'starter' as const, adminEmail: 'a@b.de' },
      { name: 'X', plan: 'starter' as const, adminEmail: 'keine-adresse' },
      { name: 'X', plan: 'starter' as const, adminEmail: 'a@b.de', domain: 'nicht eine domain' },
      { name: 'X', plan: 'gold' as 'starter', adminEmail: 'a@b.de' },
    ]) {
      await expect(staff.caller.customers.create(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    expect((await staff.caller.customers.list()).length).toBe(before);
  });

  it('is closed to every customer role', async () => {
    const customer = await createCustomer(world.db);
    for (const role of ['primary_admin', 'admin', 'user'] as const) {
      const member = await memberOf(world, customer, role);
      await expect(member.caller.customers.list()).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Nur für Mitarbeiter verfügbar.',
      });
    }
  });
});

describe.each(databaseKinds())('company settings on %s', (kind) => {
  const world = useTestWorld(kind);

  it('lets administrators rename the company and set its logo', async () => {
    const customer = await createCustomer(world.db, { name: 'Alt GmbH' });
    const admin = await memberOf(world, customer, 'admin');
    const updated = await admin.caller.company.update({
      name: 'Neu GmbH',
      officialCompanyName: 'Neu GmbH & Co. KG',
      domain: 'neu.de',
    });
    expect(updated).toMatchObject({ name: 'Neu GmbH', domain: 'neu.de', plan: customer.plan });
    const withLogo = await admin.caller.company.setLogo({ dataUrl: PNG });
    expect(withLogo.logo).toMatch(new RegExp(`^customers/${customer.id}/logo-[0-9a-f]+\\.png$`));
    // The sidebar resolves it like every stored logo (spec §3).
    const { downloadUrl } = await admin.caller.storage.getPublicDownloadUrl({
      filePath: withLogo.logo ?? '',
    });
    expect(downloadUrl).toContain('/files/customers/');
    const cleared = await admin.caller.company.setLogo({ dataUrl: null });
    expect(cleared.logo).toBeNull();
    expect(await world.storage.read(withLogo.logo ?? '')).toBeNull();
  });

  it('is read only for users, and the plan is not theirs to change', async () => {
    const customer = await createCustomer(world.db, { name: 'Fest GmbH', plan: 'starter' });
    const user = await memberOf(world, customer, 'user');
    expect((await user.caller.company.get()).name).toBe('Fest GmbH');
    await expect(user.caller.company.update({ name: 'Anders' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(user.caller.company.setLogo({ dataUrl: PNG })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const admin = await memberOf(world, customer, 'admin');
    await expect(
      admin.caller.company.update({ name: 'Fest GmbH', plan: 'enterprise' } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(admin.caller.company.update({ name: ' ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Bitte gib den Namen des Unternehmens ein.'),
    });
  });
});
