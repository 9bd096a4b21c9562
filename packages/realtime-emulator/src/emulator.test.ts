/**
 * Contract tests: the pinned `ably` SDK, unmodified, against the emulator. If ably-js changes what
 * it sends or expects, these fail before the app does.
 */
import { createHmac } from 'node:crypto';
import * as Ably from 'ably';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LOCAL_EMULATOR_KEY } from './constants';
import { Action, type ErrorInfo } from './protocol';
import { startRealtimeEmulator, type RealtimeEmulator } from './server';

const KEY = LOCAL_EMULATOR_KEY;
const KEY_NAME = KEY.slice(0, KEY.indexOf(':'));
const KEY_SECRET = KEY.slice(KEY.indexOf(':') + 1);

const base64 = (text: string) => Buffer.from(text).toString('base64');

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
  /** Consulted on every token fetch: an error here is what "our server" answers instead. */
  authError?: () => Ably.ErrorInfo | undefined;
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
      const refused = setup.authError?.();
      if (refused) return callback(refused, null);
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

function revoke(server: RealtimeEmulator, clientId: string, options?: Ably.TokenRevocationOptions) {
  const rest = new Ably.Rest({ key: KEY, ...endpoint(server) });
  return rest.auth.revokeTokens([{ type: 'clientId', value: clientId }], options);
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

async function token(server: RealtimeEmulator, params: Ably.TokenParams) {
  const rest = new Ably.Rest({ key: KEY, queryTime: false, ...endpoint(server) });
  return rest.auth.requestToken(params);
}

/** A REST publish without the SDK, to send what ably-js never would. */
function restPublish(
  server: RealtimeEmulator,
  channel: string,
  body: unknown,
  headers: Record<string, string>,
) {
  return fetch(`${server.url}/channels/${encodeURIComponent(channel)}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function errorOf(response: Response) {
  return [response.status, ((await response.json()) as { error?: ErrorInfo }).error] as const;
}

/** A raw socket, for what the SDK never sends or would hide. */
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

/** Collects what a realtime client receives on a channel, once it is attached. */
async function listener(server: RealtimeEmulator, channelName: string) {
  const subscriber = client(server, { clientId: 'listener', capability: everything(channelName) });
  const received: Ably.Message[] = [];
  await subscriber.realtime.channels.get(channelName).subscribe((m) => received.push(m));
  return received;
}

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

  it('refuses a control request from a foreign origin before it has any effect', async () => {
    const server = await emulator({ control: true });
    const watcher = client(server, { clientId: 'w', capability: everything('room') });
    await reachesState(watcher.realtime.connection, 'connected');
    // Any web page can send these POSTs: they need no preflight.
    const control = (action: string, origin: string) =>
      fetch(`${server.url}/_emulator/${action}`, { method: 'POST', headers: { origin } });

    const pause = await control('pause', 'https://evil.test');
    expect(await errorOf(pause)).toMatchObject([403, { code: 40300 }]);
    expect(server.paused).toBe(false);
    expect(server.connectionCount()).toBe(1);
    expect(watcher.realtime.connection.state).toBe('connected');

    server.pause();
    const resume = await control('resume', 'null');
    expect(resume.status).toBe(403);
    expect(server.paused).toBe(true);

    const allowed = await control('resume', 'http://127.0.0.1:5173');
    expect(await allowed.json()).toEqual({ paused: false });
  });

  it('holds a REST publish with a token to the token’s clientId, as on the socket', async () => {
    const server = await emulator();
    const received = await listener(server, 'room');
    const alice = await token(server, {
      clientId: 'alice',
      capability: JSON.stringify(everything('room')),
    });
    const room = new Ably.Rest({ token: alice.token, ...endpoint(server) }).channels.get('room');

    await expect(
      room.publish({ name: 'forged', data: 'von Bob', clientId: 'bob' }),
    ).rejects.toMatchObject({ code: 40012, statusCode: 400, message: 'Mismatched clientId' });
    await room.publish('unnamed', 'eins');
    await room.publish({ name: 'named', data: 'zwei', clientId: 'alice' });

    // In publish order, so the forged message would have arrived first.
    await expect
      .poll(() => received.map((m) => [m.name, m.clientId]))
      .toEqual([
        ['unnamed', 'alice'],
        ['named', 'alice'],
      ]);
  });

  it('applies the socket’s clientId rules to wildcard tokens and the key over REST', async () => {
    const server = await emulator();
    const received = await listener(server, 'room');
    const wildcard = `Bearer ${base64((await token(server, { clientId: '*' })).token)}`;
    const alice = `Bearer ${base64((await token(server, { clientId: 'alice' })).token)}`;
    const basic = `Basic ${base64(KEY)}`;
    // ably-js sends ClientOptions.clientId as this header, as it does the socket's clientId param.
    const as = (clientId: string) => ({ 'x-ably-clientid': base64(clientId) });
    const publish = (authorization: string, body: object, extra: object = {}) =>
      restPublish(server, 'room', body, { authorization, ...extra });
    const mismatched = [400, { code: 40012, message: 'Mismatched clientId' }];

    // Without a clientId of its own, a client may name no one, like a socket without one.
    expect(await errorOf(await publish(wildcard, { name: 'f1', clientId: 'bob' }))).toMatchObject(
      mismatched,
    );
    expect(await errorOf(await publish(basic, { name: 'f2', clientId: 'bob' }))).toMatchObject(
      mismatched,
    );
    expect(
      await errorOf(await publish(wildcard, { name: 'f3', clientId: 'bob' }, as('carol'))),
    ).toMatchObject(mismatched);
    // A token bound to alice cannot ask to be someone else (a socket is refused at connect).
    expect(await errorOf(await publish(alice, { name: 'f4' }, as('bob')))).toMatchObject(
      mismatched,
    );

    expect((await publish(wildcard, { name: 'carol' }, as('carol'))).status).toBe(201);
    expect((await publish(basic, { name: 'server' }, as('server'))).status).toBe(201);
    expect((await publish(basic, { name: 'anonymous' })).status).toBe(201);
    await expect
      .poll(() => received.map((m) => [m.name, m.clientId]))
      .toEqual([
        ['carol', 'carol'],
        ['server', 'server'],
        ['anonymous', undefined],
      ]);
  });

  it('disconnects a revoked clientId with 40141; a token issued afterwards connects it again', async () => {
    const server = await emulator();
    const alice = client(server, { clientId: 'alice', capability: everything('room') });
    const bob = client(server, { clientId: 'bob', capability: everything('room') });
    const aliceRoom = alice.realtime.channels.get('room');
    await aliceRoom.attach();
    await bob.realtime.channels.get('room').attach();
    const bobConnection = bob.realtime.connection.id;
    const bobChanges: Ably.ConnectionStateChange[] = [];
    bob.realtime.connection.on((change) => bobChanges.push(change));
    const aliceDisconnected = new Promise<Ably.ErrorInfo | undefined>((resolve) =>
      alice.realtime.connection.once('disconnected', (change) => resolve(change.reason)),
    );

    const before = Date.now();
    const result = await revoke(server, 'alice');
    expect(result).toEqual({
      successCount: 1,
      failureCount: 0,
      results: [
        {
          target: 'clientId:alice',
          issuedBefore: expect.any(Number),
          appliesAt: expect.any(Number),
        },
      ],
    });
    const [applied] = result.results as Ably.TokenRevocationSuccessResult[];
    expect(applied?.issuedBefore).toBeGreaterThanOrEqual(before);
    expect(applied?.appliesAt).toBeLessThanOrEqual(Date.now());

    expect(await aliceDisconnected).toMatchObject({ code: 40141, statusCode: 401 });
    // The SDK's re-auth fetched a new token from the authCallback, and the emulator took it.
    await reachesState(alice.realtime.connection, 'connected');
    expect(alice.tokenRequests()).toBe(2);
    await expect.poll(() => aliceRoom.state).toBe('attached');
    const received = nextMessage(aliceRoom);
    await new Ably.Rest({ key: KEY, ...endpoint(server) }).channels
      .get('room')
      .publish('again', 'wieder da');
    expect((await received).data).toBe('wieder da');

    expect(bob.realtime.connection.state).toBe('connected');
    expect(bob.realtime.connection.id).toBe(bobConnection);
    expect(bobChanges).toEqual([]);
    expect(bob.tokenRequests()).toBe(1);
  });

  it('keeps a revoked client out while its auth server refuses a new token', async () => {
    const server = await emulator();
    let accountRevoked = false;
    const alice = client(server, {
      clientId: 'alice',
      capability: everything('room'),
      // What our server answers once it finds the Firebase account revoked.
      authError: () =>
        accountRevoked ? new Ably.ErrorInfo('Zugang entzogen', 40300, 403) : undefined,
    });
    await reachesState(alice.realtime.connection, 'connected');
    const changes: Ably.ConnectionStateChange[] = [];
    alice.realtime.connection.on((change) => changes.push(change));
    const failed = reachesState(alice.realtime.connection, 'failed');

    accountRevoked = true;
    await revoke(server, 'alice');
    await failed;

    expect(changes.map((change) => change.current)).toEqual([
      'disconnected',
      'connecting',
      'failed',
    ]);
    expect(changes[0]?.reason).toMatchObject({ code: 40141 });
    expect(alice.realtime.connection.errorReason).toMatchObject({
      code: 80019,
      statusCode: 403,
      cause: { code: 40300, message: 'Zugang entzogen' },
    });
    expect(alice.tokenRequests()).toBe(2);
    expect(server.connectionCount()).toBe(0);
  });

  it('lets a client swap its token within allowReauthMargin, then cuts the old token', async () => {
    const server = await emulator({ reauthMargin: 500 });
    const alice = client(server, { clientId: 'alice', capability: everything('room') });
    const room = alice.realtime.channels.get('room');
    await room.attach();
    const connectionId = alice.realtime.connection.id;
    const changes: string[] = [];
    alice.realtime.connection.on(({ previous, current }) => changes.push(`${previous}→${current}`));
    // A client that ignores the hint and keeps its token.
    const stale = open(
      server,
      `access_token=${(await token(server, { clientId: 'alice' })).token}`,
    );
    expect(await stale.frame(0)).toMatchObject({ action: Action.CONNECTED });

    const before = Date.now();
    const result = await revoke(server, 'alice', { allowReauthMargin: true });
    const [applied] = result.results as Ably.TokenRevocationSuccessResult[];
    const appliesAt = applied?.appliesAt ?? 0;
    expect(appliesAt).toBeGreaterThanOrEqual(before + 500);

    // The hint, AUTH, makes the SDK fetch a token and send it on the same connection.
    expect(await stale.frame(1)).toEqual({ action: Action.AUTH });
    await expect.poll(() => alice.tokenRequests()).toBe(2);
    expect(await stale.frame(2)).toMatchObject({
      action: Action.DISCONNECTED,
      error: { code: 40141 },
    });
    expect(Date.now()).toBeGreaterThanOrEqual(appliesAt);

    expect(alice.realtime.connection.state).toBe('connected');
    expect(alice.realtime.connection.id).toBe(connectionId);
    // One UPDATE for the new token, never a state change.
    expect(changes).toEqual(['connected→connected']);
    const received = nextMessage(room);
    await new Ably.Rest({ key: KEY, ...endpoint(server) }).channels
      .get('room')
      .publish('still', 'noch da');
    expect((await received).data).toBe('noch da');
  });
});

/** The wire, without the SDK: the answers the SDK's behaviour above depends on. */
describe('realtime emulator protocol', () => {
  const basic = `Basic ${base64(KEY)}`;

  function revokeRequest(server: RealtimeEmulator, headers: Record<string, string>, body: unknown) {
    return fetch(`${server.url}/keys/${KEY_NAME}/revokeTokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
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

  it('refuses a TokenRequest whose timestamp is not a number, even with a valid mac', async () => {
    const server = await emulator();
    let nonces = 0;
    // Signed here, because the SDK never sends such a timestamp; the mac covers its text.
    const post = (timestamp: unknown) => {
      nonces += 1;
      const nonce = `nonce-${nonces}`;
      const text = `${KEY_NAME}\n\n\n\n${String(timestamp)}\n${nonce}\n`;
      const mac = createHmac('sha256', KEY_SECRET).update(text).digest('base64');
      return fetch(`${server.url}/keys/${KEY_NAME}/requestToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyName: KEY_NAME, timestamp, nonce, mac }),
      });
    };
    const now = Date.now();
    // Number() would read each as NaN or as the current time.
    const malformed = ['abc', true, [now], `0x${now.toString(16)}`, ` ${now} `, now + 0.5];
    const answers = [];
    for (const timestamp of malformed) answers.push(await errorOf(await post(timestamp)));
    expect(answers).toEqual(
      malformed.map(() => [
        400,
        expect.objectContaining({
          code: 40000,
          message: 'Invalid TokenRequest timestamp: expected milliseconds since the epoch',
        }),
      ]),
    );

    expect((await post(Date.now())).status).toBe(200);
    expect((await post(String(Date.now()))).status).toBe(200);
  });

  it('refuses a message whose timestamp is not a number, over REST and the socket', async () => {
    const server = await emulator();
    const received = await listener(server, 'room');
    const invalid = [
      400,
      {
        code: 40000,
        message: 'Invalid message timestamp: expected milliseconds since the epoch',
      },
    ];
    const basic = { authorization: `Basic ${base64(KEY)}` };
    for (const timestamp of ['abc', String(Date.now()), 1.5, -1, {}]) {
      const refused = await restPublish(
        server,
        'room',
        [{ name: 'ok' }, { name: 'bad', timestamp }],
        basic,
      );
      expect(await errorOf(refused)).toMatchObject(invalid);
    }
    const kept = await restPublish(
      server,
      'room',
      { name: 'rest', timestamp: 1_700_000_000_000 },
      basic,
    );
    expect(kept.status).toBe(201);

    const details = await token(server, { capability: JSON.stringify(everything('room')) });
    const socket = open(server, `access_token=${details.token}&format=json&v=6`);
    await socket.frame(0);
    const publish = (msgSerial: number, timestamp: unknown) =>
      socket.socket.send(
        JSON.stringify({
          action: Action.MESSAGE,
          channel: 'room',
          msgSerial,
          messages: [{ name: 'socket', timestamp }],
        }),
      );
    publish(0, 'abc');
    expect(await socket.frame(1)).toMatchObject({
      action: Action.NACK,
      msgSerial: 0,
      error: invalid[1],
    });
    publish(1, 1_700_000_000_001);
    expect(await socket.frame(2)).toMatchObject({ action: Action.ACK, msgSerial: 1 });

    await expect
      .poll(() => received.map((m) => [m.name, m.timestamp]))
      .toEqual([
        ['rest', 1_700_000_000_000],
        ['socket', 1_700_000_000_001],
      ]);
  });
  it('refuses a revoked token at connect, on AUTH and over REST; later tokens work', async () => {
    const server = await emulator();
    const grant = { clientId: 'alice', capability: JSON.stringify(everything('room')) };
    const old = await token(server, grant);
    const live = open(server, `access_token=${old.token}&format=json&v=6`);
    expect(await live.frame(0)).toMatchObject({ action: Action.CONNECTED });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    await pause();
    const cut = Date.now();
    await pause();
    const fresh = await token(server, grant);

    const revoked = await revokeRequest(
      server,
      { authorization: basic },
      {
        targets: ['clientId:alice'],
        issuedBefore: cut,
      },
    );
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({
      successCount: 1,
      failureCount: 0,
      results: [{ target: 'clientId:alice', issuedBefore: cut, appliesAt: expect.any(Number) }],
    });
    const tokenRevoked = { code: 40141, statusCode: 401 };
    expect(await live.frame(1)).toMatchObject({
      action: Action.DISCONNECTED,
      error: tokenRevoked,
    });
    await live.closed;

    const reconnect = open(server, `access_token=${old.token}&format=json&v=6`);
    expect(await reconnect.frame(0)).toMatchObject({
      action: Action.DISCONNECTED,
      error: tokenRevoked,
    });
    const bearer = (details: Ably.TokenDetails) => ({
      authorization: `Bearer ${base64(details.token)}`,
    });
    expect(
      await errorOf(await restPublish(server, 'room', { name: 'old' }, bearer(old))),
    ).toMatchObject([401, tokenRevoked]);

    // Issued after issuedBefore, so untouched; it cannot take the revoked token back on AUTH.
    expect((await restPublish(server, 'room', { name: 'new' }, bearer(fresh))).status).toBe(201);
    const current = open(server, `access_token=${fresh.token}&format=json&v=6`);
    expect(await current.frame(0)).toMatchObject({
      action: Action.CONNECTED,
      connectionDetails: { clientId: 'alice' },
    });
    current.socket.send(JSON.stringify({ action: Action.AUTH, auth: { accessToken: old.token } }));
    expect(await current.frame(1)).toMatchObject({
      action: Action.DISCONNECTED,
      error: tokenRevoked,
    });
  });

  it('revokes only with Basic auth of the issuing key, and reports unsupported targets', async () => {
    const other = 'sprint-local.other:other-secret';
    const server = await emulator({ keys: [KEY, other] });
    const bob = await token(server, { clientId: 'bob' });
    const bobPublishes = async () =>
      (
        await restPublish(
          server,
          'room',
          { name: 'b' },
          { authorization: `Bearer ${base64(bob.token)}` },
        )
      ).status;
    const path = `/keys/${KEY_NAME}/revokeTokens`;
    const body = { targets: ['clientId:bob'] };

    // ably-js refuses revokeTokens() with token auth itself (40162); so does the emulator.
    const withToken = await new Ably.Rest({ token: bob.token, ...endpoint(server) }).request(
      'post',
      path,
      6,
      null,
      body,
    );
    expect([withToken.statusCode, withToken.errorCode]).toEqual([401, 40162]);
    const withOtherKey = await new Ably.Rest({ key: other, ...endpoint(server) }).request(
      'post',
      path,
      6,
      null,
      body,
    );
    expect([withOtherKey.statusCode, withOtherKey.errorCode]).toEqual([401, 40133]);
    expect(await errorOf(await revokeRequest(server, {}, body))).toMatchObject([
      401,
      { code: 40101 },
    ]);
    expect(await bobPublishes()).toBe(201);

    const now = Date.now();
    const invalid: unknown[] = [
      {},
      { targets: [] },
      { targets: Array.from({ length: 101 }, (_, i) => `clientId:u${i}`) },
      { targets: ['clientId:bob'], issuedBefore: now + 60_000 },
      { targets: ['clientId:bob'], issuedBefore: now - 2 * 60 * 60 * 1000 },
      { targets: ['clientId:bob'], issuedBefore: String(now) },
    ];
    for (const request of invalid) {
      const answer = await revokeRequest(server, { authorization: basic }, request);
      expect(await errorOf(answer)).toMatchObject([400, { code: 40000 }]);
    }
    expect(await bobPublishes()).toBe(201);

    const result = await new Ably.Rest({ key: KEY, ...endpoint(server) }).auth.revokeTokens([
      { type: 'channel', value: 'room' },
      { type: 'revocationKey', value: 'group' },
      { type: 'invalidType', value: 'abc' },
      { type: 'clientId', value: 'bob' },
    ]);
    const failure = { code: 40000, statusCode: 400 };
    expect(result).toMatchObject({
      successCount: 1,
      failureCount: 3,
      results: [
        { target: 'channel:room', error: failure },
        { target: 'revocationKey:group', error: failure },
        { target: 'invalidType:abc', error: failure },
        { target: 'clientId:bob', issuedBefore: expect.any(Number) },
      ],
    });
    expect(await bobPublishes()).toBe(401);
  });
});
