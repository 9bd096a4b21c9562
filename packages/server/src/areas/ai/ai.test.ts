import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import { signUpWithEmulator, type SignedInAccount } from '../../../test/firebaseClient';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  useTestWorld,
} from '../../../test/fixtures';
import { authHeaders, startTestServer, type TestServer } from '../../../test/httpServer';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../test/openaiServer';
import type { Customer, User } from '../../platform/identity/schema';
import { exportSections, eraseAll } from '../../platform/personalData';
import { writeSettings } from '../../platform/settings/settings';
import { createLead } from '../crm/fixtures';
import { createChat } from './fixtures';
import {
  AI_EMPLOYEES_ONLY,
  CHAT_NOT_FOUND,
  DAILY_QUOTA_REACHED,
  MESSAGE_EMPTY,
  MESSAGE_TOO_LONG,
  MONTHLY_QUOTA_REACHED,
  ONLY_LAST_QUESTION,
  PROVIDER_RATE_LIMITED,
  PROVIDER_UNAUTHORIZED,
  TEMPLATE_MODE_LABEL,
  UNKNOWN_CATEGORY,
} from './model';
import { aiData } from './personalData';
import { aiChats, aiConnections, aiMessages, aiUsage } from './schema';
import { berlinMonthStart } from './service';
import { aiSettings } from './settings';
import { postVariants } from './structured';

type StreamPart = { type: string; delta?: string; errorText?: string; messageMetadata?: unknown };

/** The UI message stream's parts, read from its server-sent events. */
async function readStream(response: Response): Promise<StreamPart[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as StreamPart);
}

const textOf = (parts: StreamPart[]) =>
  parts
    .filter((part) => part.type === 'text-delta')
    .map((part) => part.delta)
    .join('');

const metadataOf = (parts: StreamPart[]) =>
  Object.assign(
    {},
    ...parts.filter((part) => part.messageMetadata).map((part) => part.messageMetadata),
  ) as { chatId: string; userMessageId: string; assistantMessageId: string; status: string };

describe('AI chat months', () => {
  it('starts the quota month at Berlin midnight of the first, across the clock change', () => {
    expect(berlinMonthStart(new Date('2026-11-29T12:00:00Z')).toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
    expect(berlinMonthStart(new Date('2026-04-01T00:30:00+02:00')).toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    expect(berlinMonthStart(new Date('2026-03-31T22:30:00Z')).toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
  });
});

describe.each(databaseKinds())('AI chat stream on %s', (kind) => {
  let server: TestServer;
  let model: OpenAiTestServer;
  let account: SignedInAccount;
  let customer: Customer;
  let user: User;
  let url: string;

  beforeAll(async () => {
    server = await startTestServer({ AI_TEMPLATE_CHUNK_MS: '1' }, { database: kind });
    model = await startOpenAiTestServer({ apiKey: 'sk-test' });
    customer = await createCustomer(server.db, { name: 'Stream GmbH' });
    account = await signUpWithEmulator({ displayName: 'Sina Stream' });
    user = await createUser(server.db, identity({ uid: account.uid, email: account.email }), {
      ourEmployee: true,
      memberships: [{ customer, role: 'admin' }],
      activeCustomer: customer,
    });
    url = `${server.url}/api/ai/chat`;
  });
  afterAll(async () => {
    await model.close();
    await server.stop();
  });

  const post = (body: unknown, headers = authHeaders(account), signal?: AbortSignal) =>
    fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });

  async function chatCount() {
    const [row] = await server.db.select({ value: count() }).from(aiChats);
    return Number(row?.value ?? 0);
  }

  async function useCompanyModel() {
    const caller = callerAs(server, identity({ uid: account.uid, email: account.email }));
    await caller.ai.connection.update({
      customerId: customer.id,
      connection: { baseUrl: model.baseUrl, model: 'test-modell', apiKey: 'sk-test' },
    });
  }

  async function useTemplates() {
    await server.db.delete(aiConnections).where(eq(aiConnections.customerId, customer.id));
  }

  it('streams a Postgenerator answer in the Vorlagen-Modus and stores question and answer', async () => {
    await useTemplates();
    const response = await post({
      action: 'send',
      category: 'postgenerator',
      text: 'Schreib einen Beitrag über Kaltakquise.',
      variables: { thema: 'Kaltakquise im Mittelstand', plattform: 'LinkedIn', laenge: 'Kurz' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const parts = await readStream(response);
    expect(parts.filter((part) => part.type === 'text-delta').length).toBeGreaterThan(3);
    const text = textOf(parts);
    expect(postVariants(text)).toHaveLength(3);
    const meta = metadataOf(parts);
    expect(meta.status).toBe('done');
    const [answer] = await server.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.id, meta.assistantMessageId));
    expect(answer).toMatchObject({ content: text, status: 'done', model: 'vorlagen' });
    const [chat] = await server.db.select().from(aiChats).where(eq(aiChats.id, meta.chatId));
    expect(chat).toMatchObject({
      category: 'postgenerator',
      title: 'Schreib einen Beitrag über Kaltakquise.',
      leafId: meta.assistantMessageId,
    });
  });

  it('refuses bad input with the German message and stores nothing', async () => {
    await useTemplates();
    const before = await chatCount();
    const cases: [unknown, number, string][] = [
      [{ action: 'send', category: 'allgemein', text: '   ' }, 400, MESSAGE_EMPTY],
      [{ action: 'send', category: 'allgemein', text: 'x'.repeat(20_001) }, 400, MESSAGE_TOO_LONG],
      [{ action: 'send', category: 'horoskop', text: 'Hallo' }, 400, UNKNOWN_CATEGORY],
      [
        {
          action: 'send',
          category: 'postgenerator',
          text: 'Hallo',
          variables: { laenge: 'Riesig' },
        },
        400,
        'Bitte wähle bei „Länge“ einen der Vorschläge.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(body);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: message });
    }
    const notJson = await fetch(url, {
      method: 'POST',
      headers: { ...authHeaders(account), 'content-type': 'application/json' },
      body: '{kaputt',
    });
    expect(notJson.status).toBe(400);
    expect(await chatCount()).toBe(before);
  });

  it('refuses the unsigned, customers’ staff and another company’s conversation', async () => {
    const unsigned = await post({ action: 'send', category: 'allgemein', text: 'Hallo' }, {});
    expect(unsigned.status).toBe(401);

    const staff = await signUpWithEmulator({ displayName: 'Kai Kunde' });
    const other = await createCustomer(server.db, { name: 'Kunde KG' });
    await createUser(server.db, identity({ uid: staff.uid, email: staff.email }), {
      memberships: [{ customer: other, role: 'primary_admin' }],
      activeCustomer: other,
    });
    const refused = await post(
      { action: 'send', category: 'allgemein', text: 'Hallo' },
      authHeaders(staff),
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: AI_EMPLOYEES_ONLY });

    const foreignOwner = await createUser(server.db, identity(), { ourEmployee: true });
    const { chat } = await createChat(server.db, { customerId: other.id, userId: foreignOwner.id });
    const foreign = await post({
      action: 'send',
      chatId: chat.id,
      category: 'allgemein',
      text: 'Darf ich mitlesen?',
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: CHAT_NOT_FOUND });
  });

  it('keeps the old branch when the last question is edited, and counts answers as versions', async () => {
    await useTemplates();
    const first = metadataOf(
      await readStream(
        await post({ action: 'send', category: 'allgemein', text: 'Wie fasse ich nach?' }),
      ),
    );
    const second = metadataOf(
      await readStream(
        await post({
          action: 'regenerate',
          chatId: first.chatId,
          messageId: first.assistantMessageId,
          category: 'allgemein',
        }),
      ),
    );
    const caller = callerAs(server, identity({ uid: account.uid, email: account.email }));
    let view = await caller.ai.chats.byId({ chatId: first.chatId });
    expect(
      view.messages.map((message) => [message.role, message.version, message.versions]),
    ).toEqual([
      ['user', 1, 1],
      ['assistant', 2, 2],
    ]);
    expect(view.messages[1]?.id).toBe(second.assistantMessageId);

    // Only the last question can be edited.
    const edited = metadataOf(
      await readStream(
        await post({
          action: 'edit',
          chatId: first.chatId,
          messageId: first.userMessageId,
          category: 'allgemein',
          text: 'Wie fasse ich nach einem Angebot nach?',
        }),
      ),
    );
    view = await caller.ai.chats.byId({ chatId: first.chatId });
    expect(view.messages[0]).toMatchObject({
      content: 'Wie fasse ich nach einem Angebot nach?',
      version: 2,
      versions: 2,
    });
    expect(view.messages[1]?.id).toBe(edited.assistantMessageId);
    // The old question and its answers are still there, one click away.
    view = await caller.ai.chats.selectVersion({
      chatId: first.chatId,
      messageId: first.userMessageId,
    });
    expect(view.messages.map((message) => message.content.slice(0, 19))).toEqual([
      'Wie fasse ich nach?',
      expect.any(String),
    ]);
    expect(view.messages[1]?.id).toBe(second.assistantMessageId);

    await readStream(
      await post({
        action: 'send',
        chatId: first.chatId,
        category: 'allgemein',
        text: 'Und danach?',
      }),
    );
    const stale = await post({
      action: 'edit',
      chatId: first.chatId,
      messageId: first.userMessageId,
      category: 'allgemein',
      text: 'Zu spät',
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ error: ONLY_LAST_QUESTION });
  });

  it('streams from the company’s OpenAI-compatible model with the prompt and the lead', async () => {
    await useCompanyModel();
    const lead = await createLead(server.db, customer.id, {
      companyName: 'Alpenblick Logistik GmbH',
      contactName: 'Sophie Winter',
    });
    model.next({ kind: 'stream', text: 'Hallo Sophie, danke für das Gespräch!', chunkSize: 5 });
    const parts = await readStream(
      await post({
        action: 'send',
        category: 'objection-handler',
        text: '„Das ist uns zu teuer.“',
        variables: { einwandtyp: 'Preis' },
        leadId: lead.id,
      }),
    );
    expect(textOf(parts)).toBe('Hallo Sophie, danke für das Gespräch!');
    const request = model.requests.at(-1);
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body?.model).toBe('test-modell');
    const system = JSON.stringify(request?.body?.messages?.[0]);
    expect(system).toContain('Alpenblick Logistik GmbH');
    expect(system).toContain('Preis');
    expect(request?.body?.messages?.at(-1)).toMatchObject({
      role: 'user',
      content: '„Das ist uns zu teuer.“',
    });
    const [usage] = await server.db.select().from(aiUsage).where(eq(aiUsage.model, 'test-modell'));
    expect(usage).toMatchObject({ userId: user.id, kind: 'chat' });
  });

  it('marks an answer failed with the provider’s refusal in German, and redoes it', async () => {
    await useCompanyModel();
    model.next({ kind: 'status', status: 401 });
    const parts = await readStream(
      await post({ action: 'send', category: 'allgemein', text: 'Hallo Modell' }),
    );
    expect(parts.find((part) => part.type === 'error')?.errorText).toBe(PROVIDER_UNAUTHORIZED);
    // The stream ends with the error; the stored answer says how it ended.
    const meta = metadataOf(parts);
    const [failed] = await server.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.id, meta.assistantMessageId));
    expect(failed).toMatchObject({ status: 'failed', error: PROVIDER_UNAUTHORIZED });

    model.next({ kind: 'status', status: 429 });
    const limited = await readStream(
      await post({
        action: 'regenerate',
        chatId: meta.chatId,
        messageId: meta.assistantMessageId,
        category: 'allgemein',
      }),
    );
    expect(limited.find((part) => part.type === 'error')?.errorText).toBe(PROVIDER_RATE_LIMITED);

    model.next({ kind: 'stream', text: 'Jetzt klappt es.' });
    const redone = await readStream(
      await post({
        action: 'regenerate',
        chatId: meta.chatId,
        messageId: metadataOf(limited).assistantMessageId,
        category: 'allgemein',
      }),
    );
    expect(textOf(redone)).toBe('Jetzt klappt es.');
    // The failed answer is not sent to the model again; the question is.
    expect(model.requests.at(-1)?.body?.messages?.slice(1)).toEqual([
      { role: 'user', content: 'Hallo Modell' },
    ]);
  });

  it('stops at once when the person stops: the upstream request closes, the answer is kept', async () => {
    await useCompanyModel();
    model.next({ kind: 'stall', afterText: 'Ein Anfang' });
    const abort = new AbortController();
    const response = await post(
      { action: 'send', category: 'allgemein', text: 'Erzähl mir alles.' },
      authHeaders(account),
      abort.signal,
    );
    const reader = response.body?.getReader();
    let seen = '';
    const partsSeen = () =>
      seen
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice(6)) as StreamPart);
    // Until what the model said before it stalled has arrived.
    while (textOf(partsSeen()) !== 'Ein Anfang') {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      seen += new TextDecoder().decode(chunk.value);
    }
    abort.abort();
    const [upstream] = await model.waitForClosed(1, 5_000);
    expect(upstream?.closedBeforeEnd).toBe(true);
    const meta = metadataOf(partsSeen());
    await expect
      .poll(async () => {
        const [row] = await server.db
          .select()
          .from(aiMessages)
          .where(eq(aiMessages.id, meta.assistantMessageId));
        return row && { status: row.status, content: row.content };
      })
      .toEqual({ status: 'stopped', content: 'Ein Anfang' });
  });

  it('refuses past the daily and the monthly quota, in German', async () => {
    await useTemplates();
    const tenant = { customerId: customer.id };
    const [used] = await server.db
      .select({ value: count() })
      .from(aiUsage)
      .where(eq(aiUsage.userId, user.id));
    await writeSettings(server.db, tenant, aiSettings, { dailyQuota: Number(used?.value ?? 0) });
    const daily = await post({ action: 'send', category: 'allgemein', text: 'Noch eine Frage' });
    expect(daily.status).toBe(412);
    expect(await daily.json()).toEqual({ error: DAILY_QUOTA_REACHED });

    await writeSettings(server.db, tenant, aiSettings, { dailyQuota: 1_000, monthlyQuota: 1 });
    const monthly = await post({ action: 'send', category: 'allgemein', text: 'Noch eine Frage' });
    expect(monthly.status).toBe(412);
    expect(await monthly.json()).toEqual({ error: MONTHLY_QUOTA_REACHED });
    await writeSettings(server.db, tenant, aiSettings, { dailyQuota: 100, monthlyQuota: 3_000 });
  });
});

describe.each(databaseKinds())('AI chat procedures on %s', (kind) => {
  const world = useTestWorld(kind);

  async function employee(role: 'user' | 'admin' | 'primary_admin' = 'user') {
    const customer = await createCustomer(world.db);
    const who = identity();
    const user = await createUser(world.db, who, {
      ourEmployee: true,
      memberships: [{ customer, role }],
      activeCustomer: customer,
    });
    return { customer, user, who, caller: callerAs(world, who) };
  }

  it('lists one’s own conversations per category, newest first, with search', async () => {
    const me = await employee();
    const owner = { customerId: me.customer.id, userId: me.user.id };
    await createChat(world.db, owner, { title: 'Preisgespräch Müller', question: 'Rabatt?' });
    await createChat(world.db, owner, {
      title: 'Erstgespräch',
      question: 'Struktur für Maschinenbau',
    });
    await createChat(world.db, owner, { category: 'postgenerator', title: 'Beitrag' });
    // A colleague's conversation in the same company stays theirs.
    const colleague = await createUser(world.db, identity(), {
      ourEmployee: true,
      memberships: [{ customer: me.customer, role: 'user' }],
    });
    const theirs = await createChat(world.db, { customerId: me.customer.id, userId: colleague.id });

    const all = await me.caller.ai.chats.list({ category: 'allgemein' });
    expect(all.items.map((item) => item.title)).toEqual(['Erstgespräch', 'Preisgespräch Müller']);
    const found = await me.caller.ai.chats.list({ category: 'allgemein', search: 'maschinenbau' });
    expect(found.items.map((item) => item.title)).toEqual(['Erstgespräch']);
    await expect(me.caller.ai.chats.byId({ chatId: theirs.chat.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CHAT_NOT_FOUND,
    });
  });

  it('renames, exports as Markdown and deletes a conversation', async () => {
    const me = await employee();
    const { chat } = await createChat(world.db, { customerId: me.customer.id, userId: me.user.id });
    await me.caller.ai.chats.rename({ chatId: chat.id, title: '  Großkunde Nord  ' });
    const exported = await me.caller.ai.chats.export({ chatId: chat.id });
    expect(exported.fileName).toBe('grosskunde-nord.md');
    expect(exported.markdown).toContain('# Großkunde Nord');
    expect(exported.markdown).toContain('## Du\n\nWie gewinne ich den Großkunden?');
    expect(exported.markdown).toContain('## Assistent\n\nMit einem klaren Angebot.');
    await expect(me.caller.ai.chats.rename({ chatId: chat.id, title: ' ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await me.caller.ai.chats.delete({ chatId: chat.id });
    await expect(me.caller.ai.chats.byId({ chatId: chat.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const [left] = await world.db
      .select({ value: count() })
      .from(aiMessages)
      .where(eq(aiMessages.chatId, chat.id));
    expect(Number(left?.value)).toBe(0);
  });

  it('says the Vorlagen-Modus plainly and shows the usage and quotas', async () => {
    const me = await employee('admin');
    await world.db.insert(aiUsage).values([
      { customerId: me.customer.id, userId: me.user.id, kind: 'chat', model: 'vorlagen' },
      { customerId: me.customer.id, userId: me.user.id, kind: 'chat', model: 'vorlagen' },
    ]);
    const status = await me.caller.ai.status();
    expect(status).toMatchObject({
      mode: 'templates',
      source: null,
      label: TEMPLATE_MODE_LABEL,
      usage: { dailyUsed: 2, dailyLimit: 100, monthlyUsed: 2, monthlyLimit: 3_000 },
    });
    const usage = await me.caller.ai.usage();
    expect(usage.monthUsed).toBe(2);
    expect(usage.people).toEqual([
      { userId: me.user.id, name: expect.any(String), today: 2, month: 2 },
    ]);
  });

  it('keeps the profile for the company; only admins and employees change it', async () => {
    const admin = await employee('admin');
    await admin.caller.ai.profile.update({
      offer: 'Vertriebscoaching',
      audience: 'Mittelstand',
      tone: 'klar',
      examples: '',
    });
    expect(await admin.caller.ai.profile.get()).toEqual({
      offer: 'Vertriebscoaching',
      audience: 'Mittelstand',
      tone: 'klar',
      examples: '',
    });
    const staffWho = identity();
    await createUser(world.db, staffWho, {
      memberships: [{ customer: admin.customer, role: 'user' }],
      activeCustomer: admin.customer,
    });
    const staff = callerAs(world, staffWho);
    await expect(
      staff.ai.profile.update({ offer: 'x', audience: '', tone: '', examples: '' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(staff.ai.chats.list({ category: 'allgemein' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: AI_EMPLOYEES_ONLY,
    });
    await expect(
      admin.caller.ai.profile.update({
        offer: 'x'.repeat(2_001),
        audience: '',
        tone: '',
        examples: '',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('seals the company’s API key and never sends it back', async () => {
    const me = await employee();
    const customerId = me.customer.id;
    const update = (
      connection: Parameters<typeof me.caller.ai.connection.update>[0]['connection'],
    ) => me.caller.ai.connection.update({ customerId, connection });
    const saved = await update({
      baseUrl: 'https://modelle.example.com/v1',
      model: 'mistral-small',
      apiKey: 'sk-geheim-123',
    });
    expect(saved).toMatchObject({ model: 'mistral-small', hasKey: true });
    expect(JSON.stringify(await me.caller.ai.connection.get({ customerId }))).not.toContain(
      'sk-geheim',
    );
    const [row] = await world.db
      .select()
      .from(aiConnections)
      .where(eq(aiConnections.customerId, customerId));
    expect(row?.apiKeySealed).toBeTruthy();
    expect(row?.apiKeySealed).not.toContain('sk-geheim');
    // Keeping the key while the model changes; removing it with ''.
    await update({ baseUrl: 'http://ollama.intern:11434/v1', model: 'llama3' });
    expect((await me.caller.ai.connection.get({ customerId })).connection).toMatchObject({
      hasKey: true,
    });
    await update({ baseUrl: 'http://ollama.intern:11434/v1', model: 'llama3', apiKey: '' });
    expect((await me.caller.ai.connection.get({ customerId })).connection).toMatchObject({
      hasKey: false,
    });
    expect(await me.caller.ai.status()).toMatchObject({
      mode: 'model',
      source: 'company',
      destination: 'ollama.intern:11434',
    });
    await expect(
      update({ baseUrl: 'ftp://modelle.example.com', model: 'x' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      me.caller.ai.connection.get({ customerId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Diesen Kunden gibt es nicht.' });
    await me.caller.ai.connection.quotas({ customerId, dailyQuota: 20, monthlyQuota: 400 });
    expect((await me.caller.ai.status()).usage).toMatchObject({
      dailyLimit: 20,
      monthlyLimit: 400,
    });
    await update(null);
    expect(await me.caller.ai.status()).toMatchObject({ mode: 'templates' });
  });

  it('exports the person’s conversations and erases them, keeping the company’s count', async () => {
    const me = await employee();
    const { chat } = await createChat(world.db, { customerId: me.customer.id, userId: me.user.id });
    await world.db
      .insert(aiUsage)
      .values({ customerId: me.customer.id, userId: me.user.id, kind: 'chat', model: 'vorlagen' });
    const person = { userId: me.user.id, email: me.user.email, companyIds: [me.customer.id] };
    const sections = await exportSections(world.db, person, [aiData]);
    expect(sections.aiChats).toEqual([
      expect.objectContaining({
        id: chat.id,
        title: 'Geheime Unterhaltung',
        messages: [
          expect.objectContaining({ role: 'user', content: 'Wie gewinne ich den Großkunden?' }),
          expect.objectContaining({ role: 'assistant', content: 'Mit einem klaren Angebot.' }),
        ],
      }),
    ]);
    expect(sections.aiUsage).toHaveLength(1);
    await eraseAll(world.db, person, [aiData], { now: new Date() });
    expect(await world.db.select().from(aiChats).where(eq(aiChats.userId, me.user.id))).toEqual([]);
    const usage = await world.db
      .select()
      .from(aiUsage)
      .where(eq(aiUsage.customerId, me.customer.id));
    expect(usage).toEqual([expect.objectContaining({ userId: null })]);
  });
});
