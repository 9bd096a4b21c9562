/**
 * Someone removed from a company, or whose account is deleted, loses realtime access at once, not
 * when their token expires (an hour): the server revokes their tokens through the real `ably`
 * SDK's `revokeTokens`, against the realtime emulator, with real Firebase tokens over HTTP.
 */
import * as Ably from 'ably';
import { startRealtimeEmulator, type RealtimeEmulator } from '@sprint/realtime-emulator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PROJECT_ID, LOCAL_ABLY_KEY } from '../config';
import type { Customer } from '../identity/schema';
import { firebaseAdminAuth } from '../identity/verify';
import { createCustomer, createUser, identity } from '../../../test/fixtures';
import { signUpWithEmulator, type SignedInAccount } from '../../../test/firebaseClient';
import { authHeaders, startTestServer, type TestServer } from '../../../test/httpServer';
import { restClient } from './ably';
import { customerChannel, REALTIME_TOKEN_TTL_MS, SERVER_CLIENT_ID } from './channels';
import { endpointOptions } from './endpoint';

type Reply<T> = { result?: { data: { json: T } }; error?: { json: { message: string } } };

const TOKEN_REVOKED = 40141;

describe('ending realtime access at once', () => {
  let server: TestServer;
  let emulator: RealtimeEmulator;
  const clients: Ably.Realtime[] = [];

  beforeAll(async () => {
    emulator = await startRealtimeEmulator({ port: 0, keys: [LOCAL_ABLY_KEY] });
    server = await startTestServer(
      { REALTIME_EMULATOR_PORT: String(emulator.port) },
      { liveRealtime: true },
    );
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server.stop();
    await emulator.stop();
  });

  async function call<T>(
    account: SignedInAccount,
    path: string,
    input: unknown,
    customer?: Customer,
  ): Promise<{ status: number; body: Reply<T> }> {
    const response = await fetch(`${server.url}/api/trpc/${path}`, {
      method: 'POST',
      headers: {
        ...authHeaders(account),
        'content-type': 'application/json',
        ...(customer ? { 'x-sprint-customer': customer.id } : {}),
      },
      body: JSON.stringify(input === undefined ? {} : { json: input }),
    });
    return { status: response.status, body: (await response.json()) as Reply<T> };
  }

  async function member(customer: Customer, role: 'primary_admin' | 'user') {
    const account = await signUpWithEmulator();
    const user = await createUser(server.db, identity({ uid: account.uid, email: account.email }), {
      memberships: [{ customer, role }],
      activeCustomer: customer,
    });
    return { account, user };
  }

  /** A browser tab's connection, authenticated as the app does: the token procedure over HTTP. */
  async function connect(account: SignedInAccount, customer: Customer) {
    const refusals: string[] = [];
    const client = new Ably.Realtime({
      ...endpointOptions(server.config.realtime),
      useBinaryProtocol: false,
      echoMessages: false,
      logLevel: 0,
      authCallback: (_params, callback) => {
        call<{ tokenRequest: Ably.TokenRequest }>(
          account,
          'realtime.ablyTokenRequest',
          undefined,
          customer,
        ).then(
          ({ body }) => {
            if (body.result) return callback(null, body.result.data.json.tokenRequest);
            refusals.push(body.error?.json.message ?? 'ohne Antwort');
            callback(body.error?.json.message ?? 'refused', null);
          },
          (error: Error) => callback(error.message, null),
        );
      },
    });
    clients.push(client);
    const reasons: number[] = [];
    client.connection.on((change) => {
      if (change.reason) reasons.push(change.reason.code);
    });
    const channel = client.channels.get(customerChannel(customer.id));
    const received: string[] = [];
    await channel.subscribe((message) => received.push(message.name ?? ''));
    // The SDK keeps the token it holds on `auth` (not in its typings).
    const token = (client.auth as Ably.Auth & { tokenDetails?: Ably.TokenDetails }).tokenDetails;
    if (!token) throw new Error('kein Token');
    return { client, channel, reasons, refusals, received, token };
  }

  /**
   * The token as a copied string in a client of one's own (what Ably's revocation guards
   * against): without a way to get another token, only its refusals remain.
   */
  function reuse(token: Ably.TokenDetails) {
    const client = new Ably.Realtime({
      ...endpointOptions(server.config.realtime),
      useBinaryProtocol: false,
      logLevel: 0,
      token: token.token,
    });
    clients.push(client);
    const states: string[] = [];
    const reasons: number[] = [];
    client.connection.on((change) => {
      states.push(change.current);
      if (change.reason) reasons.push(change.reason.code);
    });
    return { states, reasons };
  }

  /**
   * A message on the company's channel after the cut: once a member who kept access has it, the
   * one cut off would have had it too, were it still listening.
   */
  async function publishAfter(customer: Customer, keeper: Awaited<ReturnType<typeof connect>>) {
    await restClient(LOCAL_ABLY_KEY, server.config.realtime, SERVER_CLIENT_ID)
      .channels.get(customerChannel(customer.id))
      .publish('lead.changed', {});
    await expect.poll(() => keeper.received, { timeout: 10_000 }).toContain('lead.changed');
  }

  it('cuts a removed member off the company’s channel at once; colleagues stay connected', async () => {
    const customer = await createCustomer(server.db);
    const admin = await member(customer, 'primary_admin');
    const leaving = await member(customer, 'user');
    const colleague = await member(customer, 'user');
    const leavingTab = await connect(leaving.account, customer);
    const colleagueTab = await connect(colleague.account, customer);
    // Far from expiring on its own.
    expect(leavingTab.token.expires - Date.now()).toBeGreaterThan(REALTIME_TOKEN_TTL_MS - 60_000);

    const removed = await call(
      admin.account,
      'team.members.remove',
      { userId: leaving.user.id },
      customer,
    );
    expect(removed.status).toBe(200);

    // Revoked before the procedure answered: the connection is already being dropped.
    await expect.poll(() => leavingTab.reasons, { timeout: 2_000 }).toContain(TOKEN_REVOKED);
    // The SDK asks for a new token at once; the server refuses it for this company.
    await expect
      .poll(() => leavingTab.refusals, { timeout: 10_000 })
      .toContain('Kein Zugriff auf dieses Unternehmen.');
    expect(leavingTab.client.connection.state).not.toBe('connected');
    // Its page heard of the removal just before (and refreshes its session from it); nothing
    // the company publishes afterwards reaches it.
    await publishAfter(customer, colleagueTab);
    expect(leavingTab.received).toEqual(['team.changed']);

    // A copy of the token is worth nothing either.
    const copy = reuse(leavingTab.token);
    await expect.poll(() => copy.reasons, { timeout: 5_000 }).toContain(TOKEN_REVOKED);
    expect(copy.states).not.toContain('connected');

    // The colleague's connection is untouched.
    expect(colleagueTab.received).toEqual(['team.changed', 'lead.changed']);
    expect(colleagueTab.client.connection.state).toBe('connected');
    expect(colleagueTab.reasons).not.toContain(TOKEN_REVOKED);
  });

  it('ends every live connection of a deleted account at once', async () => {
    const customer = await createCustomer(server.db);
    const admin = await member(customer, 'primary_admin');
    const leaving = await member(customer, 'user');
    const adminTab = await connect(admin.account, customer);
    // Two tabs (or a laptop and a phone): the one that deletes and one left open elsewhere.
    const tabs = [
      await connect(leaving.account, customer),
      await connect(leaving.account, customer),
    ];

    const deleted = await call(leaving.account, 'account.delete', {
      confirmEmail: leaving.account.email,
    });
    expect(deleted.status).toBe(200);

    for (const tab of tabs) {
      await expect.poll(() => tab.reasons, { timeout: 2_000 }).toContain(TOKEN_REVOKED);
      // The token procedure refuses the deleted account.
      await expect.poll(() => tab.refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(tab.client.connection.state).not.toBe('connected');
    }
    await publishAfter(customer, adminTab);
    for (const tab of tabs) {
      // Told first, so the tab left open ends its session itself; nothing after that.
      expect(tab.received).toEqual(['team.changed']);
    }
    expect(adminTab.client.connection.state).toBe('connected');
    await expect(
      firebaseAdminAuth({
        projectId: DEMO_PROJECT_ID,
        emulatorHost: inject('authEmulatorHost'),
      }).getUser(leaving.account.uid),
    ).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
