import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { createConversation } from '../outreach/fixtures';
import { createActivity, createLead } from './fixtures';
import { leadActivities, leadConversations, leads } from './schema';
import { findLead } from './service';

const notFound = { code: 'NOT_FOUND' };

/** The owner's lead, as the intruder must never see or change it. */
async function ownersLead({ world, owner }: ProbeContext) {
  return createLead(world.db, owner.customer.id, {
    companyName: 'Geheim GmbH',
    contactEmail: 'geheim@example.com',
    status: 'qualified',
    valueCents: 4200,
    ownerId: owner.user.id,
    nextStep: 'Angebot schicken',
    nextStepDueAt: new Date('2020-01-01T09:00:00Z'),
  });
}

async function unchanged(context: ProbeContext, leadId: string) {
  const lead = await findLead(context.world.db, { customerId: context.owner.customer.id }, leadId);
  expect(lead).toMatchObject({
    companyName: 'Geheim GmbH',
    status: 'qualified',
    valueCents: 4200,
    ownerId: context.owner.user.id,
    deletedAt: null,
  });
}

const csv =
  '\uFEFFUnternehmen;E-Mail\r\nNeu GmbH;geheim@example.com\r\nGeheim GmbH;x@example.com\r\n';

export const crmTenantProbe: TenantProbes = {
  'crm.members': async ({ owner, intruder }) => {
    const members = await intruder.caller.crm.members();
    expect(members.map((member) => member.id)).toEqual([intruder.user.id]);
    expect(members.map((member) => member.id)).not.toContain(owner.user.id);
  },

  'crm.leads.byId': async (context) => {
    const lead = await ownersLead(context);
    await expect(context.intruder.caller.crm.leads.byId({ leadId: lead.id })).rejects.toMatchObject(
      notFound,
    );
  },

  'crm.leads.update': async (context) => {
    const lead = await ownersLead(context);
    await expect(
      context.intruder.caller.crm.leads.update({ leadId: lead.id, status: 'won', valueCents: 0 }),
    ).rejects.toMatchObject(notFound);
    await unchanged(context, lead.id);
  },

  'crm.leads.list': async (context) => {
    await ownersLead(context);
    const { intruder, owner } = context;
    expect(await intruder.caller.crm.leads.list()).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
    expect(await intruder.caller.crm.leads.list({ search: 'geheim' })).toMatchObject({ total: 0 });
    // Filtering by the owner's person reveals nothing either.
    await expect(intruder.caller.crm.leads.list({ ownerId: owner.user.id })).rejects.toMatchObject(
      notFound,
    );
  },

  'crm.leads.board': async (context) => {
    await ownersLead(context);
    const board = await context.intruder.caller.crm.leads.board();
    expect(board.every((column) => column.count === 0 && column.items.length === 0)).toBe(true);
    expect(board.reduce((sum, column) => sum + column.sumCents, 0)).toBe(0);
  },

  'crm.leads.create': async ({ world, owner, intruder }) => {
    // The intruder cannot make the owner's person responsible for their lead.
    await expect(
      intruder.caller.crm.leads.create({ companyName: 'Köder AG', ownerId: owner.user.id }),
    ).rejects.toMatchObject(notFound);
    // What they create is theirs, never the owner's.
    const created = await intruder.caller.crm.leads.create({ companyName: 'Eigene AG' });
    expect(created.customerId).toBe(intruder.customer.id);
    const ownersLeads = await world.db
      .select()
      .from(leads)
      .where(eq(leads.customerId, owner.customer.id));
    expect(ownersLeads).toEqual([]);
  },

  'crm.leads.delete': async (context) => {
    const lead = await ownersLead(context);
    await expect(
      context.intruder.caller.crm.leads.delete({ leadIds: [lead.id] }),
    ).rejects.toMatchObject(notFound);
    await unchanged(context, lead.id);
  },

  'crm.leads.restore': async (context) => {
    const lead = await ownersLead(context);
    await context.world.db
      .update(leads)
      .set({ deletedAt: new Date() })
      .where(eq(leads.id, lead.id));
    await expect(
      context.intruder.caller.crm.leads.restore({ leadIds: [lead.id] }),
    ).rejects.toMatchObject(notFound);
    const [row] = await context.world.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  },

  'crm.leads.bulkUpdate': async (context) => {
    const lead = await ownersLead(context);
    const own = await createLead(context.world.db, context.intruder.customer.id);
    const { caller } = context.intruder;
    await expect(
      caller.crm.leads.bulkUpdate({ action: 'status', leadIds: [own.id, lead.id], status: 'won' }),
    ).rejects.toMatchObject(notFound);
    await expect(
      caller.crm.leads.bulkUpdate({ action: 'owner', leadIds: [lead.id], ownerId: null }),
    ).rejects.toMatchObject(notFound);
    await expect(
      caller.crm.leads.bulkUpdate({ action: 'delete', leadIds: [lead.id] }),
    ).rejects.toMatchObject(notFound);
    await unchanged(context, lead.id);
    // All or nothing: the intruder's own lead in the refused batch did not change either.
    expect((await caller.crm.leads.byId({ leadId: own.id })).status).toBe('new');
  },

  'crm.leads.duplicates': async (context) => {
    const lead = await ownersLead(context);
    const { caller } = context.intruder;
    expect(
      await caller.crm.leads.duplicates({
        companyName: 'Geheim GmbH',
        contactEmail: 'geheim@example.com',
      }),
    ).toEqual([]);
    await expect(
      caller.crm.leads.duplicates({ companyName: 'Geheim GmbH', excludeId: lead.id }),
    ).rejects.toMatchObject(notFound);
  },

  'crm.leads.summary': async (context) => {
    await ownersLead(context);
    await createLead(context.world.db, context.owner.customer.id, {
      status: 'won',
      valueCents: 7000,
    });
    const summary = await context.intruder.caller.crm.leads.summary();
    expect(summary).toMatchObject({
      openCount: 0,
      openValueCents: 0,
      wonCount: 0,
      wonValueCents: 0,
    });
    expect(summary.byStatus.every((entry) => entry.count === 0 && entry.sumCents === 0)).toBe(true);
  },

  'crm.leads.dueNextSteps': async (context) => {
    await ownersLead(context);
    expect(await context.intruder.caller.crm.leads.dueNextSteps()).toEqual([]);
  },

  'crm.leads.exportCsv': async (context) => {
    await ownersLead(context);
    const file = await context.intruder.caller.crm.leads.exportCsv();
    expect(file.count).toBe(0);
    expect(file.content).not.toContain('Geheim');
  },

  'crm.leads.importPreview': async (context) => {
    await ownersLead(context);
    const preview = await context.intruder.caller.crm.leads.importPreview({ csv });
    // The owner's lead with that name and e-mail is no duplicate for the intruder.
    expect(preview.rows.map((row) => row.duplicateOf)).toEqual([undefined, undefined]);
  },

  'crm.leads.importCommit': async (context) => {
    const lead = await ownersLead(context);
    const result = await context.intruder.caller.crm.leads.importCommit({
      csv,
      mapping: { companyName: 0, contactEmail: 1 },
      skipDuplicates: true,
    });
    expect(result.created).toBe(2);
    const ownersLeads = await context.world.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.customerId, context.owner.customer.id));
    expect(ownersLeads).toEqual([{ id: lead.id }]);
  },

  'crm.leads.conversations': async (context) => {
    const lead = await ownersLead(context);
    const conversation = await createConversation(context.world.db, context.owner.customer.id);
    await context.world.db.insert(leadConversations).values({
      customerId: context.owner.customer.id,
      leadId: lead.id,
      conversationId: conversation.id,
    });
    await expect(
      context.intruder.caller.crm.leads.conversations({ leadId: lead.id }),
    ).rejects.toMatchObject(notFound);
  },

  'crm.leads.byConversation': async (context) => {
    const lead = await ownersLead(context);
    const conversation = await createConversation(context.world.db, context.owner.customer.id);
    await context.world.db.insert(leadConversations).values({
      customerId: context.owner.customer.id,
      leadId: lead.id,
      conversationId: conversation.id,
    });
    await expect(
      context.intruder.caller.crm.leads.byConversation({ conversationId: conversation.id }),
    ).rejects.toMatchObject(notFound);
  },

  'crm.leads.linkConversation': async (context) => {
    const lead = await ownersLead(context);
    const theirs = await createConversation(context.world.db, context.owner.customer.id);
    const ownLead = await createLead(context.world.db, context.intruder.customer.id);
    const own = await createConversation(context.world.db, context.intruder.customer.id);
    const { caller } = context.intruder;
    // Neither their lead with an own thread, nor an own lead with their thread.
    await expect(
      caller.crm.leads.linkConversation({ leadId: lead.id, conversationId: own.id }),
    ).rejects.toMatchObject(notFound);
    await expect(
      caller.crm.leads.linkConversation({ leadId: ownLead.id, conversationId: theirs.id }),
    ).rejects.toMatchObject(notFound);
    const links = await context.world.db
      .select()
      .from(leadConversations)
      .where(inArray(leadConversations.leadId, [lead.id, ownLead.id]));
    expect(links).toEqual([]);
  },

  'crm.leads.unlinkConversation': async (context) => {
    const lead = await ownersLead(context);
    const conversation = await createConversation(context.world.db, context.owner.customer.id);
    await context.world.db.insert(leadConversations).values({
      customerId: context.owner.customer.id,
      leadId: lead.id,
      conversationId: conversation.id,
    });
    await expect(
      context.intruder.caller.crm.leads.unlinkConversation({
        leadId: lead.id,
        conversationId: conversation.id,
      }),
    ).rejects.toMatchObject(notFound);
    expect(
      await context.world.db
        .select()
        .from(leadConversations)
        .where(eq(leadConversations.leadId, lead.id)),
    ).toHaveLength(1);
  },

  'crm.activities.list': async (context) => {
    const lead = await ownersLead(context);
    await createActivity(context.world.db, lead, { body: 'Vertraulich' });
    await expect(
      context.intruder.caller.crm.activities.list({ leadId: lead.id }),
    ).rejects.toMatchObject(notFound);
  },

  'crm.activities.create': async (context) => {
    const lead = await ownersLead(context);
    await expect(
      context.intruder.caller.crm.activities.create({ leadId: lead.id, type: 'note', body: 'x' }),
    ).rejects.toMatchObject(notFound);
    expect(
      await context.world.db
        .select()
        .from(leadActivities)
        .where(eq(leadActivities.leadId, lead.id)),
    ).toEqual([]);
  },

  'crm.activities.update': async (context) => {
    const lead = await ownersLead(context);
    const activity = await createActivity(context.world.db, lead, { body: 'Vertraulich' });
    await expect(
      context.intruder.caller.crm.activities.update({ activityId: activity.id, body: 'Gehackt' }),
    ).rejects.toMatchObject(notFound);
    const [row] = await context.world.db
      .select()
      .from(leadActivities)
      .where(eq(leadActivities.id, activity.id));
    expect(row?.body).toBe('Vertraulich');
  },

  'crm.activities.delete': async (context) => {
    const lead = await ownersLead(context);
    const activity = await createActivity(context.world.db, lead);
    await expect(
      context.intruder.caller.crm.activities.delete({ activityId: activity.id }),
    ).rejects.toMatchObject(notFound);
    expect(
      await context.world.db
        .select()
        .from(leadActivities)
        .where(eq(leadActivities.id, activity.id)),
    ).toHaveLength(1);
  },
};
