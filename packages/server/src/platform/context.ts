import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { AccountRevokedError, type Identity, type VerifyIdToken } from './identity/verify';
import { createLogger, type Logger } from './log';
import { unlimited, type RateLimiter } from './rateLimits';
import type { FileStorage } from './storage/fileStorage';
import { silentPublisher, type RealtimePublisher } from './realtime/publisher';
import type { Mailer } from './mail/mailer';
import type { AreaRegistry } from './area';

export type AuthState =
  | { status: 'anonymous' }
  | {
      status: 'invalid';
      reason: string;
      /** Set when the account itself lost access. */ revokedUid?: string;
    }
  | { status: 'verified'; token: string; identity: Identity };

export type ServerDeps = {
  db: Database;
  /** What handlers need of all areas' definitions (the account export, shared settings). */
  registry: AreaRegistry;
  config: ServerConfig;
  storage: FileStorage;
  log: Logger;
  realtime: RealtimePublisher;
  /** Invitation and notification e-mails; tests send to the test mail catcher. */
  mailer: Mailer;
};

export type Context = ServerDeps & {
  auth: AuthState;
  requestId: string;
  /** Counts requests of a user or an address (sign-ins, invitation lookups, ingest). */
  rateLimiter: RateLimiter;
  /** The client's address: the socket's, or behind TRUST_PROXY=<n> proxies the one they saw. */
  clientIp: string;
  /**
   * Looks the caller's account up now (disabled, deleted, signed out everywhere) instead of
   * trusting the last minute's verdict; `auth.syncUser` does, every sign-in. Absent without HTTP.
   */
  recheckAccount?: () => Promise<void>;
  /**
   * The company this request works in (`X-Sprint-Customer`), as the caller's page shows it;
   * null to work in the user's last chosen one. Checked per request by `tenantProcedure`.
   */
  requestedCustomer: RequestedCustomer;
};

export type RequestedCustomer = { id: string } | { invalid: true } | null;

/** The header the app's tRPC link and the extension bridge send with every call. */
export const CUSTOMER_HEADER = 'x-sprint-customer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requestedCustomerFrom(headers: IncomingMessage['headers']): RequestedCustomer {
  const value = headers[CUSTOMER_HEADER];
  if (value === undefined) return null;
  return typeof value === 'string' && UUID.test(value)
    ? { id: value.toLowerCase() }
    : { invalid: true };
}

/**
 * The context without HTTP: tests call procedures with `createCaller(createContextInner(…))`
 * and a given auth state, the HTTP layer builds the auth state from headers.
 */
export function createContextInner(
  deps: Omit<ServerDeps, 'log' | 'realtime'> & {
    log?: Logger;
    realtime?: RealtimePublisher;
    auth?: AuthState;
    requestId?: string;
    requestedCustomer?: RequestedCustomer;
    recheckAccount?: () => Promise<void>;
    rateLimiter?: RateLimiter;
    clientIp?: string;
  },
): Context {
  return {
    ...deps,
    log: deps.log ?? createLogger('silent'),
    realtime: deps.realtime ?? silentPublisher,
    auth: deps.auth ?? { status: 'anonymous' },
    requestId: deps.requestId ?? randomUUID(),
    requestedCustomer: deps.requestedCustomer ?? null,
    // Without HTTP (tests of procedures) nothing is counted.
    rateLimiter: deps.rateLimiter ?? unlimited,
    clientIp: deps.clientIp ?? '127.0.0.1',
  };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads `Authorization: Bearer <ID token>` and `X-Firebase-UID` (spec §7) into an auth state. */
export async function authFromHeaders(
  headers: IncomingMessage['headers'],
  verifyIdToken: VerifyIdToken,
): Promise<AuthState> {
  const authorization = headers.authorization;
  if (!authorization) return { status: 'anonymous' };
  const match = BEARER.exec(authorization);
  if (!match?.[1]) {
    return { status: 'invalid', reason: 'Authorization muss "Bearer <ID-Token>" sein.' };
  }
  const token = match[1];
  let identity: Identity;
  try {
    identity = await verifyIdToken(token);
  } catch (error) {
    if (error instanceof AccountRevokedError) {
      return { status: 'invalid', reason: error.message, revokedUid: error.uid };
    }
    return { status: 'invalid', reason: 'Das ID-Token ist ungültig oder abgelaufen.' };
  }
  const uidHeader = headers['x-firebase-uid'];
  if (typeof uidHeader !== 'string' || uidHeader !== identity.uid) {
    return { status: 'invalid', reason: 'X-Firebase-UID passt nicht zum ID-Token.' };
  }
  return { status: 'verified', token, identity };
}
