/**
 * `npm run bench:crm`: the CRM's reads with 50,000 leads in one company. Nordlicht Vertrieb GmbH
 * (the demo customer) gets `BENCH_LEADS` generated leads on top of the demo pipeline; the API runs
 * as a child process on PGlite and (when it answers) on the machine's PostgreSQL, and this process
 * sends, one request at a time after a warm-up, `crm.leads.list` (search, status filter, sort),
 * `crm.leads.board` and `auth.me` — the same server's cheapest signed-in request — interleaved,
 * so all three see the same machine. It reports p50/p95 and each one's ratio to `auth.me`.
 * Goal (issue "CRM, complete" §4): list p95 ≤ 50 ms on PostgreSQL.
 * A benchmark, not a test: it prints tables and writes JSON to bench/results/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startAuthEmulator } from '../packages/server/src/cli/authEmulator';
import {
  AUTH_EMULATOR_OPT_IN,
  DEMO_PROJECT_ID,
  loadConfig,
} from '../packages/server/src/platform/config';
import { openDatabase, pgliteDirFor } from '../packages/server/src/platform/db/database';
import { seedManyLeads } from '../packages/server/src/areas/crm/seed';
import { memberships } from '../packages/server/src/platform/identity/schema';
import { DEMO_CUSTOMER_IDS } from '../packages/server/src/platform/identity/seed';
import { createFileStorage } from '../packages/server/src/platform/storage/createFileStorage';
import { emulatorAccounts } from '../packages/server/src/seed/firebaseAccounts';
import { seedDemoData } from '../packages/server/src/seed/seed';
import { eq } from 'drizzle-orm';
import { percentile, signIn, startApi, stopApi, withPostgres, writeResults } from './shared';

const LEADS = Number(process.env.BENCH_LEADS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const LIST_GOAL_P95_MS = 50;
const CUSTOMER = DEMO_CUSTOMER_IDS.nordlicht;

if (!Number.isInteger(LEADS) || LEADS < 1 || !Number.isInteger(REQUESTS) || REQUESTS < 10) {
  throw new Error('BENCH_LEADS muss ≥ 1 und BENCH_REQUESTS ≥ 10 sein (ganze Zahlen).');
}

/** What the CRM's table asks for when someone types into the search with a filter set. */
const SEARCHES = ['müller', 'gmbh', 'nord', 'bau', 'schäfer', 'tech', 'berlin', 'ag'];

type Scenario = { name: string; path: (round: number) => string };

const trpcGet = (procedure: string, input: unknown) =>
  `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

const SCENARIOS: Scenario[] = [
  { name: 'auth.me', path: () => '/api/trpc/auth.me' },
  {
    name: 'crm.leads.list (Suche + Status + Sortierung)',
    path: (round) =>
      trpcGet('crm.leads.list', {
        search: SEARCHES[round % SEARCHES.length],
        status: ['new', 'contacted', 'qualified'],
        sort: { by: 'valueCents', dir: 'desc' },
        limit: 50,
      }),
  },
  {
    name: 'crm.leads.list (ohne Filter, nach Änderung)',
    path: () => trpcGet('crm.leads.list', { sort: { by: 'updatedAt', dir: 'desc' }, limit: 50 }),
  },
  { name: 'crm.leads.board', path: () => trpcGet('crm.leads.board', { perColumn: 20 }) },
];

type Figures = { scenario: string; p50Ms: number; p95Ms: number; vsAuthMe: number };

/** One database: demo data plus the generated leads, the API started, the scenarios measured. */
async function measureOn(
  label: string,
  env: NodeJS.ProcessEnv,
  emulatorHost: string,
): Promise<Figures[]> {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  const seedStart = performance.now();
  await seedDemoData({
    db: database.db,
    secret: config.fileUrlSecret,
    storage: await createFileStorage(config),
    ensureAuthUser: emulatorAccounts({ projectId: DEMO_PROJECT_ID, emulatorHost }),
  });
  const owners = await database.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.customerId, CUSTOMER));
  await seedManyLeads(
    database.db,
    CUSTOMER,
    LEADS,
    owners.map((owner) => owner.userId),
  );
  console.log(
    `${label}: ${LEADS.toLocaleString('de-DE')} Leads angelegt in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  await database.close();

  const port = await freePort();
  const api = await startApi(port, env);
  try {
    const account = await signIn(emulatorHost, 'kunde@nordlicht.local');
    const headers = {
      authorization: `Bearer ${account.idToken}`,
      'x-firebase-uid': account.uid,
      'x-sprint-customer': CUSTOMER,
    };
    await fetch(`http://127.0.0.1:${port}/api/trpc/auth.syncUser`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        json: {
          idToken: account.idToken,
          firebaseUser: { uid: account.uid, email: 'kunde@nordlicht.local' },
        },
      }),
    });

    const timings = new Map<string, number[]>(SCENARIOS.map((scenario) => [scenario.name, []]));
    for (let round = 0; round < WARMUP + REQUESTS; round += 1) {
      // Interleaved: a slow moment of the machine hits every scenario alike.
      for (const scenario of SCENARIOS) {
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}${scenario.path(round)}`, {
          headers,
        });
        const body = await response.text();
        const took = performance.now() - started;
        if (!response.ok) {
          throw new Error(`${scenario.name}: HTTP ${response.status} ${body.slice(0, 300)}`);
        }
        if (round >= WARMUP) timings.get(scenario.name)?.push(took);
      }
    }

    const summary = SCENARIOS.map((scenario) => {
      const sorted = [...(timings.get(scenario.name) ?? [])].sort((a, b) => a - b);
      return {
        scenario: scenario.name,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
      };
    });
    const authMe = summary[0]?.p50Ms ?? NaN;
    return summary.map((row) => ({
      scenario: `${row.scenario} (${label})`,
      p50Ms: Math.round(row.p50Ms * 10) / 10,
      p95Ms: Math.round(row.p95Ms * 10) / 10,
      vsAuthMe: Math.round((row.p50Ms / authMe) * 100) / 100,
    }));
  } finally {
    await stopApi(api);
  }
}

const emulator = await startAuthEmulator({ projectId: DEMO_PROJECT_ID, port: await freePort() });
const emulatorHost = emulator.host;
const dataDir = mkdtempSync(join(tmpdir(), 'sprint-bench-crm-'));
const baseEnv = {
  [AUTH_EMULATOR_OPT_IN]: '1',
  FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
};
const results: Figures[] = [];
try {
  results.push(...(await measureOn('PGlite', { ...baseEnv, DATA_DIR: dataDir }, emulatorHost)));
  const onPostgres = await withPostgres((url) =>
    measureOn(
      'PostgreSQL',
      { ...baseEnv, DATA_DIR: join(dataDir, 'pg-run'), DATABASE_URL: url },
      emulatorHost,
    ),
  );
  if (onPostgres) results.push(...onPostgres);
} finally {
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nCRM-Benchmark — ${LEADS.toLocaleString('de-DE')} Leads in einer Firma, ${REQUESTS} Anfragen je Szenario nacheinander, Node ${process.version}`,
);
console.table(
  results.map((row) => ({
    Szenario: row.scenario,
    'p50 ms': row.p50Ms,
    'p95 ms': row.p95Ms,
    'p50 vs auth.me': `${row.vsAuthMe.toFixed(2)}×`,
  })),
);
const listOnPostgres = results.find(
  (row) =>
    row.scenario.startsWith('crm.leads.list (Suche') && row.scenario.endsWith('(PostgreSQL)'),
);
if (listOnPostgres) {
  console.log(
    `Ziel: crm.leads.list p95 ≤ ${LIST_GOAL_P95_MS} ms auf PostgreSQL — gemessen ${listOnPostgres.p95Ms} ms: ${
      listOnPostgres.p95Ms <= LIST_GOAL_P95_MS ? 'eingehalten' : 'verfehlt'
    }.`,
  );
}
writeResults('crm', { leads: LEADS, requests: REQUESTS, results });
