/**
 * The sign-in sync against a real HTTP server that is busy (429), failing (503, a proxy's 502
 * page), gone, or refusing the account (401, 403): through the same tRPC link as the app, so
 * the errors are the ones the app gets. A busy server is waited out as it asks; only the
 * server's verdict is an answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import superjson from 'superjson';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRouter } from '@sprint/server';
import {
  isTemporaryFailure,
  retryAfterMs,
  retryWhileBusy,
  syncWithRetries,
  type BusyRetryOptions,
} from './authFlow';

/** One answer of the stand-in server, as our API (or a proxy in front of it) sends it. */
type Answer = { status: number; headers?: Record<string, string>; body: string };

const TRPC_CODES: Record<number, [string, number]> = {
  400: ['BAD_REQUEST', -32600],
  401: ['UNAUTHORIZED', -32001],
  403: ['FORBIDDEN', -32003],
  429: ['TOO_MANY_REQUESTS', -32029],
  503: ['SERVICE_UNAVAILABLE', -32603],
};

/** A refusal in tRPC's format with superjson, as `auth.syncUser` (sent alone) gets it. */
function refusal(status: number, message: string, headers: Record<string, string> = {}): Answer {
  const [code, number] = TRPC_CODES[status] ?? ['INTERNAL_SERVER_ERROR', -32603];
  const error = {
    message,
    code: number,
    data: { code, httpStatus: status, path: 'auth.syncUser' },
  };
  return { status, headers, body: JSON.stringify({ error: { json: error } }) };
}

const session = {
  user: { id: 'u-1', email: 'eva@nordlicht.de', displayName: 'Eva', role: 'user' },
  customer: { id: 'c-1', name: 'Nordlicht Vertrieb GmbH' },
};
const synced: Answer = {
  status: 200,
  body: JSON.stringify({ result: { data: { json: session } } }),
};

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** Serves the answers in order (the last one again and again); counts the syncs it got. */
async function serve(...answers: Answer[]) {
  const received: string[] = [];
  server = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    const answer = answers[Math.min(received.length, answers.length) - 1] ?? synced;
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received };
}

/**
 * The app's link (api/transport.ts: the sync alone, the rest batched; superjson) to that server,
 * and the sync the AuthProvider sends.
 */
function syncAgainst(url: string) {
  const options = { url: `${url}/api/trpc`, transformer: superjson };
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (operation) => operation.path === 'auth.syncUser',
        true: httpLink(options),
        false: httpBatchLink(options),
      }),
    ],
  });
  return () =>
    client.auth.syncUser.mutate({
      idToken: 'token',
      firebaseUser: { uid: 'uid-1', email: 'eva@nordlicht.de', displayName: null, photoURL: null },
      forceUpdate: true,
    });
}

/** Records the waits instead of sleeping them, and what the page was told. */
function recorder(overrides: Partial<BusyRetryOptions> = {}) {
  const waits: number[] = [];
  const told: number[] = [];
  const options: BusyRetryOptions = {
    onBusy: (delay) => told.push(delay),
    stillWanted: () => true,
    wait: async (ms) => void waits.push(ms),
    random: () => 0,
    ...overrides,
  };
  return { waits, told, options };
}

describe('retryWhileBusy against a real HTTP server', () => {
  it('waits out 429 as long as Retry-After asks, then 503 with growing waits, then signs in', async () => {
    const { url, received } = await serve(
      refusal(429, 'Zu viele Anmeldungen in kurzer Zeit.', { 'Retry-After': '7' }),
      refusal(429, 'Zu viele Anmeldungen in kurzer Zeit.', { 'Retry-After': '1' }),
      refusal(503, 'Die Datenbank ist gerade nicht erreichbar.'),
      refusal(503, 'Die Datenbank ist gerade nicht erreichbar.'),
      synced,
    );
    const { waits, told, options } = recorder();
    await expect(retryWhileBusy(syncAgainst(url), options)).resolves.toEqual(session);
    expect(received).toHaveLength(5);
    expect(received[0]).toBe('POST /api/trpc/auth.syncUser');
    // Retry-After first; then doubling from 1 s, never shorter than what the server asked.
    expect(waits).toEqual([7000, 2000, 4000, 8000]);
    // The page heard of each wait before it began.
    expect(told).toEqual(waits);
  });

  it('adds up to a fifth at random, so many tabs do not come back at once', async () => {
    const { url } = await serve(refusal(429, 'busy', { 'Retry-After': '10' }), synced);
    const { waits, options } = recorder({ random: () => 0.999 });
    await retryWhileBusy(syncAgainst(url), options);
    expect(waits[0]).toBeGreaterThanOrEqual(10_000);
    expect(waits[0]).toBeLessThanOrEqual(12_000);
  });

  it('waits out a proxy’s HTML error page and a server that is not there', async () => {
    const { url, received } = await serve(
      { status: 502, headers: { 'content-type': 'text/html' }, body: '<h1>Bad Gateway</h1>' },
      synced,
    );
    const { waits, options } = recorder();
    await expect(retryWhileBusy(syncAgainst(url), options)).resolves.toEqual(session);
    expect(received).toHaveLength(2);
    expect(waits).toEqual([1000]);

    // Nobody listens any more: no answer at all is a wait, too, until the sign-in is not wanted.
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    let wanted = 3;
    const gone = recorder({ stillWanted: () => (wanted -= 1) > 0 });
    const error = await retryWhileBusy(syncAgainst(url), gone.options).catch((e: unknown) => e);
    expect(isTemporaryFailure(error)).toBe(true);
    expect(gone.waits).toEqual([1000]);
  });

  it.each([
    [401, 'Das ID-Token ist ungültig oder abgelaufen.'],
    [403, 'Dieses Konto ist gesperrt.'],
    [400, 'Die Einladung wurde nicht gefunden.'],
  ])('takes %i as the answer: no wait, no second try', async (status, message) => {
    const { url, received } = await serve(refusal(status, message), synced);
    const { waits, told, options } = recorder();
    const error = await retryWhileBusy(syncAgainst(url), options).catch((e: unknown) => e);
    expect(error).toMatchObject({ message, data: { httpStatus: status } });
    expect(isTemporaryFailure(error)).toBe(false);
    expect(received).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(told).toEqual([]);
  });

  it('stops waiting once the sign-in is no longer wanted (signed out meanwhile)', async () => {
    const { url, received } = await serve(refusal(429, 'busy', { 'Retry-After': '5' }));
    let wanted = true;
    const { waits, options } = recorder({
      wait: async (ms) => {
        waits.push(ms);
        wanted = false;
      },
      stillWanted: () => wanted,
    });
    await expect(retryWhileBusy(syncAgainst(url), options)).rejects.toMatchObject({
      data: { httpStatus: 429 },
    });
    expect(received).toHaveLength(1);
  });

  it('does not spend the invitation’s six tries on a busy server', async () => {
    const { url, received } = await serve(
      refusal(429, 'busy', { 'Retry-After': '2' }),
      refusal(400, 'noch nicht da'),
      synced,
    );
    const sync = syncAgainst(url);
    const invitationWaits: number[] = [];
    const { waits, options } = recorder();
    const result = await retryWhileBusy(
      () =>
        syncWithRetries(sync, {
          withInvitation: true,
          wait: async (ms) => void invitationWaits.push(ms),
        }),
      options,
    );
    expect(result).toEqual(session);
    expect(received).toHaveLength(3);
    // The 429 went to the busy wait, the 400 to the invitation's first retry.
    expect(waits).toEqual([2000]);
    expect(invitationWaits).toEqual([1000]);
  });
});

describe('retryAfterMs', () => {
  const withHeader = (value: string) => ({
    meta: { response: { status: 429, headers: new Headers({ 'Retry-After': value }) } },
  });

  it('reads seconds and HTTP dates, and caps absurd waits at five minutes', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(retryAfterMs(withHeader('42'), now)).toBe(42_000);
    expect(retryAfterMs(withHeader('Mon, 02 Mar 2026 10:00:30 GMT'), now)).toBe(30_000);
    expect(retryAfterMs(withHeader('Mon, 02 Mar 2026 09:00:00 GMT'), now)).toBe(0);
    expect(retryAfterMs(withHeader('86400'), now)).toBe(300_000);
    expect(retryAfterMs(withHeader('bald'), now)).toBeNull();
    expect(retryAfterMs(new Error('x'), now)).toBeNull();
  });
});

describe('isTemporaryFailure', () => {
  it('counts Firebase being unreachable for a fresh token as temporary, a disabled account not', () => {
    expect(isTemporaryFailure({ code: 'auth/network-request-failed' })).toBe(true);
    expect(isTemporaryFailure({ code: 'auth/user-disabled' })).toBe(false);
    expect(isTemporaryFailure(new Error('irgendwas'))).toBe(false);
    expect(isTemporaryFailure(null)).toBe(false);
  });
});
