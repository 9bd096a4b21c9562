import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { berlinMidnight } from '../../platform/berlin';
import type { ServerConfig } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import { loggableError, type Logger } from '../../platform/log';
import { ServiceError } from '../../platform/serviceError';
import {
  calendarKeys,
  open,
  pkcePair,
  randomNonce,
  seal,
  signState,
  verifyState,
  type CalendarKeys,
} from './crypto';
import {
  CALENDAR_OAUTH_PATH,
  EXCHANGE_FAILED,
  NOT_CONFIGURED,
  STATE_INVALID,
  STATE_TTL_MS,
} from './model';
import { calendarConnections, oauthStates, type CalendarConnection } from './schema';
import type { GoogleCalendarSettings } from '../../platform/google';

/** What the calendar connection needs besides the database (the router builds it per request). */
export type CalendarSyncDeps = {
  google: GoogleCalendarSettings | null;
  keys: CalendarKeys;
  /** `APP_URL` + the callback route: must be registered with the OAuth client. */
  redirectUri: string;
  log: Logger;
};

export function calendarSyncDeps(
  config: Pick<ServerConfig, 'googleCalendar' | 'calendarTokenKey' | 'appUrl'>,
  log: Logger,
): CalendarSyncDeps {
  return {
    google: config.googleCalendar,
    keys: calendarKeys(config.calendarTokenKey),
    redirectUri: `${config.appUrl}${CALENDAR_OAUTH_PATH}`,
    log,
  };
}

export type ConnectionStatus = {
  configured: boolean;
  connected: boolean;
  email: string | null;
  connectedAt: Date | null;
};

/** A busy time of the connected calendar, as ISO instants. */
export type BusyBlock = { start: string; end: string };

export type BusyTimes = { connected: boolean; busy: BusyBlock[] };

/** No answer from the provider within this time counts as a failure. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** An access token is renewed this long before it expires. */
const EXPIRY_MARGIN_MS = 60_000;
/** Requests older than this are deleted when the next one starts (they expired long ago). */
const STATE_CLEANUP_MS = 24 * 60 * 60 * 1000;
/** At most this many busy blocks are read from one answer (100 days hold far fewer). */
const MAX_BUSY_BLOCKS = 5000;

async function findConnection(db: Database, userId: string): Promise<CalendarConnection | null> {
  const [row] = await db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, userId))
    .limit(1);
  return row ?? null;
}

function statusOf(deps: CalendarSyncDeps, row: CalendarConnection | null): ConnectionStatus {
  return {
    configured: deps.google !== null,
    connected: row !== null,
    email: row?.accountEmail ?? null,
    connectedAt: row?.connectedAt ?? null,
  };
}

function configured(deps: CalendarSyncDeps): GoogleCalendarSettings {
  if (!deps.google) throw new ServiceError('PRECONDITION_FAILED', NOT_CONFIGURED);
  return deps.google;
}

export async function connectionStatus(
  db: Database,
  deps: CalendarSyncDeps,
  userId: string,
): Promise<ConnectionStatus> {
  return statusOf(deps, await findConnection(db, userId));
}

/**
 * Starts an authorization (OAuth 2.0 code flow with PKCE): stores the request's nonce with the
 * sealed verifier and answers Google's consent page with a signed `state`.
 */
export async function startConnection(
  db: Database,
  deps: CalendarSyncDeps,
  userId: string,
  now = new Date(),
): Promise<{ authorizationUrl: string }> {
  const google = configured(deps);
  const nonce = randomNonce();
  const { verifier, challenge } = pkcePair();
  await db
    .delete(oauthStates)
    .where(lt(oauthStates.createdAt, new Date(now.getTime() - STATE_CLEANUP_MS)));
  await db.insert(oauthStates).values({
    nonce,
    userId,
    codeVerifierSealed: seal(deps.keys.seal, verifier, userId),
    createdAt: now,
  });
  const state = signState(deps.keys.sign, { nonce, userId, exp: now.getTime() + STATE_TTL_MS });
  const url = new URL(google.authUrl);
  const params = {
    response_type: 'code',
    client_id: google.clientId,
    redirect_uri: deps.redirectUri,
    scope: google.scopes.join(' '),
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    // A refresh token, and every time: a second connection gets one too.
    access_type: 'offline',
    prompt: 'consent',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { authorizationUrl: url.toString() };
}

type TokenResponse = {
  access_token?: unknown;
  expires_in?: unknown;
  refresh_token?: unknown;
  id_token?: unknown;
  error?: unknown;
};

class ProviderError extends Error {
  override name = 'ProviderError';
}

/** A form POST to the token endpoint, the client authenticating in the body (client_secret_post). */
async function tokenRequest(
  google: GoogleCalendarSettings,
  fields: Record<string, string>,
): Promise<TokenResponse & { access_token: string }> {
  const response = await fetch(google.tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({
      ...fields,
      client_id: google.clientId,
      client_secret: google.clientSecret,
    }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as TokenResponse;
  if (!response.ok || typeof body.access_token !== 'string') {
    // Only the OAuth error code is logged: the body may carry tokens.
    const code = typeof body.error === 'string' ? body.error.slice(0, 64) : 'no error code';
    throw new ProviderError(`token endpoint answered ${response.status} (${code})`);
  }
  return body as TokenResponse & { access_token: string };
}

/**
 * The account's address from the ID token the token endpoint returned (with `openid email`).
 * Received directly from the provider over TLS, so its signature need not be checked (OpenID
 * Connect Core 3.1.3.7); it only labels the connection.
 */
function emailOf(idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  try {
    const payload = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { email?: unknown };
    return typeof payload.email === 'string' && payload.email.length <= 320 ? payload.email : null;
  } catch {
    return null;
  }
}

/** Access tokens by connection, until shortly before they expire (one process's memory). */
const accessTokens = new Map<string, { sealed: string; token: string; expiresAt: number }>();

function remember(row: CalendarConnection, body: TokenResponse & { access_token: string }) {
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
  accessTokens.set(row.id, {
    sealed: row.refreshTokenSealed,
    token: body.access_token,
    expiresAt: Date.now() + seconds * 1000 - EXPIRY_MARGIN_MS,
  });
}

/**
 * The callback: checks `state` (signature, expiry, the caller's, unused) and uses it up, then
 * exchanges the code with the PKCE verifier and stores the refresh token sealed. A connection the
 * person already had is replaced (Google keeps one grant per client and account).
 */
export async function completeConnection(
  db: Database,
  deps: CalendarSyncDeps,
  userId: string,
  input: { code: string; state: string },
  now = new Date(),
): Promise<ConnectionStatus> {
  const google = configured(deps);
  const payload = verifyState(deps.keys.sign, input.state, now);
  if (!payload || payload.userId !== userId) throw new ServiceError('BAD_REQUEST', STATE_INVALID);
  // Check and use up in one statement: of two callbacks with the same state only one gets the row.
  const [request] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.nonce, payload.nonce),
        eq(oauthStates.userId, userId),
        isNull(oauthStates.usedAt),
        gt(oauthStates.createdAt, new Date(now.getTime() - STATE_TTL_MS)),
      ),
    )
    .returning();
  if (!request) throw new ServiceError('BAD_REQUEST', STATE_INVALID);

  let tokens: TokenResponse & { access_token: string };
  try {
    tokens = await tokenRequest(google, {
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: deps.redirectUri,
      code_verifier: open(deps.keys.seal, request.codeVerifierSealed, userId),
    });
  } catch (error) {
    deps.log.warn('calendar connection: code exchange failed', {
      userId,
      ...loggableError(error),
    });
    throw new ServiceError('BAD_REQUEST', EXCHANGE_FAILED);
  }
  if (typeof tokens.refresh_token !== 'string' || tokens.refresh_token === '') {
    deps.log.warn('calendar connection: no refresh token granted', { userId });
    throw new ServiceError('BAD_REQUEST', EXCHANGE_FAILED);
  }

  const values = {
    userId,
    provider: 'google' as const,
    accountEmail: emailOf(tokens.id_token),
    refreshTokenSealed: seal(deps.keys.seal, tokens.refresh_token, userId),
    connectedAt: now,
  };
  const [row] = await db
    .insert(calendarConnections)
    .values(values)
    .onConflictDoUpdate({ target: calendarConnections.userId, set: values })
    .returning();
  if (!row) throw new Error('calendar connection not stored');
  remember(row, tokens);
  return statusOf(deps, row);
}

/** A valid access token: the remembered one, or a fresh one from the refresh token. */
async function accessTokenFor(
  db: Database,
  google: GoogleCalendarSettings,
  deps: CalendarSyncDeps,
  row: CalendarConnection,
): Promise<string> {
  const known = accessTokens.get(row.id);
  if (known && known.sealed === row.refreshTokenSealed && known.expiresAt > Date.now()) {
    return known.token;
  }
  const body = await tokenRequest(google, {
    grant_type: 'refresh_token',
    refresh_token: open(deps.keys.seal, row.refreshTokenSealed, row.userId),
  });
  let current = row;
  // A provider that rotates refresh tokens sends the next one: it replaces the stored one.
  if (typeof body.refresh_token === 'string' && body.refresh_token !== '') {
    const [updated] = await db
      .update(calendarConnections)
      .set({ refreshTokenSealed: seal(deps.keys.seal, body.refresh_token, row.userId) })
      .where(
        and(
          eq(calendarConnections.id, row.id),
          eq(calendarConnections.refreshTokenSealed, row.refreshTokenSealed),
        ),
      )
      .returning();
    if (updated) current = updated;
  }
  remember(current, body);
  return body.access_token;
}

/** 'YYYY-MM-DD' (already validated) → the instant that Berlin day starts. */
function dayStart(day: string): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return berlinMidnight(year, month, date);
}

function busyBlocks(body: unknown): BusyBlock[] {
  const busy = (body as { calendars?: { primary?: { busy?: unknown } } } | null)?.calendars?.primary
    ?.busy;
  if (!Array.isArray(busy)) throw new ProviderError('freeBusy answer without calendars.primary');
  const blocks: BusyBlock[] = [];
  for (const entry of busy.slice(0, MAX_BUSY_BLOCKS) as unknown[]) {
    const { start, end } = (entry ?? {}) as { start?: unknown; end?: unknown };
    if (typeof start !== 'string' || typeof end !== 'string') continue;
    const from = new Date(start);
    const to = new Date(end);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from) continue;
    blocks.push({ start: from.toISOString(), end: to.toISOString() });
  }
  return blocks.sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The connected calendar's busy times from the start of Berlin day `from` to the start of
 * `to`. Read only, never stored. The provider failing is no failure of the calendar page: it gets
 * no blocks and the log a warning.
 */
export async function busyTimes(
  db: Database,
  deps: CalendarSyncDeps,
  userId: string,
  range: { from: string; to: string },
): Promise<BusyTimes> {
  const google = deps.google;
  const row = google ? await findConnection(db, userId) : null;
  if (!google || !row) return { connected: false, busy: [] };
  const query = async (token: string) =>
    fetch(google.freeBusyUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        timeMin: dayStart(range.from).toISOString(),
        timeMax: dayStart(range.to).toISOString(),
        timeZone: 'Europe/Berlin',
        items: [{ id: 'primary' }],
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  try {
    let response = await query(await accessTokenFor(db, google, deps, row));
    if (response.status === 401) {
      // Revoked or expired early: once more with a fresh token.
      accessTokens.delete(row.id);
      response = await query(await accessTokenFor(db, google, deps, row));
    }
    if (!response.ok) throw new ProviderError(`freeBusy answered ${response.status}`);
    return { connected: true, busy: busyBlocks(await response.json()) };
  } catch (error) {
    deps.log.warn('calendar connection: busy times unavailable', {
      userId,
      ...loggableError(error),
    });
    return { connected: true, busy: [] };
  }
}

/**
 * 'Trennen': the connection is deleted, then its refresh token revoked at the provider (best
 * effort: a provider that cannot be reached leaves a warning, the connection is gone anyway).
 */
export async function disconnect(
  db: Database,
  deps: CalendarSyncDeps,
  userId: string,
): Promise<ConnectionStatus> {
  const [row] = await db
    .delete(calendarConnections)
    .where(eq(calendarConnections.userId, userId))
    .returning();
  if (row) {
    accessTokens.delete(row.id);
    if (deps.google) await revoke(deps.google, deps, row);
  }
  return statusOf(deps, null);
}

async function revoke(
  google: GoogleCalendarSettings,
  deps: CalendarSyncDeps,
  row: CalendarConnection,
) {
  try {
    const response = await fetch(google.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: open(deps.keys.seal, row.refreshTokenSealed, row.userId),
        token_type_hint: 'refresh_token',
        client_id: google.clientId,
        client_secret: google.clientSecret,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!response.ok) throw new ProviderError(`revocation endpoint answered ${response.status}`);
  } catch (error) {
    deps.log.warn('calendar connection: revocation failed', {
      userId: row.userId,
      ...loggableError(error),
    });
  }
}
