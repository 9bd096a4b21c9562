/**
 * `npm run bench:api`: requests per second and latency of the API on loopback, side by side with a
 * bare node:http JSON endpoint measured in the same run. Both servers run as child processes on
 * their own event loop; autocannon drives them from this process with the same settings.
 * A benchmark, not a test: it prints a table and writes JSON to bench/results/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startAuthEmulator } from '../packages/server/src/cli/authEmulator';
import {
  AUTH_EMULATOR_OPT_IN,
  DEMO_PROJECT_ID,
  loadConfig,
} from '../packages/server/src/platform/config';
import { openDatabase, pgliteDirFor } from '../packages/server/src/platform/db/database';
import { createFileStorage } from '../packages/server/src/platform/storage/createFileStorage';
import { emulatorAccounts } from '../packages/server/src/seed/firebaseAccounts';
import { seedDemoData } from '../packages/server/src/seed/seed';

import { readProfile, timeShares, type TimeShare } from './cpuProfile';
import { signIn, withPostgres, writeResults } from './shared';

const here = dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROFILE_DURATION_S = Math.min(DURATION_S, 5);

/** Starts a server script on a given port and waits until it answers. */
async function startChild(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  // Output is discarded, not buffered: the API logs every request, as it does in production.
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return child;
    } catch {
      if (Date.now() > deadline) throw new Error(`${script} did not start`);
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
}

async function stopChild(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Scenario = { name: string; path: string; headers?: Record<string, string> };
/** µs of the monotonic clock V8's profiler stamps its samples with. */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);
type Result = {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

type Measured = {
  result: Result;
  window: [fromMicros: number, toMicros: number];
  requests: number;
};

async function measure(port: number, scenario: Scenario, duration = DURATION_S): Promise<Measured> {
  const from = nowMicros();
  const run = await autocannon({
    url: `http://127.0.0.1:${port}${scenario.path}`,
    headers: scenario.headers,
    connections: CONNECTIONS,
    duration,
  });
  return {
    window: [from, nowMicros()],
    requests: run.requests.total,
    result: {
      scenario: scenario.name,
      requestsPerSecond: Math.round(run.requests.average),
      p50Ms: run.latency.p50,
      p99Ms: run.latency.p99,
      errors: run.errors,
      non2xx: run.non2xx,
    },
  };
}

const API = join(here, '../packages/server/src/main.ts');

/** Signs the demo customer in and syncs, as the app does after sign-in: the headers of auth.me. */
async function signedInHeaders(port: number, emulatorHost: string) {
  const account = await signIn(emulatorHost, 'kunde@nordlicht.local');
  const headers = { authorization: `Bearer ${account.idToken}`, 'x-firebase-uid': account.uid };
  // The sync sets the active customer.
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
  return headers;
}

type ApiFigures = { results: Result[]; authMeProfile: TimeShare[] };

/**
 * The API on one database: seeded, started, signed in as a customer, measured, stopped; then
 * started again under the CPU profiler for a shorter auth.me run that says where its time goes.
 */
async function measureApi(
  label: string,
  env: NodeJS.ProcessEnv,
  emulatorHost: string,
): Promise<ApiFigures> {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  // The demo world, seeded before the server owns the database.
  await seedDemoData({
    db: database.db,
    secret: config.fileUrlSecret,
    storage: await createFileStorage(config),
    ensureAuthUser: emulatorAccounts({ projectId: DEMO_PROJECT_ID, emulatorHost }),
  });
  await database.close();
  // Requests are logged as in production; the output is discarded, not buffered.
  const apiEnv = { ...env, LOG_LEVEL: 'info' };

  const results: Result[] = [];
  const port = await freePort();
  const api = await startChild(API, port, apiEnv);
  try {
    const headers = await signedInHeaders(port, emulatorHost);
    const batchInput = encodeURIComponent(
      JSON.stringify({ 0: { json: null }, 1: { json: { linkedinUserId: 'demo-linkedin-konto' } } }),
    );
    for (const scenario of [
      // The second baseline: the same server's tRPC stack without sign-in or database.
      { name: `system.ping (${label})`, path: '/api/trpc/system.ping' },
      { name: `auth.me (${label})`, path: '/api/trpc/auth.me', headers },
      {
        name: `batch auth.me + latestSyncTimestamp (${label})`,
        path: `/api/trpc/auth.me,socialLinkedin.latestSyncTimestamp?batch=1&input=${batchInput}`,
        headers,
      },
    ]) {
      results.push((await measure(port, scenario)).result);
    }
  } finally {
    await stopChild(api);
  }

  // The profiler slows the server down: its run is only for the shares, not for the table.
  const profileDir = mkdtempSync(join(tmpdir(), 'sprint-bench-profile-'));
  const profiledPort = await freePort();
  const profiled = await startChild(API, profiledPort, apiEnv, [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
  ]);
  let run: Measured;
  try {
    const headers = await signedInHeaders(profiledPort, emulatorHost);
    run = await measure(
      profiledPort,
      { name: 'auth.me (profiled)', path: '/api/trpc/auth.me', headers },
      PROFILE_DURATION_S,
    );
  } finally {
    // The profile is written as the server exits.
    await stopChild(profiled);
  }
  const [from, to] = run.window;
  return { results, authMeProfile: timeShares(readProfile(profileDir), from, to, run.requests) };
}

function printProfile(label: string, shares: TimeShare[]) {
  console.log(
    `\nWhere auth.me's time goes (${label}, CPU profile of the server under the same load):`,
  );
  console.table(
    shares
      .filter((share) => share.share >= 0.005)
      .map((share) => ({
        'spent on': share.spentOn,
        share: `${(share.share * 100).toFixed(1)} %`,
        'µs per request': share.microsecondsPerRequest,
      })),
  );
}

const emulator = await startAuthEmulator({ projectId: DEMO_PROJECT_ID, port: await freePort() });
try {
  const baselinePort = await freePort();
  const baseline = await startChild(join(here, 'baselineServer.ts'), baselinePort, {});
  const { result: baselineResult } = await measure(baselinePort, {
    name: 'node:http JSON (baseline)',
    path: '/',
  });
  await stopChild(baseline);

  const common = {
    [AUTH_EMULATOR_OPT_IN]: '1',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    LOG_LEVEL: 'silent',
  };
  const pglite = await measureApi(
    'PGlite',
    { ...common, DATA_DIR: mkdtempSync(join(tmpdir(), 'sprint-bench-')) },
    emulator.host,
  );
  const postgres = await withPostgres((url) =>
    measureApi(
      'PostgreSQL',
      { ...common, DATA_DIR: mkdtempSync(join(tmpdir(), 'sprint-bench-')), DATABASE_URL: url },
      emulator.host,
    ),
  );
  const results = [baselineResult, ...pglite.results, ...(postgres?.results ?? [])];

  console.log(
    `\nAPI benchmark — ${CONNECTIONS} connections, ${DURATION_S} s each, loopback, Node ${process.version}\n`,
  );
  console.table(
    results.map((result) => ({
      scenario: result.scenario,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'vs baseline': `${(result.requestsPerSecond / baselineResult.requestsPerSecond).toFixed(3)}×`,
      'errors/non-2xx': `${result.errors}/${result.non2xx}`,
    })),
  );

  // The goal (issue 11): auth.me at least half as fast as the tRPC stack alone, p99 ≤ 20 ms.
  const goals = [pglite, postgres].flatMap((figures) => {
    if (!figures) return [];
    const [ping, authMe] = figures.results;
    if (!ping || !authMe) return [];
    const ratio = authMe.requestsPerSecond / ping.requestsPerSecond;
    return [{ database: authMe.scenario, ratio, p99Ms: authMe.p99Ms }];
  });
  console.log(
    '\nauth.me against system.ping in the same server (goal on PostgreSQL: ≥ 0.5×, p99 ≤ 20 ms):',
  );
  console.table(
    goals.map((goal) => ({
      scenario: goal.database,
      'vs system.ping': `${goal.ratio.toFixed(2)}×`,
      'p99 ms': goal.p99Ms,
    })),
  );
  printProfile('PGlite', pglite.authMeProfile);
  if (postgres) printProfile('PostgreSQL', postgres.authMeProfile);

  writeResults('api', {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    results,
    authMeVsPing: goals,
    authMeProfile: { pglite: pglite.authMeProfile, postgres: postgres?.authMeProfile ?? null },
  });
} finally {
  await emulator.stop();
}
