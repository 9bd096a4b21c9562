import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { basename, extname } from 'node:path';
import parseRange from 'range-parser';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { eq, sql } from 'drizzle-orm';
import type { VerifyIdToken } from '../identity/verify';
import {
  authFromHeaders,
  createContextInner,
  requestedCustomerFrom,
  type ServerDeps,
} from '../context';
import { users } from '../identity/schema';
import { files } from '../storage/schema';
import { MAX_BATCH_SIZE, MAX_BODY_BYTES } from '../limits';
import { RetryAfterCause } from '../errors';
import { loggableError, loggablePath } from '../log';
import { createRateLimiter, type RateLimitSettings } from '../rateLimits';
import type { AnyRouter } from '@trpc/server';
import type { HttpRoute } from './routes';
import { SERVICE_STATUS, sendJson } from './jsonBody';
import { checkStoragePath } from '../storage/fileStorage';
import { storePart, verifyPartUrl } from '../storage/uploads';
import { ServiceError } from '../serviceError';
import { configScript, injectAppConfig } from './appConfig';
import { HSTS, pageHeaders } from './securityHeaders';
import { applyCors } from './cors';
import { CONTENT_TYPES, serveApp } from './staticFiles';
import { sendBody } from './sendBody';

export const TRPC_BASE_PATH = '/api/trpc';
export const UPLOADS_PATH = '/api/uploads/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const REQUEST_ID = /^[\w.-]{1,100}$/;

const AVATAR_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** `attachment` with the original name, ASCII fallback plus RFC 5987 for umlauts. */
function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The client's address. With `trustedHops` proxies in front, each appended the address it was
 * reached from to X-Forwarded-For, so the client is the `trustedHops`-th entry from the right;
 * anything further left was written by the client and proves nothing. A shorter list (a request
 * that skipped a proxy) gives its first entry; no list, or no address there, the socket's.
 */
export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const socket = req.socket.remoteAddress ?? 'unbekannt';
  const header = req.headers['x-forwarded-for'];
  if (trustedHops === 0 || header === undefined) return socket;
  const forwarded = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const client = forwarded.at(-trustedHops) ?? forwarded[0];
  return client && isIP(client) ? client : socket;
}

/**
 * A request path as the request log writes it. Below an area's own route (the calendar feed's
 * `<id>.<signature>.ics`) a path may be a credential: only the route's prefix is kept.
 */
export function requestLogPath(
  url: string | undefined,
  routes: readonly Pick<HttpRoute, 'prefix'>[],
): string | undefined {
  const path = loggablePath(url);
  const route = path ? routes.find(({ prefix }) => path.startsWith(prefix)) : undefined;
  return route && path !== route.prefix ? `${route.prefix}[geheim]` : path;
}

export type RequestListenerDeps = ServerDeps & {
  /** The API (the registry's routers) and the areas' routes outside it. */
  router: AnyRouter;
  routes: readonly HttpRoute[];
  verifyIdToken: VerifyIdToken;
  kind: 'pglite' | 'postgres';
  /** The limits' sizes; tests make them small. */
  rateLimits?: RateLimitSettings;
};

/** How long a revoked account's realtime revocation is not repeated. */
const REVOKED_REMEMBERED_MS = 10 * 60_000;

/** Everything the API server answers, on one port: tRPC, health, stored files and the app. */
export function createRequestListener(deps: RequestListenerDeps) {
  const requestIds = new WeakMap<IncomingMessage, string>();
  const rateLimiter = createRateLimiter(deps.db, deps.rateLimits);

  // An account found disabled or signed out everywhere also loses its realtime connection: its
  // tokens are revoked once, not on every request it keeps sending.
  const revokedRecently = new Map<string, number>();
  async function endRealtimeAccess(firebaseUid: string) {
    const now = Date.now();
    const last = revokedRecently.get(firebaseUid);
    if (last !== undefined && now - last < REVOKED_REMEMBERED_MS) return;
    if (revokedRecently.size >= 10_000) revokedRecently.clear();
    revokedRecently.set(firebaseUid, now);
    const [user] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.firebaseUid, firebaseUid))
      .limit(1);
    if (user) await deps.realtime.revokeClient(user.id);
  }

  /** What a procedure of this request sees: its auth, company, address and request id. */
  async function contextFor(req: IncomingMessage) {
    const requestId = requestIds.get(req) ?? randomUUID();
    const auth = await authFromHeaders(req.headers, deps.verifyIdToken);
    if (auth.status === 'invalid' && auth.revokedUid) {
      endRealtimeAccess(auth.revokedUid).catch((error: unknown) =>
        deps.log.warn('ending realtime access failed', loggableError(error)),
      );
    }
    return createContextInner({
      ...deps,
      log: deps.log.child({ requestId }),
      requestId,
      auth,
      requestedCustomer: requestedCustomerFrom(req.headers),
      rateLimiter,
      clientIp: clientAddress(req, deps.config.trustProxyHops),
      recheckAccount:
        auth.status === 'verified'
          ? async () => {
              await deps.verifyIdToken(auth.token, { checkRevoked: true });
            }
          : undefined,
    });
  }

  const trpc = createHTTPHandler({
    router: deps.router,
    basePath: `${TRPC_BASE_PATH}/`,
    maxBodySize: MAX_BODY_BYTES,
    allowBatching: true,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: ({ req }) => contextFor(req),
    // A request refused for now says when to come back.
    responseMeta: ({ errors }) => {
      const wait = errors
        .map((error) => error.cause)
        .find((cause): cause is RetryAfterCause => cause instanceof RetryAfterCause);
      return wait ? { headers: { 'Retry-After': String(wait.retryAfterSeconds) } } : {};
    },
    onError: ({ error, path, req }) => {
      if (error.code !== 'INTERNAL_SERVER_ERROR') return;
      deps.log.error('procedure failed', {
        requestId: requestIds.get(req),
        path,
        ...loggableError(error.cause ?? error),
      });
    },
  });

  // The configuration never changes while the server runs: its script and the headers that
  // allow it are made once.
  const script = configScript(deps.config);
  const appPage = {
    transformIndex: (html: string) => injectAppConfig(html, script),
    headers: pageHeaders(deps.config, script),
    // Source maps would hand out the sources; locally they help debugging.
    serveSourceMaps: !deps.config.production,
  };

  async function serveStoredFile(req: IncomingMessage, res: ServerResponse, url: URL) {
    let path: string;
    try {
      path = url.pathname.slice('/files/'.length).split('/').map(decodeURIComponent).join('/');
    } catch {
      return sendJson(res, 400, { error: 'Ungültiger Dateipfad.' });
    }
    const check = checkStoragePath(path);
    if (!check.ok) return sendJson(res, 400, { error: check.reason });
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    if (!deps.storage.verifyDownload(check.path, expires, signature)) {
      return sendJson(res, 403, { error: 'Der Download-Link ist ungültig oder abgelaufen.' });
    }
    // A person's avatar (`users/…`) has no company file record: the signature is its authority,
    // and only checked PNG, JPEG or WebP are ever stored there.
    const personal = check.path.startsWith('users/');
    const [file] = personal
      ? [{ contentType: AVATAR_TYPES[extname(check.path)] ?? '', fileName: null }]
      : await deps.db
          .select({ contentType: files.contentType, fileName: files.fileName })
          .from(files)
          .where(eq(files.path, check.path))
          .limit(1);
    const size = file?.contentType ? await deps.storage.stat(check.path) : null;
    if (!file || !size) return sendJson(res, 404, { error: 'Datei nicht gefunden.' });

    const contentType =
      file.contentType || CONTENT_TYPES[extname(check.path)] || 'application/octet-stream';
    const headers: Record<string, string | number> = {
      'Content-Type': contentType,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      // Stored SVGs are served from our origin: no scripts, no requests out of them.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    // Pictures and videos show in the page; everything else is a download with its own name.
    if (!/^(image|video)\//.test(contentType)) {
      headers['Content-Disposition'] = contentDisposition(file.fileName ?? basename(check.path));
    }

    // One range (what players and resumed downloads ask for); several are answered whole.
    const requested = req.headers.range ? parseRange(size.bytes, req.headers.range) : undefined;
    if (requested === -1) {
      res.writeHead(416, { 'Content-Range': `bytes */${size.bytes}` });
      return res.end();
    }
    const range =
      Array.isArray(requested) && requested.type === 'bytes' && requested.length === 1
        ? requested[0]
        : undefined;
    if (range) {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size.bytes}`;
      headers['Content-Length'] = range.end - range.start + 1;
    } else {
      headers['Content-Length'] = size.bytes;
    }
    if (req.method === 'HEAD' || size.bytes === 0) {
      res.writeHead(range ? 206 : 200, headers);
      return res.end();
    }
    // A reader already gone (a player seeking on) is not worth opening the file for.
    if (res.destroyed) return;
    const content = await deps.storage.readStream(check.path, range);
    if (!content) return sendJson(res, 404, { error: 'Datei nicht gefunden.' });
    res.writeHead(range ? 206 : 200, headers);
    await sendBody(content, res);
  }

  /** `PUT /api/uploads/<id>?part=<n>&expires=…&signature=…`: one part, streamed to storage. */
  async function receivePart(req: IncomingMessage, res: ServerResponse, url: URL) {
    const uploadId = url.pathname.slice(UPLOADS_PATH.length);
    const partNumber = Number(url.searchParams.get('part'));
    if (!UUID.test(uploadId) || !Number.isSafeInteger(partNumber)) {
      return sendJson(res, 400, { error: 'Ungültige Upload-Adresse.' });
    }
    const valid = verifyPartUrl(
      deps.config.fileUrlSecret,
      uploadId,
      url.searchParams.get('expires') ?? '',
      url.searchParams.get('signature') ?? '',
    );
    if (!valid) {
      return sendJson(res, 403, { error: 'Der Upload-Link ist ungültig oder abgelaufen.' });
    }
    const length = req.headers['content-length'];
    const announced = length && /^\d+$/.test(length) ? Number(length) : null;
    try {
      const stored = await storePart(deps.db, deps.storage, uploadId, partNumber, req, announced);
      return sendJson(res, 200, stored);
    } catch (error) {
      if (error instanceof ServiceError) {
        // The rest of a refused body is not read: the connection closes after the answer.
        res.setHeader('Connection', 'close');
        return sendJson(res, SERVICE_STATUS[error.code], { error: error.message });
      }
      if (req.destroyed || req.readableAborted) {
        deps.log.info('upload part interrupted', { uploadId, partNumber });
        return;
      }
      throw error;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;

    // Answers about people and companies, for this caller only: never kept by a browser or a
    // proxy on the way (an area's route may say otherwise for its own answers).
    if (pathname === '/healthz' || pathname.startsWith('/api/')) {
      res.setHeader('Cache-Control', 'no-store');
    }

    if (pathname === '/healthz') {
      try {
        await deps.db.execute(sql`select 1`);
        return sendJson(res, 200, { status: 'ok', database: deps.kind });
      } catch {
        return sendJson(res, 503, { status: 'unavailable', database: deps.kind });
      }
    }

    if (pathname === TRPC_BASE_PATH || pathname.startsWith(`${TRPC_BASE_PATH}/`)) {
      if (!applyCors(req, res, deps.config.appOrigins)) return;
      return trpc(req, res);
    }
    if (pathname.startsWith(UPLOADS_PATH)) {
      if (!applyCors(req, res, deps.config.appOrigins)) return;
      if (req.method !== 'PUT') return sendJson(res, 405, { error: 'Nur PUT ist erlaubt.' });
      return receivePart(req, res, url);
    }
    const route = deps.routes.find(
      (candidate) =>
        pathname.startsWith(candidate.prefix) &&
        ((candidate.methods as readonly string[]).includes(req.method ?? '') ||
          (candidate.app && req.method === 'OPTIONS')),
    );
    if (route) {
      if (route.app && !applyCors(req, res, deps.config.appOrigins)) return;
      return route.handle({ req, res, url, deps, context: () => contextFor(req) });
    }
    if (pathname.startsWith('/api/')) {
      if (!applyCors(req, res, deps.config.appOrigins)) return;
      return sendJson(res, 404, { error: 'Unbekannter API-Pfad.' });
    }
    if (pathname.startsWith('/files/') && (req.method === 'GET' || req.method === 'HEAD')) {
      return serveStoredFile(req, res, url);
    }
    if (await serveApp(req, res, deps.config.appDistDir, pathname, appPage)) return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Nicht gefunden');
  }

  return (req: IncomingMessage, res: ServerResponse) => {
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    requestIds.set(req, requestId);
    res.setHeader('x-request-id', requestId);
    if (deps.config.production) res.setHeader('Strict-Transport-Security', HSTS);
    const started = performance.now();
    res.on('finish', () => {
      deps.log.info('request', {
        requestId,
        method: req.method,
        path: requestLogPath(req.url, deps.routes),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    });
    handle(req, res).catch((error: unknown) => {
      deps.log.error('request failed', { requestId, ...loggableError(error) });
      if (!res.headersSent) sendJson(res, 500, { error: 'Interner Serverfehler.' });
      else res.end();
    });
  };
}

export type RunningServer = {
  server: Server;
  url: string;
  port: number;
  /** Stops taking connections, lets running requests finish. */
  close: () => Promise<void>;
};

export async function listen(
  listener: ReturnType<typeof createRequestListener>,
  port: number,
  host: string,
): Promise<RunningServer> {
  const server = createServer(listener);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise());
  });
  const address = server.address() as AddressInfo;
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    server,
    port: address.port,
    url: `http://${displayHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeIdleConnections();
      }),
  };
}
