import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import { createUser, identity, testConfig, useTestWorld } from '../../../test/fixtures';
import {
  consentAs,
  standInBusyBlocks,
  standInEmail,
  startOAuthStandIn,
  type OAuthStandIn,
} from '../../../test/oauthStandIn';
import { addDays, berlinDay } from '../../platform/berlin';
import type { ServerConfig } from '../../platform/config';
import { createLogger } from '../../platform/log';
import { calendarKeys, open, pkceChallenge, seal, signState, verifyState } from './crypto';
import {
  callerWithConfig,
  createConnection,
  storedRefreshToken,
  UNREACHABLE_GOOGLE,
} from './fixtures';
import { CALENDAR_OAUTH_PATH, NOT_CONFIGURED, STATE_INVALID } from './model';
import { calendarConnections, oauthStates } from './schema';
import { calendarSyncDeps, startConnection } from './service';

const stateRefused = { code: 'BAD_REQUEST', message: STATE_INVALID };

describe('calendar connection crypto', () => {
  const keys = calendarKeys('ein-schluessel-mit-mindestens-32-zeichen');

  it('opens what it sealed, for the same user only, and nothing tampered with', () => {
    const sealed = seal(keys.seal, 'refresh-token', 'user-a');
    expect(sealed).not.toContain('refresh-token');
    expect(open(keys.seal, sealed, 'user-a')).toBe('refresh-token');
    // A fresh IV each time: the same token never seals to the same text.
    expect(seal(keys.seal, 'refresh-token', 'user-a')).not.toBe(sealed);
    expect(() => open(keys.seal, sealed, 'user-b')).toThrow();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(() => open(keys.seal, bytes.toString('base64url'), 'user-a')).toThrow();
    const other = calendarKeys('ein-anderer-schluessel-mit-32-zeichen!!');
    expect(() => open(other.seal, sealed, 'user-a')).toThrow();
  });

  it('reads only its own unexpired states', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const payload = { nonce: 'n1', userId: 'u1', exp: now.getTime() + 60_000 };
    const state = signState(keys.sign, payload);
    expect(verifyState(keys.sign, state, now)).toEqual(payload);
    expect(verifyState(keys.sign, state, new Date(now.getTime() + 60_000))).toBeNull();
    expect(verifyState(keys.seal, state, now)).toBeNull();
    const [body = '', mac = ''] = state.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, userId: 'u2' })).toString('base64url');
    expect(verifyState(keys.sign, `${forged}.${mac}`, now)).toBeNull();
    expect(verifyState(keys.sign, `${body}.${mac.slice(1)}`, now)).toBeNull();
    expect(verifyState(keys.sign, `${body}`, now)).toBeNull();
    expect(verifyState(keys.sign, `${state}.x`, now)).toBeNull();
  });

  it('makes the S256 challenge of RFC 7636', () => {
    // RFC 7636, appendix B.
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe.each(databaseKinds())('calendar connection on %s', (kind) => {
  const world = useTestWorld(kind);
  let standIn: OAuthStandIn;
  /** A server with Google (the stand-in) configured. */
  let google: ServerConfig;
  const warnings: string[] = [];
  const log = createLogger('warn', {}, (line) => warnings.push(line));

  beforeAll(async () => {
    standIn = await startOAuthStandIn({
      redirectUris: [`${world.config.appUrl}${CALENDAR_OAUTH_PATH}`],
    });
    google = testConfig(standIn.env);
  });
  afterAll(() => standIn.stop());

  async function employee(config = google) {
    const who = identity();
    const user = await createUser(world.db, who, { ourEmployee: true });
    return { who, user, caller: callerWithConfig(world, who, config, log) };
  }

  /** 'Google Kalender verbinden' and the consent pages: the callback's `code` and `state`. */
  async function authorize(caller: Awaited<ReturnType<typeof employee>>['caller'], login: string) {
    const { authorizationUrl } = await caller.calendarSync.start();
    const callback = await consentAs(authorizationUrl, login);
    expect(`${callback.origin}${callback.pathname}`).toBe(
      `${world.config.appUrl}${CALENDAR_OAUTH_PATH}`,
    );
    return {
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
    };
  }

  const nextWeek = () => {
    const today = berlinDay(new Date());
    return { from: today, to: addDays(today, 7) };
  };

  it('connects through the consent pages, shows busy times, refuses a replay, and disconnects', async () => {
    const { caller, user } = await employee();
    expect(await caller.calendarSync.status()).toEqual({
      configured: true,
      connected: false,
      email: null,
      connectedAt: null,
    });

    const { authorizationUrl } = await caller.calendarSync.start();
    const url = new URL(authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${standIn.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'sprint-kalender',
      redirect_uri: `${world.config.appUrl}${CALENDAR_OAUTH_PATH}`,
      scope: 'openid email offline_access',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const callback = await consentAs(authorizationUrl, 'tim');
    const code = callback.searchParams.get('code') ?? '';
    const state = callback.searchParams.get('state') ?? '';
    expect(state).toBe(url.searchParams.get('state'));
    expect(code).not.toBe('');

    const before = new Date();
    const status = await caller.calendarSync.complete({ code, state });
    expect(status).toMatchObject({ configured: true, connected: true, email: standInEmail('tim') });
    expect(status.connectedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await caller.calendarSync.status()).toEqual(status);

    // Stored sealed: the row holds no token in plain text, and it opens to one the server honours.
    const refreshToken = await storedRefreshToken(world.db, google, user.id);
    const [row] = await world.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, user.id));
    expect(row?.refreshTokenSealed).not.toContain(refreshToken);
    expect(await standIn.honours('refresh', refreshToken ?? '')).toBe(true);

    expect(await caller.calendarSync.busy(nextWeek())).toEqual({
      connected: true,
      busy: standInBusyBlocks(),
    });
    // Another week has none.
    const later = addDays(nextWeek().from, 30);
    expect(await caller.calendarSync.busy({ from: later, to: addDays(later, 7) })).toEqual({
      connected: true,
      busy: [],
    });

    // The same callback once more (a reload, a copied address): refused, nothing changes.
    await expect(caller.calendarSync.complete({ code, state })).rejects.toMatchObject(stateRefused);
    expect(await caller.calendarSync.status()).toEqual(status);

    expect(await caller.calendarSync.disconnect()).toEqual({
      configured: true,
      connected: false,
      email: null,
      connectedAt: null,
    });
    const [left] = await world.db
      .select({ rows: count() })
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, user.id));
    expect(left?.rows).toBe(0);
    // Revoked at the provider: the refresh token (and with it the grant) is gone there.
    expect(await standIn.honours('refresh', refreshToken ?? '')).toBe(false);
    expect(await caller.calendarSync.busy(nextWeek())).toEqual({ connected: false, busy: [] });
    // Disconnecting again is no error.
    expect((await caller.calendarSync.disconnect()).connected).toBe(false);
  });

  it('refuses forged states: another signature, another person’s, another server’s, unknown nonces', async () => {
    const { caller, user } = await employee();
    const { code, state } = await authorize(caller, 'anna');
    const [body = '', mac = ''] = state.split('.');

    const tampered = `${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect(caller.calendarSync.complete({ code, state: tampered })).rejects.toMatchObject(
      stateRefused,
    );
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      nonce: string;
      exp: number;
    };
    const keys = calendarKeys(google.calendarTokenKey);
    // Signed correctly, but for a request that was never stored.
    const unknown = signState(keys.sign, { ...payload, nonce: 'erfunden', userId: user.id });
    await expect(caller.calendarSync.complete({ code, state: unknown })).rejects.toMatchObject(
      stateRefused,
    );
    // Signed by another server (another key).
    const foreignKeys = calendarKeys(testConfig().calendarTokenKey);
    const foreign = signState(foreignKeys.sign, { ...payload, userId: user.id });
    await expect(caller.calendarSync.complete({ code, state: foreign })).rejects.toMatchObject(
      stateRefused,
    );

    // Another person presenting this state (a link sent to a colleague): refused, and the
    // request stays usable for its owner.
    const colleague = await employee();
    await expect(colleague.caller.calendarSync.complete({ code, state })).rejects.toMatchObject(
      stateRefused,
    );
    expect((await colleague.caller.calendarSync.status()).connected).toBe(false);

    expect(await caller.calendarSync.complete({ code, state })).toMatchObject({
      connected: true,
      email: standInEmail('anna'),
    });
    await caller.calendarSync.disconnect();
  });

  it('refuses a state older than ten minutes', async () => {
    const { caller, user } = await employee();
    const started = new Date(Date.now() - 11 * 60 * 1000);
    const { authorizationUrl } = await startConnection(
      world.db,
      calendarSyncDeps(google, log),
      user.id,
      started,
    );
    const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
    await expect(
      caller.calendarSync.complete({ code: 'irgendein-code', state }),
    ).rejects.toMatchObject(stateRefused);
    // The stored request is as old: even a state with a later expiry would not reopen it.
    const [stored] = await world.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.userId, user.id));
    const keys = calendarKeys(google.calendarTokenKey);
    const renewed = signState(keys.sign, {
      nonce: stored?.nonce ?? '',
      userId: user.id,
      exp: Date.now() + 60_000,
    });
    await expect(
      caller.calendarSync.complete({ code: 'irgendein-code', state: renewed }),
    ).rejects.toMatchObject(stateRefused);
    expect(open(keys.seal, stored?.codeVerifierSealed ?? '', user.id)).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a code the provider does not accept, using up the state', async () => {
    const { caller } = await employee();
    const { state } = await authorize(caller, 'bert');
    await expect(
      caller.calendarSync.complete({ code: 'kein-gueltiger-code', state }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Google Kalender hat die Verbindung nicht bestätigt. Bitte versuche es erneut.',
    });
    expect((await caller.calendarSync.status()).connected).toBe(false);
    expect(warnings.some((line) => line.includes('code exchange failed'))).toBe(true);
  });

  it('answers no busy times, with a warning, when the provider fails', async () => {
    const { caller } = await employee();
    await caller.calendarSync.complete(await authorize(caller, 'carla'));
    warnings.length = 0;
    standIn.failFreeBusy = true;
    try {
      expect(await caller.calendarSync.busy(nextWeek())).toEqual({ connected: true, busy: [] });
    } finally {
      standIn.failFreeBusy = false;
    }
    expect(warnings.map((line) => JSON.parse(line) as { msg: string })).toEqual([
      expect.objectContaining({ msg: 'calendar connection: busy times unavailable' }),
    ]);
    // The access token is remembered: the next request asks freeBusy only.
    const calls = standIn.freeBusyCalls;
    expect((await caller.calendarSync.busy(nextWeek())).busy).toHaveLength(2);
    expect(standIn.freeBusyCalls).toBe(calls + 1);
    await caller.calendarSync.disconnect();
  });

  it('answers no busy times, and disconnects anyway, when the provider cannot be reached', async () => {
    const unreachable: ServerConfig = { ...google, googleCalendar: UNREACHABLE_GOOGLE };
    const { caller, user } = await employee(unreachable);
    await createConnection(world.db, unreachable, user.id);
    warnings.length = 0;
    expect(await caller.calendarSync.busy(nextWeek())).toEqual({ connected: true, busy: [] });
    expect((await caller.calendarSync.disconnect()).connected).toBe(false);
    expect((await caller.calendarSync.status()).connected).toBe(false);
    expect(warnings.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'calendar connection: busy times unavailable',
      'calendar connection: revocation failed',
    ]);
    // No token in the log.
    expect(warnings.join('\n')).not.toContain('refresh-token-of-the-owner');
  });

  it('explains that it is not configured on a server without GOOGLE_CLIENT_ID', async () => {
    const { caller, user } = await employee(world.config);
    expect(await caller.calendarSync.status()).toEqual({
      configured: false,
      connected: false,
      email: null,
      connectedAt: null,
    });
    await expect(caller.calendarSync.start()).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: NOT_CONFIGURED,
    });
    await expect(
      caller.calendarSync.complete({ code: 'code', state: 'state' }),
    ).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', message: NOT_CONFIGURED });
    expect(await caller.calendarSync.busy(nextWeek())).toEqual({ connected: false, busy: [] });
    const [stored] = await world.db
      .select({ rows: count() })
      .from(oauthStates)
      .where(eq(oauthStates.userId, user.id));
    expect(stored?.rows).toBe(0);
  });

  it('is for employees only', async () => {
    const who = identity();
    await createUser(world.db, who);
    const caller = callerWithConfig(world, who, google, log);
    const forbidden = { code: 'FORBIDDEN', message: 'Nur für Mitarbeiter verfügbar.' };
    await expect(caller.calendarSync.status()).rejects.toMatchObject(forbidden);
    await expect(caller.calendarSync.start()).rejects.toMatchObject(forbidden);
    await expect(caller.calendarSync.complete({ code: 'c', state: 's' })).rejects.toMatchObject(
      forbidden,
    );
    await expect(caller.calendarSync.disconnect()).rejects.toMatchObject(forbidden);
    await expect(caller.calendarSync.busy(nextWeek())).rejects.toMatchObject(forbidden);
  });

  it('refuses bad ranges and oversized input in German', async () => {
    const { caller } = await employee();
    const issue = async (promise: Promise<unknown>) => {
      const error = (await promise.catch((caught: unknown) => caught)) as {
        code: string;
        message: string;
      };
      expect(error.code).toBe('BAD_REQUEST');
      return error.message;
    };
    expect(
      await issue(caller.calendarSync.busy({ from: '2026-11-20', to: '2026-11-20' })),
    ).toContain('Das Ende des Zeitraums muss nach seinem Beginn liegen.');
    expect(
      await issue(caller.calendarSync.busy({ from: '2026-01-01', to: '2026-04-12' })),
    ).toContain('Der Zeitraum darf höchstens 100 Tage umfassen.');
    expect(
      (await caller.calendarSync.busy({ from: '2026-01-01', to: '2026-04-11' })).connected,
    ).toBe(false);
    expect(
      await issue(caller.calendarSync.complete({ code: 'x'.repeat(2049), state: 's' })),
    ).toContain('Zu groß');
    expect(await issue(caller.calendarSync.complete({ code: 'c', state: '' }))).toContain(
      'Zu klein',
    );
  });
});
