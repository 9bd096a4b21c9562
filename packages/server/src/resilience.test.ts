/**
 * The production topology and its faults, with real processes: two API replicas on one
 * PostgreSQL (a server of the test's own, so it can be stopped), the Auth emulator, the realtime
 * emulator and the real `ably` SDK as the browser's connection.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Ably from 'ably';
import { eq } from 'drizzle-orm';
import { startRealtimeEmulator, type RealtimeEmulator } from '@sprint/realtime-emulator';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { customerChannel, SERVER_CLIENT_ID } from './platform/realtime/channels';
import { endpointOptions } from './platform/realtime/endpoint';
import { freePort } from './cli/authEmulator';
import { LOCAL_ABLY_KEY } from './platform/config';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { leads } from './areas/crm/schema';
import { conversations } from './areas/outreach/schema';
import { createCustomer, createUser, identity } from '../test/fixtures';
import { signUpWithEmulator, type SignedInAccount } from '../test/firebaseClient';
import { authHeaders } from '../test/httpServer';
import { startPrivatePostgres, type PrivatePostgres } from '../test/privatePostgres';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

type Replica = { url: string; process: ChildProcess; exited: Promise<number | null> };

let postgres: PrivatePostgres;
let realtime: RealtimeEmulator;
const running: Replica[] = [];

/** One API replica as production runs it (`npm run serve`), on the shared database. */
async function startReplica(): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATABASE_URL: postgres.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sprint-replica-')),
      // Every replica signs alike.
      FILE_URL_SECRET: 'gemeinsames-geheimnis',
      SPRINT_AUTH_EMULATOR: '1',
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      REALTIME_EMULATOR_PORT: String(realtime.port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const replica = { url, process: child, exited };
  running.push(replica);
  await expect
    .poll(
      () =>
        fetch(`${url}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return replica;
}

async function trpc(
  replica: Replica,
  account: SignedInAccount,
  path: string,
  input: unknown,
  type: 'query' | 'mutation',
) {
  const url = `${replica.url}/api/trpc/${path}`;
  const headers = authHeaders(account);
  const response =
    type === 'mutation'
      ? await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ json: input }),
        })
      : await fetch(
          input === undefined
            ? url
            : `${url}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
          { headers },
        );
  const body = (await response.json()) as {
    result?: { data: { json: unknown } };
    error?: { json: { message: string } };
  };
  return { status: response.status, data: body.result?.data.json, error: body.error?.json.message };
}

let db: DatabaseHandle;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  realtime = await startRealtimeEmulator({ port: 0, keys: [LOCAL_ABLY_KEY] });
  db = await openDatabase({ url: postgres.url });
}, 120_000);

afterEach(async () => {
  for (const replica of running.splice(0)) {
    if (replica.process.exitCode === null) replica.process.kill('SIGKILL');
    await replica.exited;
  }
});

afterAll(async () => {
  await db?.close();
  await realtime?.stop();
  postgres?.destroy();
});

async function member(): Promise<{ account: SignedInAccount; customerId: string }> {
  const account = await signUpWithEmulator();
  const customer = await createCustomer(db.db);
  await createUser(db.db, identity({ uid: account.uid, email: account.email }), {
    memberships: [{ customer, role: 'admin' }],
    activeCustomer: customer,
  });
  return { account, customerId: customer.id };
}

describe('two replicas on one PostgreSQL', () => {
  it('carries a change made through one replica, live, to a browser connected through the other', async () => {
    // Both start at once, as a deployment does.
    const [a, b] = await Promise.all([startReplica(), startReplica()]);
    const { account, customerId } = await member();
    const [lead] = await db.db
      .insert(leads)
      .values({ customerId, companyName: 'Zwei Repliken GmbH' })
      .returning();

    // The browser's realtime connection, authenticated through replica B.
    const browser = new Ably.Realtime({
      ...endpointOptions({ endpoint: realtime.host, port: realtime.port, tls: false }),
      useBinaryProtocol: false,
      logLevel: 0,
      authCallback: (_params, callback) => {
        trpc(b, account, 'realtime.ablyTokenRequest', null, 'mutation').then(
          ({ data }) => callback(null, (data as { tokenRequest: Ably.TokenRequest }).tokenRequest),
          (error: Error) => callback(error.message, null),
        );
      },
    });
    try {
      const channel = browser.channels.get(customerChannel(customerId));
      const received = new Promise<Ably.Message>((resolve) => {
        void channel.subscribe((message) => resolve(message));
      });
      await channel.attach();

      const changed = await trpc(
        a,
        account,
        'crm.leads.update',
        { leadId: lead?.id, status: 'won' },
        'mutation',
      );
      expect(changed.status).toBe(200);
      expect(await received).toMatchObject({
        name: 'lead.changed',
        data: { leadId: lead?.id },
        clientId: SERVER_CLIENT_ID,
      });
      const seenThroughB = await trpc(b, account, 'crm.leads.byId', { leadId: lead?.id }, 'query');
      expect(seenThroughB.data).toMatchObject({ status: 'won' });
    } finally {
      browser.close();
    }
  }, 180_000);

  it('holds the rate limits across both replicas', async () => {
    const [a, b] = await Promise.all([startReplica(), startReplica()]);
    const { account } = await member();
    const sync = (replica: Replica) =>
      trpc(
        replica,
        account,
        'auth.syncUser',
        { idToken: account.idToken, firebaseUser: { uid: account.uid, email: account.email } },
        'mutation',
      );
    // Twenty sign-ins a minute per account, counted together wherever they arrive.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await sync(attempt % 2 === 0 ? a : b)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await sync(a)).status).toBe(429);
  }, 180_000);
});

describe('a replica stopped under load', () => {
  it('finishes what it took, the client goes on with the other, every conversation lands once', async () => {
    const [a, b] = await Promise.all([startReplica(), startReplica()]);
    const { account } = await member();
    const linkedinId = 'li-umzug';
    const batches = Array.from({ length: 40 }, (_, batchNumber) => ({
      linkedinId,
      batchNumber,
      conversations: Array.from({ length: 25 }, (_, index) => ({
        conversationId: `u-${batchNumber}-${index}`,
        participantName: `Kontakt ${batchNumber}-${index}`,
        messages: [{ sender: 'K', text: 'Hallo', sentAt: '2026-11-20T09:00:00.000Z' }],
      })),
    }));

    // A client as a load balancer makes it: round robin, and on a refused or cut connection
    // (or a 503) the same request again at the other replica. Batches are idempotent.
    let next = 0;
    const targets = [a, b];
    const alive = new Set([a, b]);
    async function send(batch: (typeof batches)[number]) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const live = targets.filter((replica) => alive.has(replica));
        const replica = live[next++ % live.length] as Replica;
        try {
          const reply = await trpc(
            replica,
            account,
            'socialLinkedin.syncConversations',
            batch,
            'mutation',
          );
          if (reply.status === 200) return reply.data as { received: number };
          if (reply.status !== 503) throw new Error(`${reply.status}: ${reply.error}`);
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          // fetch failed: the replica is gone.
          alive.delete(replica);
        }
      }
      throw new Error(`batch ${batch.batchNumber} not delivered`);
    }

    const queue = [...batches];
    let sent = 0;
    const workers = Array.from({ length: 4 }, async () => {
      for (let batch = queue.shift(); batch; batch = queue.shift()) {
        await send(batch);
        sent += 1;
        // Mid-way, the orchestrator stops replica A (as a rolling deployment does).
        if (sent === 12) a.process.kill('SIGTERM');
      }
    });
    await Promise.all(workers);

    // A stopped cleanly, after finishing what it had taken.
    expect(await a.exited).toBe(0);
    const rows = await db.db
      .select({ id: conversations.externalId })
      .from(conversations)
      .where(eq(conversations.accountId, linkedinId));
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((row) => row.id)).size).toBe(1000);
    expect(b.process.exitCode).toBeNull();
  }, 180_000);
});

describe('PostgreSQL restarted under load', () => {
  it('answers 503 in German while it is down and works again afterwards, no restart needed', async () => {
    const replica = await startReplica();
    const { account } = await member();
    const me = () => trpc(replica, account, 'auth.me', undefined, 'query');
    expect((await me()).status).toBe(200);

    postgres.stop();
    try {
      const down = await me();
      expect(down.status).toBe(503);
      expect(down.error).toBe(
        'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
      );
      expect((await fetch(`${replica.url}/healthz`)).status).toBe(503);
    } finally {
      postgres.start();
    }
    await expect.poll(async () => (await me()).status, { timeout: 20_000 }).toBe(200);
    expect(replica.process.exitCode).toBeNull();
  }, 180_000);
});
