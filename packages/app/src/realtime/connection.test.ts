// @vitest-environment node
/**
 * The app's realtime connection with the real `ably` SDK against the realtime emulator. Tokens
 * come from a signer with the emulator's key, as the server's token request procedure signs them.
 */
import * as Ably from 'ably';
import {
  LOCAL_EMULATOR_KEY,
  startRealtimeEmulator,
  type RealtimeEmulator,
} from '@sprint/realtime-emulator';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNEL_NOT_AVAILABLE,
  clientOptions,
  RealtimeConnection,
  type RealtimeConnectionOptions,
} from './connection';

let emulator: RealtimeEmulator;
const opened: RealtimeConnection[] = [];

beforeAll(async () => {
  emulator = await startRealtimeEmulator({ port: 0, keys: [LOCAL_EMULATOR_KEY] });
});
afterEach(() => {
  for (const connection of opened.splice(0)) connection.close();
});
afterAll(() => emulator.stop());

function options(overrides: Partial<RealtimeConnectionOptions> = {}): RealtimeConnectionOptions {
  const endpoint = { endpoint: emulator.host, port: emulator.port, tls: false };
  const signer = new Ably.Rest({
    key: LOCAL_EMULATOR_KEY,
    queryTime: false,
    ...clientOptions({ endpoint, fetchTokenRequest: async () => null }),
    authCallback: undefined,
  });
  return {
    endpoint,
    fetchTokenRequest: () =>
      signer.auth.createTokenRequest({ clientId: 'user-1', capability: { 'customer:1': ['*'] } }),
    loadAbly: async () => Ably,
    overrides: { logLevel: 0 },
    ...overrides,
  };
}

function connect(overrides: Partial<RealtimeConnectionOptions> = {}): RealtimeConnection {
  const connection = new RealtimeConnection(options(overrides));
  opened.push(connection);
  connection.open('user-1:customer-1');
  return connection;
}

function clientOf(connection: RealtimeConnection): Ably.Realtime {
  const { client } = connection.getSnapshot();
  if (!client) throw new Error('no client yet');
  return client;
}

describe('RealtimeConnection', () => {
  it('uses the spec’s client options and keeps Ably’s hosts out locally', () => {
    const built = clientOptions(options());
    expect(built).toMatchObject({
      echoMessages: false,
      autoConnect: true,
      useBinaryProtocol: false,
      disconnectedRetryTimeout: 15_000,
      suspendedRetryTimeout: 30_000,
      endpoint: emulator.host,
      port: emulator.port,
      tls: false,
      fallbackHosts: [],
      transports: ['web_socket'],
    });
    expect(typeof built.recover).toBe('function');
    // With Ably itself (TLS, no endpoint), the SDK's defaults apply.
    const production = clientOptions({
      ...options(),
      endpoint: { endpoint: null, port: null, tls: true },
    });
    expect(production).not.toHaveProperty('endpoint');
    expect(production).not.toHaveProperty('fallbackHosts');
  });

  it('connects after open, sets the flag and receives what is published on its channel', async () => {
    const connection = connect();
    expect(connection.getSnapshot().state).toBe('idle');
    await expect.poll(() => connection.getSnapshot().isConnected).toBe(true);
    expect(connection.getSnapshot()).toMatchObject({ state: 'connected', error: null });

    const received: Ably.InboundMessage[] = [];
    connection.subscribe('customer:1', (message) => received.push(message));
    await expect.poll(() => connection.getSnapshot().channel?.state).toBe('attached');
    await new Ably.Rest({ key: LOCAL_EMULATOR_KEY, ...clientOptions(options()) }).channels
      .get('customer:1')
      .publish('lead.changed', { leadId: 'l-1' });
    await expect.poll(() => received.map((m) => m.name)).toEqual(['lead.changed']);
  });

  it('publishes on the subscribed channel, not back to itself, and rejects without a channel', async () => {
    const sender = connect();
    await expect(sender.publish('ping', { n: 1 })).rejects.toThrow(CHANNEL_NOT_AVAILABLE);

    const listener = connect();
    await expect
      .poll(() => sender.getSnapshot().isConnected && listener.getSnapshot().isConnected)
      .toBe(true);
    const heard: string[] = [];
    listener.subscribe('customer:1', (message) => heard.push(message.name ?? ''));
    const own: string[] = [];
    const unsubscribe = sender.subscribe('customer:1', (message) => own.push(message.name ?? ''));
    await expect.poll(() => listener.getSnapshot().channel?.state).toBe('attached');
    await expect.poll(() => sender.getSnapshot().channel?.state).toBe('attached');

    await sender.publish('ping', { n: 1 });
    await expect.poll(() => heard).toEqual(['ping']);
    expect(own).toEqual([]);

    unsubscribe();
    expect(sender.getSnapshot().channel).toBeNull();
    await expect(sender.publish('ping')).rejects.toThrow(CHANNEL_NOT_AVAILABLE);
  });

  it('closes and clears client, flag and channel when the user is gone', async () => {
    const connection = connect();
    await expect.poll(() => connection.getSnapshot().isConnected).toBe(true);
    connection.subscribe('customer:1', () => undefined);
    const client = clientOf(connection);

    connection.close();
    expect(connection.getSnapshot()).toMatchObject({
      client: null,
      isConnected: false,
      channel: null,
      state: 'idle',
    });
    await expect.poll(() => client.connection.state).toBe('closed');
  });

  it('never creates a client when closed while the SDK was still loading', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const connection = connect({ loadAbly: () => gate.then(() => Ably) });
    connection.close();
    release();
    await gate;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(connection.getSnapshot().client).toBeNull();
    expect(emulator.connectionCount()).toBe(0);
  });

  it('passes a failed token fetch to the client as an auth error', async () => {
    const connection = connect({
      fetchTokenRequest: () => Promise.reject(new Error('Nicht angemeldet.')),
    });
    await expect
      .poll(() => connection.getSnapshot().reason)
      .toEqual({
        message: 'Nicht angemeldet.',
        code: 80019,
      });
    const client = clientOf(connection);
    expect(client.connection.errorReason).toMatchObject({ cause: { code: 40170 } });
    expect(connection.getSnapshot().isConnected).toBe(false);
    // Not final: the SDK keeps retrying, as after a network error.
    expect(connection.getSnapshot().state).not.toBe('failed');
  });

  it('fails and stores the error when the server refuses access (403)', async () => {
    const refused = Object.assign(new Error('Kein Zugriff auf dieses Unternehmen.'), {
      data: { httpStatus: 403 },
    });
    const connection = connect({ fetchTokenRequest: () => Promise.reject(refused) });
    await expect.poll(() => connection.getSnapshot().state).toBe('failed');
    expect(connection.getSnapshot()).toMatchObject({
      isConnected: false,
      error: { message: 'Kein Zugriff auf dieses Unternehmen.', code: 80019 },
    });
  });

  it('reconnects on request after the service was unreachable', async () => {
    const connection = connect();
    await expect.poll(() => connection.getSnapshot().isConnected).toBe(true);

    emulator.pause();
    await expect.poll(() => connection.getSnapshot().state).toBe('disconnected');
    expect(connection.getSnapshot().isConnected).toBe(false);

    emulator.resume();
    // The next automatic attempt is 15 s away; the manual reconnect does not wait for it.
    connection.reconnect();
    await expect.poll(() => connection.getSnapshot().isConnected, { timeout: 5_000 }).toBe(true);
  });
});
