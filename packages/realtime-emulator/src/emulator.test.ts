/**
 * Contract tests: the pinned `ably` SDK, unmodified, against the emulator. If ably-js changes what
 * it sends or expects, these fail before the app does.
 */
import * as Ably from 'ably';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LOCAL_EMULATOR_KEY } from './constants';
import { Action } from './protocol';
import { startRealtimeEmulator, type RealtimeEmulator } from './server';

const KEY = LOCAL_EMULATOR_KEY;
const KEY_NAME = KEY.slice(0, KEY.indexOf(':'));

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emulator(
  options: Partial<Parameters<typeof startRealtimeEmulator>[0]> = {},
): Promise<RealtimeEmulator> {
  const started = await startRealtimeEmulator({ port: 0, keys: [KEY], ...options });
  cleanups.push(() => started.stop());
  return started;
}

function endpoint(server: { host: string; port: number }) {
  return {
    endpoint: server.host,
    port: server.port,
    tls: false,
    useBinaryProtocol: false,
    fallbackHosts: [],
    connectivityCheckUrl: `http://${server.host}:${server.port}/is-the-internet-up.txt`,
    wsConnectivityCheckUrl: `ws://${server.host}:${server.port}/ws-up`,
    logLevel: 0,
  } satisfies Ably.ClientOptions;
}

type ClientSetup = {
  clientId: string;
  capability: Record<string, string[]>;
  ttl?: number;
  options?: Ably.ClientOptions;
};

/** A realtime client authenticating as the app does: a TokenRequest signed by "our server". */
function client(server: RealtimeEmulator, setup: ClientSetup) {
  const signer = new Ably.Rest({ key: KEY, queryTime: false, ...endpoint(server) });
  let tokenRequests = 0;
  const realtime = new Ably.Realtime({
    ...endpoint(server),
    echoMessages: false,
    disconnectedRetryTimeout: 300,
    suspendedRetryTimeout: 300,
    authCallback: (_params, callback) => {
      tokenRequests += 1;
      signer.auth
        .createTokenRequest({
          clientId: setup.clientId,
          capability: JSON.stringify(setup.capability),
          ...(setup.ttl ? { ttl: setup.ttl } : {}),
        })
        .then(
          (request) => callback(null, request),
          (error: Ably.ErrorInfo) => callback(error, null),
        );
    },
    ...setup.options,
  });
  cleanups.push(() => realtime.close());
  return { realtime, tokenRequests: () => tokenRequests };
}

function nextMessage(channel: Ably.RealtimeChannel): Promise<Ably.Message> {
  return new Promise((resolve) => {
    void channel.subscribe(function listener(message) {
      channel.unsubscribe(listener);
      resolve(message);
    });
  });
}

function reachesState(connection: Ably.Connection, state: Ably.ConnectionState): Promise<void> {
  if (connection.state === state) return Promise.resolve();
  return new Promise((resolve) => connection.once(state, () => resolve()));
}

const everything = (channel: string) => ({ [channel]: ['*'] });

describe('realtime emulator with the ably SDK', () => {
  it('delivers a publish to another client and not back to a sender without echo', async () => {
    const server = await emulator();
    const alice = client(server, { clientId: 'alice', capability: everything('room') });
    const bob = client(server, { clientId: 'bob', capability: everything('room') });
    const aliceRoom = alice.realtime.channels.get('room');
    const bobRoom = bob.realtime.channels.get('room');
    const aliceReceived: Ably.Message[] = [];
    await aliceRoom.subscribe((message) => aliceReceived.push(message));
    const bobReceives = nextMessage(bobRoom);
    await bobRoom.attach();

    await aliceRoom.publish('greeting', { text: 'Hallo Bob' });
    const message = await bobReceives;

    expect(message.name).toBe('greeting');
    expect(message.data).toEqual({ text: 'Hallo Bob' });
    expect(message.clientId).toBe('alice');
    expect(message.connectionId).toBe(alice.realtime.connection.id);
    expect(message.id).toBeTruthy();

    // Bob's own publish reaches Alice, which also proves hers never came back to her.
    const aliceReceives = new Promise<void>((resolve) => {
      const timer = setInterval(() => aliceReceived.length > 0 && resolve(clearInterval(timer)));
    });
    await bobRoom.publish('answer', 'Hallo Alice');
    await aliceReceives;
    expect(aliceReceived.map((m) => m.name)).toEqual(['answer']);
  });

  it('echoes to the sender when echoMessages is on', async () => {
    const server = await emulator();
    const alice = client(server, {
      clientId: 'alice',
      capability: everything('room'),
      options: { echoMessages: true },
    });
    const room = alice.realtime.channels.get('room');
    const received = nextMessage(room);
    await room.attach();
    await room.publish('self', 'eins');
    expect((await received).data).toBe('eins');
  });

  it('delivers what the server publishes over REST with the key', async () => {
    const server = await emulator();
    const subscriber = client(server, { clientId: 'u1', capability: everything('customer:1') });
    const channel = subscriber.realtime.channels.get('customer:1');
    const received = nextMessage(channel);
    await channel.attach();

    const rest = new Ably.Rest({ key: KEY, ...endpoint(server) });
    await rest.channels.get('customer:1').publish('lead.changed', { leadId: 'l-1' });

    const message = await received;
    expect(message.name).toBe('lead.changed');
    expect(message.data).toEqual({ leadId: 'l-1' });
  });

  it('denies attaching and publishing outside the capability, with Ably’s error', async () => {
    const server = await emulator();
    const own = { 'customer:a': ['subscribe', 'publish'], 'customer:a:*': ['subscribe'] };
    const intruder = client(server, { clientId: 'mallory', capability: own });
    await intruder.realtime.channels.get('customer:a').attach();
    await intruder.realtime.channels.get('customer:a:leads').attach();

    const foreign = intruder.realtime.channels.get('customer:b');
    const attach = await foreign.attach().catch((error: Ably.ErrorInfo) => error);
    expect(attach).toMatchObject({
      code: 40160,
      message: 'Channel denied access based on given capability',
    });
    expect(foreign.state).toBe('failed');

    const publish = await intruder.realtime.channels
      .get('customer:b:leads')
      .publish('x', 'eins')
      .catch((error: Ably.ErrorInfo) => error);
    expect(publish).toMatchObject({ code: 40160 });

    // Subscribe-only sub-channels refuse publishing too; the connection stays up.
    const readOnly = await intruder.realtime.channels
      .get('customer:a:leads')
      .publish('x', 'eins')
      .catch((error: Ably.ErrorInfo) => error);
    expect(readOnly).toMatchObject({ code: 40160 });
    expect(intruder.realtime.connection.state).toBe('connected');
  });

  it('a customer never receives another customer’s messages', async () => {
    const server = await emulator();
    const a = client(server, { clientId: 'a', capability: everything('customer:a') });
    const b = client(server, { clientId: 'b', capability: everything('customer:b') });
    const bReceived: Ably.Message[] = [];
    await b.realtime.channels.get('customer:b').subscribe((m) => bReceived.push(m));
    await b.realtime.channels
      .get('customer:a')
      .attach()
      .catch(() => undefined);
    const aChannel = a.realtime.channels.get('customer:a');
    const delivered = nextMessage(aChannel);
    await aChannel.attach();

    const rest = new Ably.Rest({ key: KEY, ...endpoint(server) });
    await rest.channels.get('customer:a').publish('secret', 'nur für A');
    await delivered;
    await rest.channels.get('customer:b').publish('mine', 'für B');
    await expect.poll(() => bReceived.map((m) => m.name)).toEqual(['mine']);
  });

  it('re-authenticates when the token expires and keeps its channels', async () => {
    const server = await emulator();
    const shortLived = client(server, {
      clientId: 'brief',
      capability: everything('room'),
      ttl: 1_500,
    });
    const room = shortLived.realtime.channels.get('room');
    await room.attach();
    await reachesState(shortLived.realtime.connection, 'connected');
    expect(shortLived.tokenRequests()).toBe(1);

    const sawExpiry = new Promise<Ably.ErrorInfo | undefined>((resolve) =>
      shortLived.realtime.connection.once('disconnected', (change) => resolve(change.reason)),
    );
    expect((await sawExpiry)?.code).toBe(40142);
    await reachesState(shortLived.realtime.connection, 'connected');
    expect(shortLived.tokenRequests()).toBeGreaterThanOrEqual(2);

    await expect.poll(() => room.state).toBe('attached');
    const received = nextMessage(room);
    await new Ably.Rest({ key: KEY, ...endpoint(server) }).channels
      .get('room')
      .publish('after', 'zwei');
    expect((await received).data).toBe('zwei');
  });

  it('goes disconnected when the server dies and connected again after a restart', async () => {
    const first = await startRealtimeEmulator({ port: 0, keys: [KEY] });
    const port = first.port;
    const survivor = client(first, { clientId: 's', capability: everything('room') });
    const room = survivor.realtime.channels.get('room');
    await room.attach();

    const disconnected = reachesState(survivor.realtime.connection, 'disconnected');
    await first.stop();
    await disconnected;

    const second = await emulator({ port });
    await reachesState(survivor.realtime.connection, 'connected');
    await expect.poll(() => room.state).toBe('attached');
    const received = nextMessage(room);
    await new Ably.Rest({ key: KEY, ...endpoint(second) }).channels
      .get('room')
      .publish('back', 'drei');
    expect((await received).data).toBe('drei');
  });

  it('pause drops every connection until resume, also through the control endpoint', async () => {
    const server = await emulator({ control: true });
    const watcher = client(server, { clientId: 'w', capability: everything('room') });
    await reachesState(watcher.realtime.connection, 'connected');

    const disconnected = reachesState(watcher.realtime.connection, 'disconnected');
    const paused = await fetch(`${server.url}/_emulator/pause`, { method: 'POST' });
    expect(await paused.json()).toEqual({ paused: true });
    await disconnected;
    expect(server.connectionCount()).toBe(0);

    await fetch(`${server.url}/_emulator/resume`, { method: 'POST' });
    await reachesState(watcher.realtime.connection, 'connected');
    expect(server.connectionCount()).toBe(1);

    watcher.realtime.close();
    await reachesState(watcher.realtime.connection, 'closed');
    await expect.poll(() => server.connectionCount()).toBe(0);
  });
});

/** The wire, without the SDK: the answers the SDK's behaviour above depends on. */
describe('realtime emulator protocol', () => {
  function open(server: RealtimeEmulator, query: string) {
    const socket = new WebSocket(`ws://${server.host}:${server.port}/?${query}`);
    cleanups.push(() => socket.terminate());
    const frames: Record<string, unknown>[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data: Buffer) => {
      frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
      waiters.splice(0).forEach((wake) => wake());
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    async function frame(index: number) {
      while (frames.length <= index) await new Promise<void>((wake) => waiters.push(wake));
      return frames[index] as Record<string, unknown>;
    }
    return { socket, frame, closed };
  }

  async function token(server: RealtimeEmulator, params: Ably.TokenParams) {
    const rest = new Ably.Rest({ key: KEY, queryTime: false, ...endpoint(server) });
    return rest.auth.requestToken(params);
  }

  it('refuses an unknown token with 40140 and an expired one with DISCONNECTED 40142', async () => {
    const server = await emulator();
    const unknown = open(server, 'access_token=nonsense&format=json&v=6');
    expect(await unknown.frame(0)).toMatchObject({
      action: Action.ERROR,
      error: { code: 40140, statusCode: 401 },
    });
    await unknown.closed;

    const details = await token(server, { ttl: 50 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    const expired = open(server, `access_token=${details.token}&format=json&v=6`);
    expect(await expired.frame(0)).toMatchObject({
      action: Action.DISCONNECTED,
      error: { code: 40142 },
    });
  });

  it('answers resume with a new connection and 80008, and sends heartbeats on request', async () => {
    const server = await emulator({ maxIdleInterval: 100 });
    const details = await token(server, { clientId: 'x' });
    const socket = open(
      server,
      `access_token=${details.token}&format=json&heartbeats=true&resume=old!key&v=6`,
    );
    expect(await socket.frame(0)).toMatchObject({
      action: Action.CONNECTED,
      error: { code: 80008 },
      connectionDetails: { clientId: 'x', maxIdleInterval: 100, connectionStateTtl: 120_000 },
    });
    expect(await socket.frame(1)).toEqual({ action: Action.HEARTBEAT });

    socket.socket.send(JSON.stringify({ action: Action.CLOSE }));
    expect(await socket.frame(2)).toEqual({ action: Action.CLOSED });
    await socket.closed;
  });

  it('refuses msgpack, malformed frames and a clientId the token does not name', async () => {
    const server = await emulator();
    const details = await token(server, { clientId: 'x' });
    const msgpack = open(server, `access_token=${details.token}&format=msgpack`);
    expect(await msgpack.frame(0)).toMatchObject({ error: { code: 40000 } });

    const impostor = open(server, `access_token=${details.token}&clientId=y`);
    expect(await impostor.frame(0)).toMatchObject({ error: { code: 40012 } });

    const garbled = open(server, `access_token=${details.token}`);
    await garbled.frame(0);
    garbled.socket.send('{not json');
    expect(await garbled.frame(1)).toMatchObject({ action: Action.ERROR, error: { code: 40000 } });
    await garbled.closed;
  });

  it('checks the TokenRequest mac, refuses a replayed nonce and answers errors as Ably does', async () => {
    const server = await emulator();
    const rest = new Ably.Rest({ key: KEY, queryTime: false, ...endpoint(server) });
    const request = await rest.auth.createTokenRequest({ clientId: 'c' });
    const post = (body: unknown) =>
      fetch(`${server.url}/keys/${KEY_NAME}/requestToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const tampered = await post({ ...request, clientId: 'someone-else' });
    expect(tampered.status).toBe(401);
    expect(tampered.headers.get('content-type')).toBe('application/json');
    expect(await tampered.json()).toMatchObject({ error: { code: 40101, message: 'Invalid mac' } });

    const issued = await post(request);
    expect(issued.status).toBe(200);
    expect(await issued.json()).toMatchObject({ clientId: 'c', keyName: KEY_NAME });
    const replayed = await post(request);
    expect(await replayed.json()).toMatchObject({ error: { code: 40105 } });

    const wrongKey = new Ably.Rest({ key: `${KEY_NAME}:wrong`, ...endpoint(server) });
    await expect(wrongKey.channels.get('room').publish('x', 'eins')).rejects.toMatchObject({
      code: 40101,
      statusCode: 401,
    });
    const time = await rest.time();
    expect(Math.abs(time - Date.now())).toBeLessThan(5_000);
  });

  it('answers CORS for allowed origins only, and the connectivity check', async () => {
    const server = await emulator({ allowedOrigins: ['http://127.0.0.1:3000'] });
    const preflight = await fetch(`${server.url}/keys/${KEY_NAME}/requestToken`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-ably-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-ably-version',
    );

    const foreign = await fetch(`${server.url}/time`, { headers: { origin: 'https://evil.test' } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const up = await fetch(`${server.url}/is-the-internet-up.txt`);
    expect(await up.text()).toBe('yes\n');
  });
});
