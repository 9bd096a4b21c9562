import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import { createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';
import { mailsTo, waitForMail } from '../../../test/mailbox';

describe.each(databaseKinds())('lead owner e-mails on %s', (kind) => {
  const world = useTestWorld(kind);

  it('tells a member when someone else makes them the owner, once per change', async () => {
    const customer = await createCustomer(world.db, { name: 'Zuweisung GmbH' });
    const admin = await memberOf(world, customer, 'primary_admin');
    await admin.caller.account.profile.update({ displayName: 'Clara Chef' });
    const seller = await memberOf(world, customer, 'user');
    const lead = await admin.caller.crm.leads.create({ companyName: 'Bäckerei Sonnenschein' });
    await admin.caller.crm.leads.update({ leadId: lead.id, ownerId: seller.user.id });

    const mail = await waitForMail(seller.user.email);
    expect(mail.subject).toBe('Clara Chef hat dir den Lead Bäckerei Sonnenschein zugewiesen');
    expect(mail.text).toContain(`/app/crm/leads/${lead.id}`);

    // Unchanged owner, or taking a lead oneself: no mail.
    await admin.caller.crm.leads.update({ leadId: lead.id, ownerId: seller.user.id });
    const own = await seller.caller.crm.leads.create({
      companyName: 'Eigener Lead',
      ownerId: seller.user.id,
    });
    expect(own.ownerId).toBe(seller.user.id);
    await new Promise((wait) => setTimeout(wait, 300));
    expect(await mailsTo(seller.user.email)).toHaveLength(1);
    // The bell says it too, once, with a link to the lead.
    const bell = await seller.caller.notifications.list();
    expect(bell.items).toEqual([
      expect.objectContaining({
        kind: 'leadAssigned',
        title: 'Clara Chef hat dir den Lead Bäckerei Sonnenschein zugewiesen',
        href: `/app/crm/leads/${lead.id}`,
      }),
    ]);
  });

  it('sums up a bulk assignment, and stays quiet when switched off', async () => {
    const customer = await createCustomer(world.db);
    const admin = await memberOf(world, customer, 'primary_admin');
    const seller = await memberOf(world, customer, 'user');
    const quiet = await memberOf(world, customer, 'user');
    await quiet.caller.account.preferences.update({ notifications: { leadAssigned: false } });
    const ids = [];
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      ids.push((await admin.caller.crm.leads.create({ companyName: name })).id);
    }
    await admin.caller.crm.leads.bulkUpdate({
      action: 'owner',
      leadIds: ids,
      ownerId: seller.user.id,
    });
    const mail = await waitForMail(seller.user.email);
    expect(mail.subject).toMatch(/hat dir 3 Leads zugewiesen$/);
    expect(mail.text).toContain('- Gamma');

    await admin.caller.crm.leads.bulkUpdate({
      action: 'owner',
      leadIds: ids,
      ownerId: quiet.user.id,
    });
    await new Promise((wait) => setTimeout(wait, 300));
    expect(await mailsTo(quiet.user.email)).toEqual([]);
  });
});
