import { describe, expect, it } from 'vitest';
import { createCustomer, memberOf, useTestWorld } from '../../../test/fixtures';
import { databaseKinds } from '../../../test/database';
import { createConversation } from '../outreach/fixtures';
import { createActivity, createLead } from './fixtures';

describe.each(databaseKinds())('crm activities and linked conversations on %s', (kind) => {
  const world = useTestWorld(kind);

  it('records notes, calls and meetings, newest first, with their author', async () => {
    const customer = await createCustomer(world.db);
    const { caller, user } = await memberOf(world, customer, 'user');
    const lead = await createLead(world.db, customer.id);
    await caller.crm.activities.create({
      leadId: lead.id,
      type: 'call',
      body: 'Geschäftsführer erreicht',
      outcome: 'Rückruf Freitag',
      occurredAt: new Date('2026-11-20T10:00:00Z'),
    });
    const meeting = await caller.crm.activities.create({
      leadId: lead.id,
      type: 'meeting',
      body: 'Vor Ort in Köln',
      occurredAt: '2026-11-21T14:00:00Z',
    });
    const list = await caller.crm.activities.list({ leadId: lead.id });
    expect(list.map((entry) => [entry.type, entry.body, entry.authorId])).toEqual([
      ['meeting', 'Vor Ort in Köln', user.id],
      ['call', 'Geschäftsführer erreicht', user.id],
    ]);
    expect(meeting.occurredAt).toEqual(new Date('2026-11-21T14:00:00Z'));
    await expect(
      caller.crm.activities.create({
        leadId: lead.id,
        type: 'status_changed' as 'note',
        body: 'x',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.crm.activities.create({ leadId: lead.id, type: 'note', body: '   ' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('lets the author and admins edit and delete notes, nobody the automatic entries', async () => {
    const customer = await createCustomer(world.db);
    const author = await memberOf(world, customer, 'user');
    const colleague = await memberOf(world, customer, 'user');
    const admin = await memberOf(world, customer, 'admin');
    const lead = await createLead(world.db, customer.id);
    const note = await author.caller.crm.activities.create({
      leadId: lead.id,
      type: 'note',
      body: 'Erste Fassung',
    });

    await expect(
      colleague.caller.crm.activities.update({ activityId: note.id, body: 'Fremd geändert' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      colleague.caller.crm.activities.delete({ activityId: note.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await author.caller.crm.activities.update({ activityId: note.id, body: 'Zweite Fassung' }),
    ).toMatchObject({ body: 'Zweite Fassung' });
    expect(
      await admin.caller.crm.activities.update({ activityId: note.id, outcome: 'Geprüft' }),
    ).toMatchObject({ body: 'Zweite Fassung', outcome: 'Geprüft' });

    const automatic = await createActivity(world.db, lead, {
      type: 'status_changed',
      fromValue: 'new',
      toValue: 'won',
      authorId: admin.user.id,
    });
    await expect(
      admin.caller.crm.activities.update({ activityId: automatic.id, body: 'x' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Automatische Einträge können weder geändert noch gelöscht werden.',
    });
    await expect(
      admin.caller.crm.activities.delete({ activityId: automatic.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    expect(await admin.caller.crm.activities.delete({ activityId: note.id })).toEqual({
      deleted: true,
    });
    await expect(
      author.caller.crm.activities.delete({ activityId: note.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Aktivität nicht gefunden.' });
    await expect(
      author.caller.crm.activities.update({ activityId: note.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('hides the history of a deleted lead', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer, 'admin');
    const lead = await createLead(world.db, customer.id);
    const note = await caller.crm.activities.create({ leadId: lead.id, type: 'note', body: 'a' });
    await caller.crm.leads.delete({ leadIds: [lead.id] });
    await expect(caller.crm.activities.list({ leadId: lead.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.crm.activities.delete({ activityId: note.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('links LinkedIn threads to a lead, lists them both ways, and unlinks them', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(world, customer, 'user');
    const lead = await createLead(world.db, customer.id, { companyName: 'Verknüpft GmbH' });
    const thread = await createConversation(world.db, customer.id, {
      participantName: 'Jana Beispiel',
      participantProfileUrl: 'https://www.linkedin.com/in/jana',
    });
    const linked = await caller.crm.leads.linkConversation({
      leadId: lead.id,
      conversationId: thread.id,
    });
    expect(linked).toEqual([
      expect.objectContaining({ id: thread.id, participantName: 'Jana Beispiel' }),
    ]);
    // Linking twice keeps one link.
    await caller.crm.leads.linkConversation({ leadId: lead.id, conversationId: thread.id });
    expect(await caller.crm.leads.conversations({ leadId: lead.id })).toHaveLength(1);
    expect(await caller.crm.leads.byConversation({ conversationId: thread.id })).toEqual([
      { id: lead.id, companyName: 'Verknüpft GmbH', status: 'new' },
    ]);
    expect(
      await caller.crm.leads.unlinkConversation({ leadId: lead.id, conversationId: thread.id }),
    ).toEqual([]);
    expect(await caller.crm.leads.byConversation({ conversationId: thread.id })).toEqual([]);
    await expect(
      caller.crm.leads.linkConversation({
        leadId: lead.id,
        conversationId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Unterhaltung nicht gefunden.' });
  });

  it('lists the company’s members as possible owners', async () => {
    const customer = await createCustomer(world.db);
    const first = await memberOf(world, customer, 'admin');
    const second = await memberOf(world, customer, 'user');
    const members = await first.caller.crm.members();
    expect(members.map((member) => member.id).sort()).toEqual(
      [first.user.id, second.user.id].sort(),
    );
  });
});
