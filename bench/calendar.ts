/**
 * `npm run bench:calendar`: the calendar's range queries in a busy company. Nordlicht Vertrieb
 * GmbH (the demo customer) gets `BENCH_EVENTS` generated events (a fifth of them series, some
 * with deleted and changed occurrences) and `BENCH_TASKS` tasks over a year either side of today;
 * the API runs as a child process on PGlite and (when it answers) on the machine's PostgreSQL,
 * and this process, signed in as the employee Clara Chef, sends one request at a time after a
 * warm-up: `calendar.range` for the month view (the six weeks FullCalendar shows, Monday first),
 * the week view and the month with 'Nur meine Termine', all with 'Aufgaben anzeigen', and
 * `auth.me` — the same server's cheapest signed-in request — interleaved, so all of them see the
 * same machine. It reports p50/p95, each one's ratio to `auth.me` and how much a view holds.
 * Goal (issue 15 §5): month and week p95 ≤ 50 ms on PostgreSQL.
 * `BENCH_PROFILE_DIR=<folder>`: the servers write V8 CPU profiles there (`--cpu-prof`).
 * A benchmark, not a test: it prints tables and writes JSON to bench/results/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { addDays, berlinDay } from '../packages/server/src/platform/berlin';
import { seedManyCalendarEvents } from '../packages/server/src/areas/calendar/benchSeed';
import { users } from '../packages/server/src/platform/identity/schema';
import { DEMO_CUSTOMER_IDS } from '../packages/server/src/platform/identity/seed';
import { createFileStorage } from '../packages/server/src/platform/storage/createFileStorage';
import { freePort, startAuthEmulator } from '../packages/server/src/cli/authEmulator';
import {
  AUTH_EMULATOR_OPT_IN,
  DEMO_PROJECT_ID,
  loadConfig,
} from '../packages/server/src/platform/config';
import { openDatabase, pgliteDirFor } from '../packages/server/src/platform/db/database';
import { emulatorAccounts } from '../packages/server/src/seed/firebaseAccounts';
import { seedDemoData } from '../packages/server/src/seed/seed';
import { percentile, signIn, startApi, stopApi, withPostgres, writeResults } from './shared';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);
const TASKS = Number(process.env.BENCH_TASKS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const WARMUP = 20;
const GOAL_P95_MS = 50;
const CUSTOMER = DEMO_CUSTOMER_IDS.nordlicht;
const EMPLOYEE = 'chef@sprint.local';

if (
  !Number.isInteger(EVENTS) ||
  EVENTS < 1 ||
  !Number.isInteger(TASKS) ||
  TASKS < 0 ||
  !Number.isInteger(REQUESTS) ||
  REQUESTS < 10
) {
  throw new Error(
    'BENCH_EVENTS muss ≥ 1, BENCH_TASKS ≥ 0 und BENCH_REQUESTS ≥ 10 sein (ganze Zahlen).',
  );
}

/** Days before `day` back to its Monday (the week starts on Monday in Germany). */
const sinceMonday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

const today = berlinDay(new Date());
const firstOfMonth = `${today.slice(0, 8)}01`;
const monthFrom = addDays(firstOfMonth, -sinceMonday(firstOfMonth));
const MONTH = { from: monthFrom, to: addDays(monthFrom, 42) };
const weekFrom = addDays(today, -sinceMonday(today));
const WEEK = { from: weekFrom, to: addDays(weekFrom, 7) };

type Scenario = { name: string; path: string; goal: boolean };

const trpcGet = (procedure: string, input: unknown) =>
  `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

const SCENARIOS: Scenario[] = [
  { name: 'auth.me', path: '/api/trpc/auth.me', goal: false },
  {
    name: 'calendar.range Monat (6 Wochen + Aufgaben)',
    path: trpcGet('calendar.range', { ...MONTH, includeTasks: true, mine: false }),
    goal: true,
  },
  {
    name: 'calendar.range Woche (+ Aufgaben)',
    path: trpcGet('calendar.range', { ...WEEK, includeTasks: true, mine: false }),
    goal: true,
  },
  {
    name: 'calendar.range Monat, nur meine (+ Aufgaben)',
    path: trpcGet('calendar.range', { ...MONTH, includeTasks: true, mine: true }),
    goal: false,
  },
];

type Figures = {
  scenario: string;
  database: string;
  p50Ms: number;
  p95Ms: number;
  vsAuthMe: number;
  /** What the view held: occurrences and tasks in one answer. */
  events: number | null;
  tasks: number | null;
  goal: boolean;
};

type RangeBody = { result: { data: { json: { events: unknown[]; tasks: unknown[] } } } };

/** One database: demo data plus the generated calendar, the API started, the scenarios measured. */
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
  const [employee] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, EMPLOYEE))
    .limit(1);
  const seeded = await seedManyCalendarEvents(database.db, CUSTOMER, {
    events: EVENTS,
    tasks: TASKS,
    now: new Date(),
    userId: employee?.id,
  });
  console.log(
    `${label}: ${seeded.events.toLocaleString('de-DE')} Termine (${seeded.series} Serien, ${seeded.changedOccurrences} geänderte Vorkommen) und ${seeded.tasks.toLocaleString('de-DE')} Aufgaben angelegt in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  await database.close();

  const port = await freePort();
  const nodeArgs = PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${join(PROFILE_DIR, label.toLowerCase())}`]
    : [];
  const api = await startApi(port, env, nodeArgs);
  try {
    const account = await signIn(emulatorHost, EMPLOYEE);
    const headers = {
      authorization: `Bearer ${account.idToken}`,
      'x-firebase-uid': account.uid,
      'x-sprint-customer': CUSTOMER,
    };
    await fetch(`http://127.0.0.1:${port}/api/trpc/auth.syncUser`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        json: { idToken: account.idToken, firebaseUser: { uid: account.uid, email: EMPLOYEE } },
      }),
    });

    const timings = new Map<string, number[]>(SCENARIOS.map((scenario) => [scenario.name, []]));
    const sampleBodies = new Map<string, string>();
    for (let round = 0; round < WARMUP + REQUESTS; round += 1) {
      // Interleaved: a slow moment of the machine hits every scenario alike.
      for (const scenario of SCENARIOS) {
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}${scenario.path}`, { headers });
        const body = await response.text();
        const took = performance.now() - started;
        if (!response.ok) {
          throw new Error(`${scenario.name}: HTTP ${response.status} ${body.slice(0, 300)}`);
        }
        if (round >= WARMUP) timings.get(scenario.name)?.push(took);
        if (round === 0) sampleBodies.set(scenario.name, body);
      }
    }

    const summary = SCENARIOS.map((scenario) => {
      const sorted = [...(timings.get(scenario.name) ?? [])].sort((a, b) => a - b);
      const body = sampleBodies.get(scenario.name);
      const view = scenario.path.includes('calendar.range')
        ? (JSON.parse(body ?? '{}') as RangeBody).result.data.json
        : null;
      return {
        scenario,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        events: view ? view.events.length : null,
        tasks: view ? view.tasks.length : null,
      };
    });
    const authMe = summary[0]?.p50Ms ?? NaN;
    return summary.map((row) => ({
      scenario: row.scenario.name,
      database: label,
      p50Ms: Math.round(row.p50Ms * 10) / 10,
      p95Ms: Math.round(row.p95Ms * 10) / 10,
      vsAuthMe: Math.round((row.p50Ms / authMe) * 100) / 100,
      events: row.events,
      tasks: row.tasks,
      goal: row.scenario.goal,
    }));
  } finally {
    await stopApi(api);
  }
}

const emulator = await startAuthEmulator({ projectId: DEMO_PROJECT_ID, port: await freePort() });
const emulatorHost = emulator.host;
const dataDir = mkdtempSync(join(tmpdir(), 'sprint-bench-calendar-'));
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
  `\nKalender-Benchmark — ${EVENTS.toLocaleString('de-DE')} Termine und ${TASKS.toLocaleString('de-DE')} Aufgaben in einer Firma, Monat ${MONTH.from} bis ${MONTH.to}, Woche ${WEEK.from} bis ${WEEK.to}, ${REQUESTS} Anfragen je Szenario nacheinander, Node ${process.version}`,
);
console.table(
  results.map((row) => ({
    Szenario: `${row.scenario} (${row.database})`,
    'p50 ms': row.p50Ms,
    'p95 ms': row.p95Ms,
    'p50 vs auth.me': `${row.vsAuthMe.toFixed(2)}×`,
    Termine: row.events ?? '',
    Aufgaben: row.tasks ?? '',
  })),
);
const goalRows = results.filter((row) => row.goal && row.database === 'PostgreSQL');
for (const row of goalRows) {
  console.log(
    `Ziel: ${row.scenario} p95 ≤ ${GOAL_P95_MS} ms auf PostgreSQL — gemessen ${row.p95Ms} ms: ${
      row.p95Ms <= GOAL_P95_MS ? 'eingehalten' : 'verfehlt'
    }.`,
  );
}
writeResults('calendar', {
  events: EVENTS,
  tasks: TASKS,
  requests: REQUESTS,
  month: MONTH,
  week: WEEK,
  goalP95Ms: GOAL_P95_MS,
  goalMet: goalRows.length ? goalRows.every((row) => row.p95Ms <= GOAL_P95_MS) : null,
  results,
});
