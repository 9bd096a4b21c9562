/**
 * Accounts that lose access in Firebase (disabled, deleted, signed out everywhere) lose it here
 * within a minute, and at once when they sign in: the real Auth emulator, real tokens, over HTTP.
 */
import * as Ably from 'ably';
import { startRealtimeEmulator, type RealtimeEmulator } from '@sprint/realtime-emulator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { endpointOptions } from '../realtime/endpoint';
import { DEMO_PROJECT_ID, LOCAL_ABLY_KEY } from '../config';
import { createCustomer, createUser, identity } from '../../../test/fixtures';
import {
  signInWithEmulator,
  signUpWithEmulator,
  type SignedInAccount,
} from '../../../test/firebaseClient';
import { authHeaders, startTestServer, type TestServer } from '../../../test/httpServer';
import { firebaseAdminAuth } from './verify';

type Reply = { error?: { json: { message: string } } };

const admin = () =>
  firebaseAdminAuth({ projectId: DEMO_PROJECT_ID, emulatorHost: inject('authEmulatorHost') });

/** Firebase keeps revocation times in whole seconds: a revocation in the sign-in's second is none. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

async function member(server: TestServer): Promise<SignedInAccount> {
  const account = await signUpWithEmulator();
  const customer = await createCustomer(server.db);
  await createUser(server.db, identity({ uid: account.uid, email: account.email }), {
    memberships: [{ customer, role: 'user' }],
    activeCustomer: customer,
  });
  return account;
}

async function me(server: TestServer, account: SignedInAccount) {
  const response = await fetch(`${server.url}/api/trpc/auth.me`, { headers: authHeaders(account) });
  return { status: response.status, body: (await response.json()) as Reply };
}

async function sync(server: TestServer, account: SignedInAccount) {
  const response = await fetch(`${server.url}/api/trpc/auth.syncUser`, {
    method: 'POST',
    headers: { ...authHeaders(account), 'content-type': 'application/json' },
    body: JSON.stringify({
      json: { idToken: account.idToken, firebaseUser: { uid: account.uid, email: account.email } },
    }),
  });
  return { status: response.status, body: (await response.json()) as Reply };
}

describe('revoked accounts, checked every minute', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('refuses a signed-out account at its next sign-in at once, and its requests within a minute', async () => {
    const account = await member(server);
    expect((await me(server, account)).status).toBe(200);
    await nextSecond();
    await admin().revokeRefreshTokens(account.uid);

    // The last minute's verdict still stands for ordinary requests …
    expect((await me(server, account)).status).toBe(200);
    // … but signing in looks again.
    const refused = await sync(server, account);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.json.message).toBe(
      'Die Anmeldung wurde widerrufen. Bitte melde dich erneut an.',
    );
    // Which also renews the verdict for everything else.
    expect((await me(server, account)).status).toBe(401);
    // Signing in afresh works again.
    const again = await signInWithEmulator(account.email);
    expect((await sync(server, again)).status).toBe(200);
  });
});

describe('revoked accounts, with the lookup on every request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { revocationCheckIntervalMs: 0 });
  });
  afterAll(() => server.stop());

  it('refuses a disabled account, and a deleted one', async () => {
    const account = await member(server);
    expect((await me(server, account)).status).toBe(200);
    await admin().updateUser(account.uid, { disabled: true });
    const disabled = await me(server, account);
    expect(disabled.status).toBe(401);
    expect(disabled.body.error?.json.message).toBe('Dieses Konto ist gesperrt.');

    const other = await member(server);
    await admin().deleteUser(other.uid);
    const deleted = await me(server, other);
    expect(deleted.status).toBe(401);
    expect(deleted.body.error?.json.message).toBe('Dieses Konto gibt es nicht mehr.');
  });

  it('refuses a token issued before the account was signed out everywhere', async () => {
    const account = await member(server);
    await nextSecond();
    await admin().revokeRefreshTokens(account.uid);
    expect((await me(server, account)).status).toBe(401);
  });
});

describe('revoked accounts and realtime', () => {
  let server: TestServer;
  let emulator: RealtimeEmulator;
  const clients: Ably.Realtime[] = [];
  beforeAll(async () => {
    emulator = await startRealtimeEmulator({ port: 0, keys: [LOCAL_ABLY_KEY] });
    server = await startTestServer(
      { REALTIME_EMULATOR_PORT: String(emulator.port) },
      { revocationCheckIntervalMs: 0, liveRealtime: true },
    );
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server.stop();
    await emulator.stop();
  });

  it('drops the live connection of an account that was disabled, and lets it not back in', async () => {
    const account = await member(server);
    const client = new Ably.Realtime({
      ...endpointOptions(server.config.realtime),
      useBinaryProtocol: false,
      logLevel: 0,
      // As the app does: a token request through the API with the user's credentials.
      authCallback: (_params, callback) => {
        fetch(`${server.url}/api/trpc/realtime.ablyTokenRequest`, {
          method: 'POST',
          headers: { ...authHeaders(account), 'content-type': 'application/json' },
          body: '{}',
        })
          .then(async (response) => {
            const body = (await response.json()) as {
              result?: { data: { json: { tokenRequest: Ably.TokenRequest } } };
              error?: { json: { message: string } };
            };
            if (!body.result) throw new Error(body.error?.json.message ?? String(response.status));
            callback(null, body.result.data.json.tokenRequest);
          })
          .catch((error: Error) => callback(error.message, null));
      },
    });
    clients.push(client);
    const reasons: number[] = [];
    client.connection.on((change) => {
      if (change.reason) reasons.push(change.reason.code);
    });
    await client.connection.whenState('connected');

    await admin().updateUser(account.uid, { disabled: true });
    // Its next request is refused, and that ends its realtime access too.
    expect((await me(server, account)).status).toBe(401);
    await expect.poll(() => reasons, { timeout: 15_000 }).toContain(40141);
    await expect.poll(() => client.connection.state, { timeout: 15_000 }).not.toBe('connected');
    // Its attempts to come back fail: the token procedure refuses the account.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(client.connection.state).not.toBe('connected');
  });
});
