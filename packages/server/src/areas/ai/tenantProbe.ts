import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProbeContext, TenantProbes } from '../../../test/tenantProbe';
import { readSettings } from '../../platform/settings/settings';
import { createChat, makeEmployee } from './fixtures';
import { aiChats, aiConnections, aiUsage } from './schema';
import { aiSettings } from './settings';

const notFound = { code: 'NOT_FOUND', message: 'Unterhaltung nicht gefunden.' };
const forbidden = { code: 'FORBIDDEN', message: 'Nur für Mitarbeiter verfügbar.' };

/** Both people as employees (the AI chats are theirs), the owner with a conversation. */
async function ownersChat({ world, owner, intruder }: ProbeContext) {
  await makeEmployee(world.db, owner.user.id);
  await makeEmployee(world.db, intruder.user.id);
  await world.db.insert(aiUsage).values({
    customerId: owner.customer.id,
    userId: owner.user.id,
    kind: 'chat',
    model: 'vorlagen',
  });
  return createChat(world.db, { customerId: owner.customer.id, userId: owner.user.id });
}

async function unchanged({ world }: ProbeContext, chatId: string) {
  const [row] = await world.db.select().from(aiChats).where(eq(aiChats.id, chatId));
  expect(row).toMatchObject({ title: 'Geheime Unterhaltung' });
}

export const aiTenantProbe: TenantProbes = {
  'ai.chats.list': async (context) => {
    const { chat } = await ownersChat(context);
    const { items } = await context.intruder.caller.ai.chats.list({ category: 'allgemein' });
    expect(items.map((item) => item.id)).not.toContain(chat.id);
    const found = await context.intruder.caller.ai.chats.list({
      category: 'allgemein',
      search: 'Großkunden',
    });
    expect(found.items).toEqual([]);
  },
  'ai.chats.recent': async (context) => {
    const { chat } = await ownersChat(context);
    const recent = await context.intruder.caller.ai.chats.recent();
    expect(recent.map((item) => item.id)).not.toContain(chat.id);
  },
  'ai.chats.byId': async (context) => {
    const { chat } = await ownersChat(context);
    await expect(context.intruder.caller.ai.chats.byId({ chatId: chat.id })).rejects.toMatchObject(
      notFound,
    );
  },
  'ai.chats.rename': async (context) => {
    const { chat } = await ownersChat(context);
    await expect(
      context.intruder.caller.ai.chats.rename({ chatId: chat.id, title: 'Übernommen' }),
    ).rejects.toMatchObject(notFound);
    await unchanged(context, chat.id);
  },
  'ai.chats.delete': async (context) => {
    const { chat } = await ownersChat(context);
    await expect(
      context.intruder.caller.ai.chats.delete({ chatId: chat.id }),
    ).rejects.toMatchObject(notFound);
    await unchanged(context, chat.id);
  },
  'ai.chats.selectVersion': async (context) => {
    const { chat, question } = await ownersChat(context);
    await expect(
      context.intruder.caller.ai.chats.selectVersion({ chatId: chat.id, messageId: question.id }),
    ).rejects.toMatchObject(notFound);
  },
  'ai.chats.export': async (context) => {
    const { chat } = await ownersChat(context);
    await expect(
      context.intruder.caller.ai.chats.export({ chatId: chat.id }),
    ).rejects.toMatchObject(notFound);
  },
  'ai.status': async (context) => {
    await ownersChat(context);
    const status = await context.intruder.caller.ai.status();
    // The owner's request counts in the owner's company only.
    expect(status.usage).toMatchObject({ dailyUsed: 0, monthlyUsed: 0 });
  },
  'ai.usage': async (context) => {
    await ownersChat(context);
    const usage = await context.intruder.caller.ai.usage();
    expect(usage.monthUsed).toBe(0);
    expect(usage.people).toEqual([]);
  },
  'ai.profile.get': async (context) => {
    await ownersChat(context);
    await context.owner.caller.ai.profile.update({
      offer: 'Geheimes Angebot',
      audience: '',
      tone: '',
      examples: '',
    });
    const profile = await context.intruder.caller.ai.profile.get();
    expect(profile.offer).toBe('');
  },
  'ai.profile.update': async (context) => {
    await ownersChat(context);
    await context.intruder.caller.ai.profile.update({
      offer: 'Fremd',
      audience: '',
      tone: '',
      examples: '',
    });
    const owners = await readSettings(
      context.world.db,
      { customerId: context.owner.customer.id },
      aiSettings,
    );
    expect(owners.offer).toBe('');
  },
  // The console's model is the provider's to set: a customer's admin gets nothing of it.
  'ai.connection.get': async (context) => {
    await makeEmployee(context.world.db, context.owner.user.id);
    const customerId = context.owner.customer.id;
    await context.owner.caller.ai.connection.update({
      customerId,
      connection: { baseUrl: 'https://modelle.example.com/v1', model: 'geheim', apiKey: 'sk-x' },
    });
    await expect(context.intruder.caller.ai.connection.get({ customerId })).rejects.toMatchObject(
      forbidden,
    );
  },
  'ai.connection.update': async (context) => {
    const customerId = context.owner.customer.id;
    await expect(
      context.intruder.caller.ai.connection.update({
        customerId,
        connection: { baseUrl: 'https://fremd.example.com/v1', model: 'fremd' },
      }),
    ).rejects.toMatchObject(forbidden);
    const rows = await context.world.db
      .select()
      .from(aiConnections)
      .where(eq(aiConnections.customerId, customerId));
    expect(rows).toEqual([]);
  },
  'ai.connection.quotas': async (context) => {
    const customerId = context.owner.customer.id;
    await expect(
      context.intruder.caller.ai.connection.quotas({ customerId, dailyQuota: 1, monthlyQuota: 1 }),
    ).rejects.toMatchObject(forbidden);
    const owners = await readSettings(context.world.db, { customerId }, aiSettings);
    expect(owners.dailyQuota).toBe(100);
  },
};
