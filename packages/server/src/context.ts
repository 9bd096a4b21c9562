import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { Identity, VerifyIdToken } from './auth/identity';
import { createLogger, type Logger } from './log';
import type { FileStorage } from './storage/fileStorage';
import { silentPublisher, type RealtimePublisher } from './realtime/publisher';

export type AuthState =
  | { status: 'anonymous' }
  | { status: 'invalid'; reason: string }
  | { status: 'verified'; token: string; identity: Identity };

export type ServerDeps = {
  db: Database;
  config: ServerConfig;
  storage: FileStorage;
  log: Logger;
  realtime: RealtimePublisher;
};

export type Context = ServerDeps & {
  auth: AuthState;
  requestId: string;
};

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
  },
): Context {
  return {
    ...deps,
    log: deps.log ?? createLogger('silent'),
    realtime: deps.realtime ?? silentPublisher,
    auth: deps.auth ?? { status: 'anonymous' },
    requestId: deps.requestId ?? randomUUID(),
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
  } catch {
    return { status: 'invalid', reason: 'Das ID-Token ist ungültig oder abgelaufen.' };
  }
  const uidHeader = headers['x-firebase-uid'];
  if (typeof uidHeader !== 'string' || uidHeader !== identity.uid) {
    return { status: 'invalid', reason: 'X-Firebase-UID passt nicht zum ID-Token.' };
  }
  return { status: 'verified', token, identity };
}
