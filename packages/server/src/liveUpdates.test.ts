/**
 * Domain events end to end on the server side: procedures publish through the real `ably` SDK to
 * the realtime emulator, and a client holding a token from `realtime.ablyTokenRequest` receives
 * them — only on its own customer's channel.
 */
import * as Ably from 'ably';
import { startRealtimeEmulator, type RealtimeEmulator } from '@sprint/realtime-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ABLY_KEY, type ServerConfig } from './platform/config';
import { leads } from './areas/crm/schema';
import { createLogger } from './platform/log';
import {
  type callerAs,
  createCustomer,
  memberOf,
  useTestWorld,
  type TestWorld,
} from '../test/fixtures';
import { endpointOptions } from './platform/realtime/endpoint';
import { customerChannel, SERVER_CLIENT_ID } from './platform/realtime/channels';
import { createRealtimePublisher } from './platform/realtime/publisher';

describe('realtime publishing', () => {
  const world = useTestWorld('pglite');
  let emulator: RealtimeEmulator;
  let config: ServerConfig;
  const warnings: string[] = [];
  const clients: Ably.Realtime[] = [];

  beforeAll(async () => {
    emulator = await startRealtimeEmulator({ port: 0, keys: [LOCAL_ABLY_KEY] });
    config = {
      ...world.config,
      realtime: { endpoint: emulator.host, port: emulator.port, tls: false },
    };
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await emulator.stop();
  });

  /** The realtime world: the publisher writes its warnings where the test can read them. */
  function live(): TestWorld {
    const log = createLogger('warn', {}, (line) => warnings.push(line));
    return { ...world, config, realtime: createRealtimePublisher(config, log) };
  }

  /** A browser's connection, authenticated exactly as the app does it. */
  function connect(caller: ReturnType<typeof callerAs>): Ably.Realtime {
    const client = new Ably.Realtime({
      ...endpointOptions(config.realtime),
      useBinaryProtocol: false,
      echoMessages: false,
      logLevel: 0,
      authCallback: (_params, callback) => {
        caller.realtime.ablyTokenRequest().then(
          ({ tokenRequest }) => callback(null, tokenRequest as Ably.TokenRequest),
          (error: Error) => callback(error.message, null),
        );
      },
    });
    clients.push(client);
    return client;
  }

  async function insertLead(customerId: string, companyName: string) {
    const [lead] = await world.db.insert(leads).values({ customerId, companyName }).returning();
    if (!lead) throw new Error('no lead');
    return lead;
  }

  function next(channel: Ably.RealtimeChannel): Promise<Ably.Message> {
    return new Promise((resolve) => {
      void channel.subscribe(function listener(message) {
        channel.unsubscribe(listener);
        resolve(message);
      });
    });
  }

  it('tells the customer’s other users that a lead changed', async () => {
    const customer = await createCustomer(world.db);
    const lead = await insertLead(customer.id, 'Nordwind GmbH');
    const watcher = await memberOf(live(), customer);
    const editor = await memberOf(live(), customer);
    const channel = connect(watcher.caller).channels.get(customerChannel(customer.id));
    const received = next(channel);
    await channel.attach();

    await editor.caller.crm.leads.update({ leadId: lead.id, status: 'qualified' });

    const message = await received;
    expect(message.name).toBe('lead.changed');
    expect(message.data).toEqual({ leadId: lead.id });
  });

  it('announces a LinkedIn batch that changed something, and not a repeat of it', async () => {
    const customer = await createCustomer(world.db);
    const { caller } = await memberOf(live(), customer);
    const channel = connect(caller).channels.get(customerChannel(customer.id));
    const seen: Ably.Message[] = [];
    await channel.subscribe((message) => seen.push(message));
    const batch = {
      linkedinId: 'li-live',
      batchNumber: 1,
      conversations: [
        { conversationId: 'c1', participantName: 'Kontakt', lastMessageAt: new Date() },
      ],
    };

    await caller.socialLinkedin.syncConversations(batch);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toMatchObject({
      name: 'linkedin.conversations.synced',
      data: { linkedinUserId: 'li-live', created: 1, updated: 0 },
    });

    // Nothing changed: nothing to announce. A lead change afterwards proves the channel is live.
    await caller.socialLinkedin.syncConversations(batch);
    const lead = await insertLead(customer.id, 'Probe AG');
    await caller.crm.leads.update({ leadId: lead.id, valueCents: 100 });
    await expect
      .poll(() => seen.map((m) => m.name))
      .toEqual(['linkedin.conversations.synced', 'lead.changed']);
  });

  it('publishes as the server; a user’s token can only listen', async () => {
    const customer = await createCustomer(world.db);
    const lead = await insertLead(customer.id, 'Leise GmbH');
    const { caller } = await memberOf(live(), customer);
    const channel = connect(caller).channels.get(customerChannel(customer.id));
    const received = next(channel);
    await channel.attach();

    // Before, a browser could publish 'lead.changed' to the whole company itself.
    const refused = await channel
      .publish('lead.changed', { leadId: lead.id })
      .catch((error: Ably.ErrorInfo) => error);
    expect(refused).toMatchObject({ code: 40160 });

    await caller.crm.leads.update({ leadId: lead.id, status: 'won' });
    const message = await received;
    expect(message).toMatchObject({ name: 'lead.changed', clientId: SERVER_CLIENT_ID });
  });

  it('never lets a user of another customer attach to the channel', async () => {
    const mine = await createCustomer(world.db);
    const theirs = await createCustomer(world.db);
    const outsider = await memberOf(live(), theirs);
    const client = connect(outsider.caller);

    const denied = await client.channels
      .get(customerChannel(mine.id))
      .attach()
      .catch((error: Ably.ErrorInfo) => error);
    expect(denied).toMatchObject({
      code: 40160,
      message: 'Channel denied access based on given capability',
    });
    await expect(client.channels.get(customerChannel(theirs.id)).attach()).resolves.toBeTruthy();
  });

  it('keeps the change when realtime is down, and logs why nobody was told', async () => {
    const customer = await createCustomer(world.db);
    const lead = await insertLead(customer.id, 'Offline KG');
    const down = { ...config, realtime: { ...config.realtime, port: 1 } };
    const log = createLogger('warn', {}, (line) => warnings.push(line));
    const { caller } = await memberOf(
      { ...world, config: down, realtime: createRealtimePublisher(down, log) },
      customer,
    );

    const updated = await caller.crm.leads.update({ leadId: lead.id, status: 'won' });
    expect(updated.status).toBe('won');
    await expect
      .poll(() => warnings.some((line) => line.includes('realtime publish failed')), {
        timeout: 20_000,
      })
      .toBe(true);
  });
});
