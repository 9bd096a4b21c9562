/** The rate limits over HTTP: counted per account, per address and per user, 429 with a wait. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, identity } from '../../test/fixtures';
import { signUpWithEmulator, type SignedInAccount } from '../../test/firebaseClient';
import { authHeaders, startTestServer, type TestServer } from '../../test/httpServer';
import { DEFAULT_RATE_LIMITS } from './rateLimits';

type Reply = { error?: { json: { message: string; data: { code: string } } } };

const minute = (points: number) => ({ points, durationSeconds: 60 });

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
      /^Zu viele Anmeldungen in kurzer Zeit\. Bitte versuche es in \d+ Sekunden erneut\.$/,
    );
    // Another account is not held back by it.
    expect((await sync(await member(), '198.51.100.3')).status).toBe(200);
  });

  it('counts sign-ins per client address, as the trusted proxy forwarded it', async () => {
    const from = '198.51.100.50';
    const accounts = await Promise.all(Array.from({ length: 5 }, () => member()));
    let refused = 0;
    for (const account of accounts) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if ((await sync(account, from)).status === 429) refused += 1;
      }
    }
    // Ten sign-ins of five accounts from one address: the address allows eight.
    expect(refused).toBe(2);
    expect((await sync(await member(), '198.51.100.51')).status).toBe(200);
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
