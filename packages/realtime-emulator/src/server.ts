import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { ALL, allows, operationsOn, type Capability } from './capability';
import {
  Action,
  Errors,
  Flag,
  isTimestamp,
  type ErrorInfo,
  type ProtocolMessage,
  type WireMessage,
} from './protocol';
import { TokenAuthority, revokes, type Revocation, type TokenGrant } from './tokens';

export type RealtimeEmulatorOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** API keys in Ably's form `appId.keyId:secret`; tokens are signed with them. */
  keys: string[];
  /**
   * Browser origins allowed to call the REST API and open sockets. Default: loopback pages only
   * (`http://127.0.0.1:*`, `http://localhost:*`). `'*'` allows any.
   */
  allowedOrigins?: string[];
  /** How often the emulator promises activity; ably-js treats silence beyond it as a dead link. */
  maxIdleInterval?: number;
  connectionStateTtl?: number;
  maxMessageSize?: number;
  /**
   * How long `allowReauthMargin` postpones a revocation; Ably's is 30 s, tests shorten it.
   */
  reauthMargin?: number;
  /** Exposes `POST /_emulator/pause|resume` so a test in another process can cut connectivity. */
  control?: boolean;
  log?: (line: string) => void;
};

export type RealtimeEmulator = {
  host: string;
  port: number;
  /** http://host:port — the REST base; sockets use the same address with ws://. */
  url: string;
  /** Drops every socket at once and refuses new ones, as if the server had died. */
  pause: () => void;
  resume: () => void;
  readonly paused: boolean;
  connectionCount: () => number;
  stop: () => Promise<void>;
};

type ChannelState = { serial: number; subscribers: Set<Connection> };

type Connection = {
  id: string;
  key: string;
  ws: WebSocket;
  clientId: string | null;
  capability: Capability;
  /** The token the connection authenticated with (null with the key), checked for revocation. */
  token: TokenGrant | null;
  echo: boolean;
  /** Channel name → whether this connection receives its messages. */
  attached: Map<string, boolean>;
  heartbeat: NodeJS.Timeout;
  expiry: NodeJS.Timeout | null;
};

const MAX_BODY_BYTES = 1024 * 1024;
const SERVER_ID = 'sprint-realtime-emulator';

function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  } catch {
    return false;
  }
}

function randomId(bytes = 9): string {
  return randomBytes(bytes).toString('base64url');
}

function messageSize(message: WireMessage): number {
  const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? '');
  return Buffer.byteLength(data) + Buffer.byteLength(message.name ?? '');
}

export async function startRealtimeEmulator(
  options: RealtimeEmulatorOptions,
): Promise<RealtimeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const maxIdleInterval = options.maxIdleInterval ?? 15_000;
  const connectionStateTtl = options.connectionStateTtl ?? 120_000;
  const maxMessageSize = options.maxMessageSize ?? 65_536;
  const reauthMargin = options.reauthMargin ?? 30_000;
  const log = options.log ?? (() => undefined);
  const tokens = new TokenAuthority(options.keys);
  const connections = new Map<string, Connection>();
  const channels = new Map<string, ChannelState>();
  const revocationTimers = new Set<NodeJS.Timeout>();
  let paused = false;

  function originAllowed(origin: string | undefined): boolean {
    if (!origin) return true; // not a browser
    const allowed = options.allowedOrigins;
    if (!allowed) return isLoopbackOrigin(origin);
    return allowed.includes('*') || allowed.includes(origin);
  }

  // ---------------------------------------------------------------- realtime connections

  function send(connection: Connection, message: ProtocolMessage): void {
    if (connection.ws.readyState === connection.ws.OPEN) {
      connection.ws.send(JSON.stringify(message));
    }
  }

  function channelState(name: string): ChannelState {
    let state = channels.get(name);
    if (!state) {
      state = { serial: 0, subscribers: new Set() };
      channels.set(name, state);
    }
    return state;
  }

  function forget(connection: Connection): void {
    clearInterval(connection.heartbeat);
    if (connection.expiry) clearTimeout(connection.expiry);
    for (const name of connection.attached.keys())
      channels.get(name)?.subscribers.delete(connection);
    connection.attached.clear();
    connections.delete(connection.id);
  }

  /** Sends a last message (ERROR, DISCONNECTED or CLOSED) and ends the socket. */
  function end(connection: Connection, message: ProtocolMessage): void {
    send(connection, message);
    forget(connection);
    connection.ws.close(1000);
  }

  function refuse(ws: WebSocket, error: ErrorInfo, action: number = Action.ERROR): void {
    ws.send(JSON.stringify({ action, error }));
    ws.close(1000);
  }

  /** Fans a publish out to every attached subscriber; `echo: false` senders skip themselves. */
  function fanOut(channel: string, messages: WireMessage[], sender: Connection | null): void {
    const state = channelState(channel);
    state.serial += 1;
    const timestamp = Date.now();
    const id = `${sender?.id ?? SERVER_ID}:${randomId(6)}`;
    const outgoing: ProtocolMessage = {
      action: Action.MESSAGE,
      id,
      channel,
      channelSerial: `${SERVER_ID}@${state.serial}`,
      timestamp,
      ...(sender ? { connectionId: sender.id } : {}),
      messages: messages.map((message, index) => ({
        ...message,
        id: message.id ?? `${id}:${index}`,
        timestamp: message.timestamp ?? timestamp,
        ...(sender ? { connectionId: sender.id } : {}),
      })),
    };
    for (const subscriber of state.subscribers) {
      if (subscriber === sender && !sender.echo) continue;
      if (!subscriber.attached.get(channel)) continue;
      send(subscriber, outgoing);
    }
  }

  function connectedMessage(connection: Connection, error?: ErrorInfo): ProtocolMessage {
    return {
      action: Action.CONNECTED,
      connectionId: connection.id,
      connectionDetails: {
        ...(connection.clientId ? { clientId: connection.clientId } : {}),
        connectionKey: connection.key,
        maxMessageSize,
        maxInboundRate: 250,
        maxFrameSize: MAX_BODY_BYTES,
        serverId: SERVER_ID,
        connectionStateTtl,
        maxIdleInterval,
      },
      ...(error ? { error } : {}),
    };
  }

  function scheduleExpiry(connection: Connection, expires: number | null): void {
    if (connection.expiry) clearTimeout(connection.expiry);
    connection.expiry = null;
    if (expires === null) return;
    // The SDK re-authenticates on 40142 and reconnects with a fresh token.
    connection.expiry = setTimeout(
      () => {
        log(`token expired: ${connection.id}`);
        end(connection, { action: Action.DISCONNECTED, error: Errors.tokenExpired() });
      },
      Math.max(0, expires - Date.now()),
    );
  }

  type Credentials =
    | {
        capability: Capability;
        clientId: string | null;
        expires: number | null;
        token: TokenGrant | null;
      }
    | { refuse: ErrorInfo; action: number };

  function authenticate(params: URLSearchParams): Credentials {
    const token = params.get('access_token') ?? params.get('accessToken');
    if (token !== null) return checkToken(token);
    const key = params.get('key');
    if (key !== null) {
      const known = tokens.authenticateKey(key);
      if (!known) return { refuse: Errors.invalidCredentials(), action: Action.ERROR };
      return {
        capability: known.capability,
        clientId: params.get('clientId'),
        expires: null,
        token: null,
      };
    }
    return {
      refuse: Errors.invalidCredentials('No authentication information provided'),
      action: Action.ERROR,
    };
  }

  function checkToken(token: string): Credentials {
    const grant = tokens.verify(token);
    if (grant === 'unrecognised') {
      return { refuse: Errors.tokenUnrecognised(), action: Action.ERROR };
    }
    // Token errors come with DISCONNECTED: the SDK then gets a new token and connects again.
    if (grant === 'expired') {
      return { refuse: Errors.tokenExpired(), action: Action.DISCONNECTED };
    }
    if (grant === 'revoked') {
      return { refuse: Errors.tokenRevoked(), action: Action.DISCONNECTED };
    }
    return {
      capability: grant.capability,
      clientId: grant.clientId,
      expires: grant.expires,
      token: grant,
    };
  }

  /**
   * Ends the connections whose token a revocation in force at `at` covers, with the DISCONNECTED
   * 40141 Ably sends: like an expiry, the SDK asks its authCallback for a new token, and only a
   * token issued after the revocation gets it connected again.
   */
  function disconnectRevoked(at: number): void {
    for (const connection of [...connections.values()]) {
      if (!connection.token || !tokens.isRevoked(connection.token, at)) continue;
      log(`token revoked: ${connection.id}`);
      end(connection, { action: Action.DISCONNECTED, error: Errors.tokenRevoked() });
    }
  }

  function enforce(revoked: Revocation[]): void {
    for (const revocation of revoked) {
      if (revocation.appliesAt <= Date.now()) {
        disconnectRevoked(revocation.appliesAt);
        continue;
      }
      // allowReauthMargin: AUTH asks the SDK to fetch a new token and send it on this socket.
      for (const connection of connections.values()) {
        if (connection.token && revokes(revocation, connection.token)) {
          send(connection, { action: Action.AUTH });
        }
      }
      const timer = setTimeout(() => {
        revocationTimers.delete(timer);
        disconnectRevoked(revocation.appliesAt);
      }, revocation.appliesAt - Date.now());
      revocationTimers.add(timer);
    }
  }

  /**
   * Whom a client publishes as: its token's clientId, else the one it asks for (the socket's
   * `clientId` parameter, REST's `X-Ably-ClientId` header) with a wildcard token or the key.
   */
  function actingClientId(
    granted: string | null,
    requested: string | null,
  ): { clientId: string | null } | { refuse: ErrorInfo } {
    if (requested && granted && granted !== '*' && requested !== granted) {
      return { refuse: Errors.mismatchedClientId() };
    }
    return { clientId: granted === '*' ? requested : granted };
  }

  /**
   * One rule for socket and REST publishes, so neither lets a client speak for another: a
   * message may name only the publisher's clientId, and one that names none is given it. A
   * timestamp it brings is relayed to subscribers as is, so it must be one.
   */
  function asPublisher(
    clientId: string | null,
    messages: WireMessage[],
  ): { messages: WireMessage[] } | { refuse: ErrorInfo } {
    // null counts as absent: JSON has no undefined, and fanOut stamps the emulator's time.
    if (messages.some(({ timestamp }) => timestamp != null && !isTimestamp(timestamp))) {
      return { refuse: Errors.invalidTimestamp('message') };
    }
    if (messages.some((message) => message.clientId && message.clientId !== clientId)) {
      return { refuse: Errors.mismatchedClientId() };
    }
    return {
      messages: clientId ? messages.map((message) => ({ ...message, clientId })) : messages,
    };
  }

  function onSocket(ws: WebSocket, params: URLSearchParams): void {
    const format = params.get('format');
    if (format !== null && format !== 'json') return refuse(ws, Errors.unsupportedFormat());
    const credentials = authenticate(params);
    if ('refuse' in credentials) return refuse(ws, credentials.refuse, credentials.action);
    const acting = actingClientId(credentials.clientId, params.get('clientId'));
    if ('refuse' in acting) return refuse(ws, acting.refuse);

    const id = randomId();
    const connection: Connection = {
      id,
      key: `${randomId(6)}!${id}`,
      ws,
      clientId: acting.clientId,
      capability: credentials.capability,
      token: credentials.token,
      echo: params.get('echo') !== 'false',
      attached: new Map(),
      // Browsers cannot see ping frames, so they ask for HEARTBEAT messages instead.
      heartbeat: setInterval(
        () =>
          params.get('heartbeats') === 'true'
            ? send(connection, { action: Action.HEARTBEAT })
            : ws.ping(),
        maxIdleInterval,
      ),
      expiry: null,
    };
    connections.set(id, connection);
    scheduleExpiry(connection, credentials.expires);
    ws.on('message', (data, isBinary) => onFrame(connection, data, isBinary));
    ws.on('close', () => forget(connection));
    ws.on('error', () => forget(connection));

    // Connection state is not kept across sockets: a resume or recover gets a new connection,
    // and the SDK re-attaches its channels, as with Ably after the state TTL has passed.
    const continuity = params.has('resume') || params.has('recover');
    send(
      connection,
      connectedMessage(connection, continuity ? Errors.unableToRecover() : undefined),
    );
    log(`connected: ${id}${connection.clientId ? ` (${connection.clientId})` : ''}`);
  }

  function onFrame(connection: Connection, data: unknown, isBinary: boolean): void {
    let message: ProtocolMessage;
    try {
      if (isBinary) throw new Error('binary');
      message = JSON.parse(String(data)) as ProtocolMessage;
      if (typeof message !== 'object' || message === null || typeof message.action !== 'number') {
        throw new Error('shape');
      }
    } catch {
      return end(connection, {
        action: Action.ERROR,
        error: Errors.badRequest('Invalid protocol message: expected a JSON object with an action'),
      });
    }
    // A revocation ends its connections when it comes into force, after allowReauthMargin from a
    // timer that may run late; a frame sent in between is refused the same way.
    const acts = message.action === Action.ATTACH || message.action === Action.MESSAGE;
    if (acts && connection.token && tokens.isRevoked(connection.token)) {
      return end(connection, { action: Action.DISCONNECTED, error: Errors.tokenRevoked() });
    }
    switch (message.action) {
      case Action.HEARTBEAT:
        return send(connection, {
          action: Action.HEARTBEAT,
          ...(message.id ? { id: message.id } : {}),
        });
      case Action.ATTACH:
        return attach(connection, message);
      case Action.DETACH:
        return detach(connection, message);
      case Action.MESSAGE:
        return publishFromSocket(connection, message);
      case Action.AUTH:
        return reauthorize(connection, message);
      case Action.CLOSE:
        return end(connection, { action: Action.CLOSED });
      case Action.DISCONNECT:
        forget(connection);
        return connection.ws.close(1000);
      case Action.PRESENCE:
        return send(connection, {
          action: Action.NACK,
          msgSerial: message.msgSerial,
          count: 1,
          error: Errors.unsupported('Presence'),
        });
      default:
        return send(connection, {
          action: Action.ERROR,
          ...(message.channel ? { channel: message.channel } : {}),
          error: Errors.unsupported(`Protocol action ${message.action}`),
        });
    }
  }

  function attach(connection: Connection, message: ProtocolMessage): void {
    const channel = message.channel;
    if (!channel) {
      return send(connection, {
        action: Action.ERROR,
        error: Errors.badRequest('ATTACH needs a channel'),
      });
    }
    const granted = operationsOn(connection.capability, channel);
    if (granted.size === 0) {
      log(`attach denied: ${connection.id} → ${channel}`);
      return send(connection, { action: Action.ERROR, channel, error: Errors.capabilityDenied() });
    }
    const all = granted.has('*');
    const subscribe = all || granted.has('subscribe');
    const flags =
      (subscribe ? Flag.SUBSCRIBE : 0) |
      (all || granted.has('publish') ? Flag.PUBLISH : 0) |
      (all || granted.has('presence') ? Flag.PRESENCE | Flag.PRESENCE_SUBSCRIBE : 0);
    connection.attached.set(channel, subscribe);
    const state = channelState(channel);
    state.subscribers.add(connection);
    send(connection, {
      action: Action.ATTACHED,
      channel,
      flags,
      channelSerial: `${SERVER_ID}@${state.serial}`,
    });
  }

  function detach(connection: Connection, message: ProtocolMessage): void {
    const channel = message.channel;
    if (!channel) return;
    connection.attached.delete(channel);
    channels.get(channel)?.subscribers.delete(connection);
    send(connection, { action: Action.DETACHED, channel });
  }

  function publishFromSocket(connection: Connection, message: ProtocolMessage): void {
    const nack = (error: ErrorInfo) =>
      send(connection, { action: Action.NACK, msgSerial: message.msgSerial, count: 1, error });
    const channel = message.channel;
    const messages = message.messages;
    if (!channel || !Array.isArray(messages) || typeof message.msgSerial !== 'number') {
      return nack(Errors.badRequest('MESSAGE needs a channel, msgSerial and messages'));
    }
    // Like Ably, a publish the capability does not cover is refused for that message only.
    if (!allows(connection.capability, channel, 'publish')) return nack(Errors.capabilityDenied());
    const size = messages.reduce((sum, m) => sum + messageSize(m), 0);
    if (size > maxMessageSize) return nack(Errors.tooLarge(size, maxMessageSize));
    const stamped = asPublisher(connection.clientId, messages);
    if ('refuse' in stamped) return nack(stamped.refuse);
    send(connection, { action: Action.ACK, msgSerial: message.msgSerial, count: 1 });
    fanOut(channel, stamped.messages, connection);
  }

  function reauthorize(connection: Connection, message: ProtocolMessage): void {
    const token = message.auth?.accessToken;
    if (!token) {
      return end(connection, {
        action: Action.ERROR,
        error: Errors.invalidCredentials('AUTH needs an accessToken'),
      });
    }
    const credentials = checkToken(token);
    if ('refuse' in credentials) {
      return end(connection, { action: credentials.action, error: credentials.refuse });
    }
    if (connection.clientId && credentials.clientId !== connection.clientId) {
      return end(connection, { action: Action.ERROR, error: Errors.mismatchedClientId() });
    }
    connection.capability = credentials.capability;
    connection.token = credentials.token;
    scheduleExpiry(connection, credentials.expires);
    // Channels the new token no longer covers are refused, as Ably does on a capability change.
    for (const channel of [...connection.attached.keys()]) {
      if (operationsOn(connection.capability, channel).size > 0) continue;
      connection.attached.delete(channel);
      channels.get(channel)?.subscribers.delete(connection);
      send(connection, { action: Action.ERROR, channel, error: Errors.capabilityDenied() });
    }
    send(connection, connectedMessage(connection));
  }

  // ---------------------------------------------------------------- REST

  function corsHeaders(req: IncomingMessage): OutgoingHttpHeaders {
    const origin = req.headers.origin;
    if (!origin || !originAllowed(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-ably-errorcode, x-ably-errormessage, link',
      vary: 'Origin',
    };
  }

  function reply(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: unknown,
    contentType = 'application/json',
  ): void {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    // ably-js reads error bodies only when the content type is exactly `application/json`.
    res.writeHead(status, { 'content-type': contentType, ...corsHeaders(req) });
    res.end(text);
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: ErrorInfo): void {
    res.setHeader('x-ably-errorcode', String(error.code));
    res.setHeader('x-ably-errormessage', error.message);
    reply(req, res, error.statusCode, { error });
  }

  async function readJson(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) throw new RangeError('too large');
      chunks.push(chunk);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  }

  type RestCredentials =
    { capability: Capability; clientId: string | null } | { refuse: ErrorInfo };

  /** REST requests authenticate with Basic (the key) or Bearer (a token, base64-encoded). */
  function restCredentials(req: IncomingMessage): RestCredentials {
    const header = req.headers.authorization ?? '';
    const [scheme, value = ''] = header.split(' ');
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const clientIdHeader = req.headers['x-ably-clientid'];
    const requested =
      typeof clientIdHeader === 'string' && clientIdHeader
        ? Buffer.from(clientIdHeader, 'base64').toString('utf8')
        : null;
    let granted: { capability: Capability; clientId: string | null };
    if (scheme === 'Basic') {
      if (!tokens.authenticateKey(decoded)) return { refuse: Errors.invalidCredentials() };
      granted = { capability: ALL, clientId: requested };
    } else if (scheme === 'Bearer') {
      const credentials = checkToken(decoded);
      if ('refuse' in credentials) return credentials;
      granted = credentials;
    } else {
      return { refuse: Errors.invalidCredentials('No authentication information provided') };
    }
    const acting = actingClientId(granted.clientId, requested);
    return 'refuse' in acting ? acting : { capability: granted.capability, ...acting };
  }

  /** Only the key that issued the tokens may revoke them, with Basic auth, as on Ably. */
  function revocationAuthError(req: IncomingMessage, keyName: string): ErrorInfo | null {
    const [scheme, value = ''] = (req.headers.authorization ?? '').split(' ');
    if (scheme === 'Bearer') return Errors.basicAuthRequired();
    if (scheme !== 'Basic') {
      return Errors.invalidCredentials('No authentication information provided');
    }
    const key = tokens.authenticateKey(Buffer.from(value, 'base64').toString('utf8'));
    if (!key) return Errors.invalidCredentials();
    return key.name === keyName ? null : Errors.wrongKeyForRevocation();
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const path = url.pathname;
    const origin = req.headers.origin;
    if (options.control && path.startsWith('/_emulator/') && req.method === 'POST') {
      // Any web page can send this POST without a preflight, so the origin is checked before it
      // may cut every connection; CORS alone would only hide the answer from it.
      if (origin && !originAllowed(origin)) return fail(req, res, Errors.forbiddenOrigin(origin));
      if (path === '/_emulator/pause') emulator.pause();
      else if (path === '/_emulator/resume') emulator.resume();
      else return fail(req, res, Errors.notFound(path));
      return reply(req, res, 200, { paused });
    }
    if (paused) {
      req.socket.destroy();
      return;
    }
    if (origin && !originAllowed(origin)) return fail(req, res, Errors.forbiddenOrigin(origin));
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders(req),
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    if (req.method === 'GET' && path === '/time') return reply(req, res, 200, [Date.now()]);
    if (req.method === 'GET' && path === '/is-the-internet-up.txt') {
      return reply(req, res, 200, 'yes\n', 'text/plain');
    }

    const tokenRoute = /^\/keys\/([^/]+)\/requestToken$/.exec(path);
    if (req.method === 'POST' && tokenRoute) {
      let body: unknown;
      try {
        body = await readJson(req);
      } catch {
        return fail(req, res, Errors.badRequest('Expected a JSON TokenRequest'));
      }
      const result = tokens.requestToken(decodeURIComponent(tokenRoute[1] ?? ''), body);
      if ('error' in result) return fail(req, res, result.error);
      return reply(req, res, 200, result);
    }

    const revokeRoute = /^\/keys\/([^/]+)\/revokeTokens$/.exec(path);
    if (req.method === 'POST' && revokeRoute) {
      const keyName = decodeURIComponent(revokeRoute[1] ?? '');
      const refused = revocationAuthError(req, keyName);
      if (refused) return fail(req, res, refused);
      let body: unknown;
      try {
        body = await readJson(req);
      } catch {
        return fail(req, res, Errors.badRequest('Expected a JSON revocation request'));
      }
      const result = tokens.revokeTokens(keyName, body, reauthMargin);
      if ('error' in result) return fail(req, res, result.error);
      enforce(result.revoked);
      return reply(req, res, 200, result.batch);
    }

    const publishRoute = /^\/channels\/([^/]+)\/messages$/.exec(path);
    if (req.method === 'POST' && publishRoute) {
      const channel = decodeURIComponent(publishRoute[1] ?? '');
      const credentials = restCredentials(req);
      if ('refuse' in credentials) return fail(req, res, credentials.refuse);
      if (!allows(credentials.capability, channel, 'publish')) {
        return fail(req, res, Errors.capabilityDenied());
      }
      let body: unknown;
      try {
        body = await readJson(req);
      } catch {
        return fail(req, res, Errors.badRequest('Expected JSON messages'));
      }
      const messages = (Array.isArray(body) ? body : [body]) as WireMessage[];
      if (messages.some((m) => typeof m !== 'object' || m === null)) {
        return fail(req, res, Errors.badRequest('Expected message objects'));
      }
      const size = messages.reduce((sum, m) => sum + messageSize(m), 0);
      if (size > maxMessageSize) return fail(req, res, Errors.tooLarge(size, maxMessageSize));
      const stamped = asPublisher(credentials.clientId, messages);
      if ('refuse' in stamped) return fail(req, res, stamped.refuse);
      fanOut(channel, stamped.messages, null);
      return reply(req, res, 201, { channel, messageId: messages[0]?.id ?? randomId() });
    }

    return fail(req, res, Errors.notFound(path));
  }

  // ---------------------------------------------------------------- server

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  const server = createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      log(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) fail(req, res, Errors.badRequest('Request could not be handled'));
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (req, socket: Socket, head) => {
    if (paused) return socket.destroy();
    if (!originAllowed(req.headers.origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://emulator');
    wss.handleUpgrade(req, socket, head, (ws) => {
      // ably-js checks WebSocket reachability by opening and closing a socket here.
      if (url.pathname === '/ws-up') return ws.close(1000);
      onSocket(ws, url.searchParams);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  function dropAll(): void {
    for (const connection of [...connections.values()]) {
      forget(connection);
      connection.ws.terminate();
    }
  }

  const emulator: RealtimeEmulator = {
    host,
    port,
    url: `http://${host}:${port}`,
    pause() {
      paused = true;
      dropAll();
      log('paused: every connection dropped');
    },
    resume() {
      paused = false;
      log('resumed');
    },
    get paused() {
      return paused;
    },
    connectionCount: () => connections.size,
    async stop() {
      for (const timer of revocationTimers) clearTimeout(timer);
      revocationTimers.clear();
      dropAll();
      wss.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
  return emulator;
}
