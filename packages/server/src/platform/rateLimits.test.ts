/** The rate limits over HTTP: counted per account, per address and per user, 429 with a wait. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, identity } from '../../test/fixtures';
import { signUpWithEmulator, type SignedInAccount } from '../../test/firebaseClient';
import { authHeaders, startTestServer, type TestServer } from '../../test/httpServer';
import { DEFAULT_RATE_LIMITS, waitInWords } from './rateLimits';

type Reply = { error?: { json: { message: string; data: { code: string } } } };

const minute = (points: number) => ({ points, durationSeconds: 60 });

describe('the wait, in words', () => {
  it('says seconds, then minutes, then hours', () => {
    expect(waitInWords(1)).toBe('1 Sekunde');
    expect(waitInWords(90)).toBe('90 Sekunden');
    expect(waitInWords(91)).toBe('2 Minuten');
    expect(waitInWords(5400)).toBe('90 Minuten');
    expect(waitInWords(86_399)).toBe('24 Stunden');
  });
});

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { TRUST_PROXY: '1' },
      {
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          signIn: minute(3),
          signInFromAddress: minute(8),
          invitationLookup: minute(2),
          ingest: minute(2),
        },
      },
    );
  });
  afterAll(() => server.stop());

  async function member(): Promise<SignedInAccount> {
    const account = await signUpWithEmulator();
    const customer = await createCustomer(server.db);
    await createUser(server.db, identity({ uid: account.uid, email: account.email }), {
      memberships: [{ customer, role: 'user' }],
      activeCustomer: customer,
    });
    return account;
  }

  function sync(account: SignedInAccount, from: string) {
    return fetch(`${server.url}/api/trpc/auth.syncUser`, {
      method: 'POST',
      headers: {
        ...authHeaders(account),
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.7, ${from}`,
      },
      body: JSON.stringify({
        json: {
          idToken: account.idToken,
          firebaseUser: { uid: account.uid, email: account.email },
        },
      }),
    });
  }

  it('refuses the fourth sign-in of an account within a minute with 429 and when to retry', async () => {
    const account = await member();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await sync(account, '198.51.100.1')).status).toBe(200);
    }
    const refused = await sync(account, '198.51.100.2');
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as Reply;
    expect(body.error?.json.data.code).toBe('TOO_MANY_REQUESTS');
    expect(body.error?.json.message).toMatch(
      /^Zu viele Anmeldungen in kurzer Zeit\. Bitte versuche es in (1 Sekunde|\d+ Sekunden) erneut\.$/,
    );
    // Another account is not held back by it.
    expect((await sync(await member(), '198.51.100.3')).status).toBe(200);
  });

  it('counts signed-in syncs per account only: one account cannot spend an office’s budget', async () => {
    const office = '198.51.100.50';
    // Someone with an account of their own uses it up, and more.
    const attacker = await member();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push((await sync(attacker, office)).status);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    // Their colleagues behind the same address: ten sign-ins of five accounts, where the
    // address alone would allow eight, all pass.
    const colleagues = await Promise.all(Array.from({ length: 5 }, () => member()));
    for (const colleague of colleagues) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect((await sync(colleague, office)).status).toBe(200);
      }
    }
  });

  it('counts syncs without a valid token per address, as the trusted proxy forwarded it', async () => {
    const from = '198.51.100.60';
    const account = await member();
    const forged = { ...account, idToken: `${account.idToken.slice(0, -4)}AAAA` };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      statuses.push((await sync(forged, from)).status);
    }
    // Eight refusals as such, then the address waits.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const anonymous = await fetch(`${server.url}/api/trpc/auth.syncUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ json: { idToken: 'x', firebaseUser: { uid: 'x' } } }),
    });
    expect(anonymous.status).toBe(429);
    expect(anonymous.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not held back, nor is the account itself with its real token.
    expect((await sync(forged, '198.51.100.61')).status).toBe(401);
    expect((await sync(account, from)).status).toBe(200);
  });

  it('limits invitation lookups per address, so tokens cannot be guessed', async () => {
    const lookup = (from: string) =>
      fetch(
        `${server.url}/api/trpc/invitations.byToken?input=${encodeURIComponent(
          JSON.stringify({ json: { token: `geraten-${Math.random()}` } }),
        )}`,
        { headers: { 'x-forwarded-for': from } },
      );
    expect((await lookup('192.0.2.1')).status).toBe(200);
    expect((await lookup('192.0.2.1')).status).toBe(200);
    const refused = await lookup('192.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as Reply).error?.json.message).toMatch(
      /^Zu viele Abfragen von Einladungen in kurzer Zeit/,
    );
    expect((await lookup('192.0.2.2')).status).toBe(200);
  });

  it('limits LinkedIn batches per user, storing nothing of a refused one', async () => {
    const account = await member();
    const batch = (batchNumber: number) =>
      fetch(`${server.url}/api/trpc/socialLinkedin.syncConversations`, {
        method: 'POST',
        headers: { ...authHeaders(account), 'content-type': 'application/json' },
        body: JSON.stringify({
          json: {
            linkedinId: 'li-limit',
            batchNumber,
            conversations: [{ conversationId: `c${batchNumber}` }],
          },
        }),
      });
    expect((await batch(0)).status).toBe(200);
    expect((await batch(1)).status).toBe(200);
    const refused = await batch(2);
    expect(refused.status).toBe(429);
    const counters = await fetch(
      `${server.url}/api/trpc/socialLinkedin.latestSyncTimestamp?input=${encodeURIComponent(
        JSON.stringify({ json: { linkedinUserId: 'li-limit' } }),
      )}`,
      { headers: authHeaders(account) },
    );
    const body = (await counters.json()) as {
      result: { data: { json: { conversationCount: number } } };
    };
    expect(body.result.data.json.conversationCount).toBe(2);
  });
});
