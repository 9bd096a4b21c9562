/**
 * `npm run bench:ingest`: how fast the API stores LinkedIn conversations the way the extension
 * sends them — batches of `socialLinkedin.syncConversations` over HTTP, as a signed-in customer,
 * on PGlite and (when it answers) on the machine's PostgreSQL — with the realtime emulator
 * receiving the event of every batch, as in production. The same request bodies go to a bare
 * node:http endpoint in the same run; the API's rate is reported as a ratio of that one's.
 *
 * A benchmark, not a test: timings are never asserted. What is asserted is that every
 * conversation arrived exactly once; a miscount ends the run with exit code 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as Ably from 'ably';
import { eq, sql } from 'drizzle-orm';
import { LOCAL_EMULATOR_KEY, startRealtimeEmulator } from '@sprint/realtime-emulator';
import { freePort, startAuthEmulator } from '../packages/server/src/cli/authEmulator';
import {
  AUTH_EMULATOR_OPT_IN,
  DEMO_PROJECT_ID,
  loadConfig,
} from '../packages/server/src/platform/config';
import {
  openDatabase,
  pgliteDirFor,
  type OpenDatabaseOptions,
} from '../packages/server/src/platform/db/database';
import { conversations, messages } from '../packages/server/src/areas/outreach/schema';
import { endpointOptions } from '../packages/server/src/platform/realtime/endpoint';
import { customerChannel } from '../packages/server/src/platform/realtime/channels';
import { MAX_CONVERSATIONS_PER_BATCH } from '../packages/server/src/areas/outreach/router';
import { createFileStorage } from '../packages/server/src/platform/storage/createFileStorage';
import { emulatorAccounts } from '../packages/server/src/seed/firebaseAccounts';
import { seedDemoData } from '../packages/server/src/seed/seed';
import { DEMO_CUSTOMER_IDS } from '../packages/server/src/platform/identity/seed';
import { signIn, withPostgres, writeResults } from './shared';

const here = dirname(fileURLToPath(import.meta.url));
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 10_000);
const BATCH = Number(process.env.BENCH_BATCH ?? MAX_CONVERSATIONS_PER_BATCH);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const MESSAGES_PER_CONVERSATION = 3;
/** Batches sent a second time to show that a repeated batch changes nothing. */
const RESENT_BATCHES = 5;
const ACCOUNT = 'kunde@nordlicht.local';
const CUSTOMER_ID = DEMO_CUSTOMER_IDS.nordlicht;
const SYNC_EVENT = 'linkedin.conversations.synced';

function fail(message: string): never {
  console.error(`bench:ingest: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(CONVERSATIONS) || CONVERSATIONS < 1) {
  fail('BENCH_CONVERSATIONS muss eine ganze Zahl ≥ 1 sein.');
}
if (!Number.isInteger(BATCH) || BATCH < 1 || BATCH > MAX_CONVERSATIONS_PER_BATCH) {
  fail(`BENCH_BATCH muss zwischen 1 und ${MAX_CONVERSATIONS_PER_BATCH} liegen (Server-Maximum).`);
}
if (!Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) {
  fail('BENCH_CONCURRENCY muss eine ganze Zahl ≥ 1 sein.');
}

type Batch = { batchNumber: number; size: number; body: string };

/**
 * Every request body, serialized once up front so that the API and the baseline receive the
 * same bytes and neither timing includes building them. Dates are ISO strings, which the
 * procedure accepts, so the superjson envelope needs no `meta`.
 */
function buildBatches(linkedinId: string): Batch[] {
  const start = Date.UTC(2025, 0, 1);
  const batches: Batch[] = [];
  for (let first = 0; first < CONVERSATIONS; first += BATCH) {
    const conversations = [];
    for (let index = first; index < Math.min(first + BATCH, CONVERSATIONS); index++) {
      const name = `Kontakt ${index + 1}`;
      const sentAt = (minute: number) => new Date(start + (index * 10 + minute) * 60_000);
      const messages = [
        {
          sender: name,
          text: `Hallo, danke für die Vernetzung! (${index + 1})`,
          sentAt: sentAt(0),
        },
        {
          sender: 'Ich',
          text: 'Gern — passt Ihnen ein kurzes Gespräch nächste Woche?',
          sentAt: sentAt(1),
        },
        { sender: name, text: 'Ja, Dienstag um 10 Uhr passt mir gut.', sentAt: sentAt(2) },
      ].map((message) => ({ ...message, sentAt: message.sentAt.toISOString() }));
      conversations.push({
        conversationId: `${linkedinId}-conversation-${index}`,
        participantName: name,
        participantProfileUrl: `https://www.linkedin.com/in/kontakt-${index + 1}`,
        lastMessageAt: messages.at(-1)?.sentAt,
        messages,
      });
    }
    const batchNumber = batches.length;
    batches.push({
      batchNumber,
      size: conversations.length,
      body: JSON.stringify({ json: { linkedinId, batchNumber, conversations } }),
    });
  }
  return batches;
}

type Server = { child: ChildProcess; port: number; problems: string[]; done: Promise<void> };

/**
 * Starts a server script and waits until it answers. Its log (one JSON line each) is read line
 * by line and only warnings and errors are kept: a failed realtime publish shows up there.
 */
async function startChild(script: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const problems: string[] = [];
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  lines.on('line', (line) => {
    if (!line.includes('"level":"warn"') && !line.includes('"level":"error"')) return;
    try {
      const entry = JSON.parse(line) as { level: string; msg: string; error?: string };
      problems.push(`${entry.level}: ${entry.msg}${entry.error ? ` (${entry.error})` : ''}`);
    } catch {
      problems.push(line);
    }
  });
  const done = new Promise<void>((resolve) => lines.once('close', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return { child, port, problems, done };
    } catch {
      if (Date.now() > deadline) throw new Error(`${script} did not start`);
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
}

async function stopChild(server: Server) {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  await server.done;
}

type Timing = {
  wallSeconds: number;
  conversationsPerSecond: number;
  batchP50Ms: number;
  batchP99Ms: number;
};

function percentile(sorted: number[], p: number): number {
  const value = sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}

/**
 * POSTs the batches with at most CONCURRENCY requests in flight and times them. Any non-2xx
 * answer ends the run: a benchmark of failing requests measures nothing.
 */
async function send(
  url: string,
  batches: Batch[],
  headers: Record<string, string>,
): Promise<{ timing: Timing; replies: unknown[] }> {
  const replies: unknown[] = new Array(batches.length);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, batches.length) }, async () => {
      for (let index = next++; index < batches.length; index = next++) {
        const batch = batches[index] as Batch;
        const sent = performance.now();
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: batch.body,
        });
        const text = await response.text();
        latencies.push(performance.now() - sent);
        if (!response.ok) {
          throw new Error(
            `Batch ${batch.batchNumber}: HTTP ${response.status} ${text.slice(0, 500)}`,
          );
        }
        replies[index] = JSON.parse(text);
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const conversations = batches.reduce((sum, batch) => sum + batch.size, 0);
  latencies.sort((a, b) => a - b);
  return {
    timing: {
      wallSeconds: Math.round(wallSeconds * 1000) / 1000,
      conversationsPerSecond: Math.round(conversations / wallSeconds),
      batchP50Ms: percentile(latencies, 50),
      batchP99Ms: percentile(latencies, 99),
    },
    replies,
  };
}

type SyncReply = {
  batchNumber: number;
  received: number;
  created: number;
  updated: number;
  unchanged: number;
};
type Counters = {
  latestSyncTimestamp: number;
  conversationCount: number;
  conversationsWithoutDetails: number;
  conversationsWithDetails: number;
};

/** The value inside tRPC's superjson envelope `{ result: { data: { json } } }`. */
function data<T>(reply: unknown): T {
  return (reply as { result: { data: { json: T } } }).result.data.json;
}

/**
 * Listens on the customer's channel with the emulator's key, counting the sync events of this
 * run: one per batch that changed something, carrying that batch's counts.
 */
async function listen(realtimePort: number, linkedinId: string) {
  const client = new Ably.Realtime({
    key: LOCAL_EMULATOR_KEY,
    ...endpointOptions({ endpoint: '127.0.0.1', port: realtimePort, tls: false }),
    useBinaryProtocol: false,
    logLevel: 0,
  });
  const seen = { events: 0, created: 0, updated: 0 };
  await client.channels.get(customerChannel(CUSTOMER_ID)).subscribe(SYNC_EVENT, (message) => {
    const event = message.data as { linkedinUserId: string; created: number; updated: number };
    if (event.linkedinUserId !== linkedinId) return;
    seen.events += 1;
    seen.created += event.created;
    seen.updated += event.updated;
  });
  return {
    seen,
    /** Waits until `events` arrived, or gives up after `ms`. */
    async settle(events: number, ms: number) {
      const deadline = Date.now() + ms;
      while (seen.events < events && Date.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 50));
      }
    },
    close: () => client.close(),
  };
}

type Check = { check: string; ok: boolean; detail: string };

function check(checks: Check[], name: string, ok: boolean, detail: string) {
  checks.push({ check: name, ok, detail });
}

type Run = { scenario: string; database: string; timing: Timing; checks: Check[] };

/**
 * One database: seeded, the API started, every batch sent and timed, then the count verified
 * through the API, the realtime channel, the server's log and the stored rows.
 */
async function ingest(
  label: string,
  database: OpenDatabaseOptions,
  env: NodeJS.ProcessEnv,
  emulatorHost: string,
  realtimePort: number,
  batches: Batch[],
  linkedinId: string,
): Promise<Run> {
  const config = loadConfig(env);
  const seeding = await openDatabase(database);
  await seedDemoData({
    db: seeding.db,
    secret: config.fileUrlSecret,
    storage: await createFileStorage(config),
    ensureAuthUser: emulatorAccounts({ projectId: DEMO_PROJECT_ID, emulatorHost }),
  });
  await seeding.close();

  const checks: Check[] = [];
  // Every request is logged, as in production.
  const api = await startChild(join(here, '../packages/server/src/main.ts'), {
    ...env,
    LOG_LEVEL: 'info',
  });
  const listener = await listen(realtimePort, linkedinId);
  let timing: Timing;
  try {
    const base = `http://127.0.0.1:${api.port}/api/trpc`;
    const account = await signIn(emulatorHost, ACCOUNT);
    const headers = { authorization: `Bearer ${account.idToken}`, 'x-firebase-uid': account.uid };
    // The sync that sets the active customer, as the app does after sign-in.
    const synced = await fetch(`${base}/auth.syncUser`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        json: {
          idToken: account.idToken,
          firebaseUser: { uid: account.uid, email: ACCOUNT },
          customerId: CUSTOMER_ID,
        },
      }),
    });
    if (!synced.ok) throw new Error(`auth.syncUser: HTTP ${synced.status} ${await synced.text()}`);

    const counters = async () => {
      const input = encodeURIComponent(JSON.stringify({ json: { linkedinUserId: linkedinId } }));
      const response = await fetch(`${base}/socialLinkedin.latestSyncTimestamp?input=${input}`, {
        headers,
      });
      if (!response.ok) {
        throw new Error(`latestSyncTimestamp: HTTP ${response.status} ${await response.text()}`);
      }
      return data<Counters>(await response.json());
    };

    const url = `${base}/socialLinkedin.syncConversations`;
    const first = await send(url, batches, headers);
    timing = first.timing;

    const replies = first.replies.map((reply) => data<SyncReply>(reply));
    const sum = (key: keyof SyncReply) => replies.reduce((total, reply) => total + reply[key], 0);
    check(
      checks,
      'Antworten: created = N, updated = 0',
      sum('received') === CONVERSATIONS && sum('created') === CONVERSATIONS && sum('updated') === 0,
      `received ${sum('received')}, created ${sum('created')}, updated ${sum('updated')}, unchanged ${sum('unchanged')}`,
    );

    const afterIngest = await counters();
    check(
      checks,
      'latestSyncTimestamp: N Unterhaltungen, alle mit Details',
      afterIngest.conversationCount === CONVERSATIONS &&
        afterIngest.conversationsWithDetails === CONVERSATIONS &&
        afterIngest.conversationsWithoutDetails === 0,
      `conversationCount ${afterIngest.conversationCount}, withDetails ${afterIngest.conversationsWithDetails}, withoutDetails ${afterIngest.conversationsWithoutDetails}`,
    );

    // Publishing is fire-and-forget after the reply, so the last events may still be on the way.
    await listener.settle(batches.length, 10_000);
    const events = { ...listener.seen };
    check(
      checks,
      'Realtime: ein Ereignis je Batch, Summe created = N',
      events.events === batches.length && events.created === CONVERSATIONS && events.updated === 0,
      `${events.events}/${batches.length} Ereignisse, created ${events.created}, updated ${events.updated}`,
    );

    const again = await send(url, batches.slice(0, RESENT_BATCHES), headers);
    const repeated = again.replies.map((reply) => data<SyncReply>(reply));
    const resent = batches.slice(0, RESENT_BATCHES).reduce((total, batch) => total + batch.size, 0);
    const afterResend = await counters();
    // A batch that changed nothing publishes nothing; give a stray event time to show up.
    await new Promise((wait) => setTimeout(wait, 500));
    check(
      checks,
      `Idempotenz: ${repeated.length} Batches erneut → created 0, updated 0, weiter N`,
      repeated.every(
        (reply) => reply.created === 0 && reply.updated === 0 && reply.unchanged === reply.received,
      ) &&
        repeated.reduce((total, reply) => total + reply.unchanged, 0) === resent &&
        afterResend.conversationCount === CONVERSATIONS &&
        listener.seen.events === events.events,
      `created ${repeated.reduce((t, r) => t + r.created, 0)}, updated ${repeated.reduce((t, r) => t + r.updated, 0)}, unchanged ${repeated.reduce((t, r) => t + r.unchanged, 0)}/${resent}, conversationCount ${afterResend.conversationCount}, neue Ereignisse ${listener.seen.events - events.events}`,
    );
  } finally {
    listener.close();
    await stopChild(api);
  }

  check(
    checks,
    'Server-Log: keine Warnungen oder Fehler',
    api.problems.length === 0,
    api.problems.length === 0
      ? '0 Zeilen'
      : `${api.problems.length} Zeilen: ${[...new Set(api.problems)].slice(0, 3).join(' | ')}`,
  );

  // The server has stopped, so even PGlite's folder may be opened: count the stored rows.
  const reading = await openDatabase(database);
  try {
    const t = conversations;
    const [row] = await reading.db
      .select({
        rows: sql<number>`count(*)::int`,
        conversations: sql<number>`count(distinct ${t.externalId})::int`,
        messages: sql<number>`coalesce(sum((select count(*) from ${messages} where ${messages.conversationId} = ${t.id})), 0)::int`,
        withDetails: sql<number>`(count(*) filter (where ${t.hasDetails}))::int`,
      })
      .from(t)
      .where(eq(t.accountId, linkedinId));
    const stored = {
      rows: Number(row?.rows ?? 0),
      conversations: Number(row?.conversations ?? 0),
      messages: Number(row?.messages ?? 0),
      withDetails: Number(row?.withDetails ?? 0),
    };
    check(
      checks,
      `Datenbank: N Zeilen, ${MESSAGES_PER_CONVERSATION}·N Nachrichten`,
      stored.rows === CONVERSATIONS &&
        stored.conversations === CONVERSATIONS &&
        stored.withDetails === CONVERSATIONS &&
        stored.messages === CONVERSATIONS * MESSAGES_PER_CONVERSATION,
      `${stored.rows} Zeilen, ${stored.conversations} verschiedene IDs, ${stored.messages} Nachrichten, ${stored.withDetails} mit Details`,
    );
  } finally {
    await reading.close();
  }

  return { scenario: `syncConversations (${label})`, database: label, timing, checks };
}

const runId = Date.now().toString(36);
const linkedinId = `bench-${runId}`;
const batches = buildBatches(linkedinId);

const emulator = await startAuthEmulator({ projectId: DEMO_PROJECT_ID, port: await freePort() });
const realtime = await startRealtimeEmulator({ port: 0, keys: [LOCAL_EMULATOR_KEY] });
try {
  // The baseline answers without reading the body; the bytes still cross loopback.
  const baselineServer = await startChild(join(here, 'baselineServer.ts'), process.env);
  const baseline = await send(`http://127.0.0.1:${baselineServer.port}/`, batches, {});
  await stopChild(baselineServer);

  // Publishing goes to the emulator started above, never to Ably, whatever the shell holds.
  const { ABLY_API_KEY: _key, ABLY_ENDPOINT: _endpoint, ...shell } = process.env;
  const common = {
    ...shell,
    [AUTH_EMULATOR_OPT_IN]: '1',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    REALTIME_EMULATOR_PORT: String(realtime.port),
  };
  const pgliteDataDir = mkdtempSync(join(tmpdir(), 'sprint-bench-ingest-'));
  const runs = [
    await ingest(
      'PGlite',
      { pgliteDir: pgliteDirFor(pgliteDataDir) },
      { ...common, DATA_DIR: pgliteDataDir },
      emulator.host,
      realtime.port,
      batches,
      linkedinId,
    ),
  ];
  const postgres = await withPostgres((url) =>
    ingest(
      'PostgreSQL',
      { url },
      {
        ...common,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'sprint-bench-ingest-')),
        DATABASE_URL: url,
      },
      emulator.host,
      realtime.port,
      batches,
      linkedinId,
    ),
  );
  if (postgres) runs.push(postgres);

  console.log(
    `\nIngest benchmark — ${CONVERSATIONS} conversations (${MESSAGES_PER_CONVERSATION} messages each) in ${batches.length} batches of ≤ ${BATCH}, concurrency ${CONCURRENCY}, loopback, Node ${process.version}\n`,
  );
  const tableRow = (scenario: string, timing: Timing) => ({
    scenario,
    'conv/s': timing.conversationsPerSecond,
    'wall s': timing.wallSeconds,
    'batch p50 ms': timing.batchP50Ms,
    'batch p99 ms': timing.batchP99Ms,
    'vs baseline': `${(timing.conversationsPerSecond / baseline.timing.conversationsPerSecond).toFixed(3)}×`,
  });
  console.table([
    tableRow('node:http POST (baseline)', baseline.timing),
    ...runs.map((run) => tableRow(run.scenario, run.timing)),
  ]);
  console.log('\nPrüfungen (N = BENCH_CONVERSATIONS)\n');
  console.table(
    runs.flatMap((run) =>
      run.checks.map((entry) => ({
        database: run.database,
        check: entry.check,
        ok: entry.ok ? '✓' : '✗',
        detail: entry.detail,
      })),
    ),
  );

  const passed = runs.every((run) => run.checks.every((entry) => entry.ok));
  writeResults('ingest', {
    conversations: CONVERSATIONS,
    messagesPerConversation: MESSAGES_PER_CONVERSATION,
    batchSize: BATCH,
    batches: batches.length,
    concurrency: CONCURRENCY,
    baseline: baseline.timing,
    results: runs.map((run) => ({
      ...run,
      vsBaseline: run.timing.conversationsPerSecond / baseline.timing.conversationsPerSecond,
    })),
    passed,
  });
  if (!passed) {
    const failed = runs.flatMap((run) =>
      run.checks.filter((entry) => !entry.ok).map((entry) => `${run.database}: ${entry.check}`),
    );
    console.error(`\nbench:ingest fehlgeschlagen — ${failed.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await realtime.stop();
  await emulator.stop();
}
