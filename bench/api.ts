/**
 * `npm run bench:api`: requests per second and latency of the API on loopback, side by side with a
 * bare node:http JSON endpoint measured in the same run. Both servers run as child processes on
 * their own event loop; autocannon drives them from this process with the same settings.
 * A benchmark, not a test: it prints a table and writes JSON to bench/results/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startAuthEmulator } from '../packages/server/src/cli/authEmulator';
import { DEMO_PROJECT_ID, loadConfig } from '../packages/server/src/config';
import { openDatabase, pgliteDirFor } from '../packages/server/src/db/database';
import { createLocalFileStorage } from '../packages/server/src/storage/fileStorage';
import { emulatorAccounts } from '../packages/server/src/seed/firebaseAccounts';
import { seedDemoData } from '../packages/server/src/seed/seed';

import { signIn, withPostgres } from './shared';

const here = dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Starts a server script on a given port and waits until it answers. */
async function startChild(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<ChildProcess> {
  // Output is discarded, not buffered: the API logs every request, as it does in production.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
type Result = {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

async function measure(port: number, scenario: Scenario): Promise<Result> {
  const run = await autocannon({
    url: `http://127.0.0.1:${port}${scenario.path}`,
    headers: scenario.headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(run.requests.average),
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    errors: run.errors,
    non2xx: run.non2xx,
  };
}

/** The API on one database: seeded, started, signed in as a customer, measured, stopped. */
async function measureApi(
  label: string,
  env: NodeJS.ProcessEnv,
  emulatorHost: string,
): Promise<Result[]> {
  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  // The demo world, seeded before the server owns the database.
  await seedDemoData({
    db: database.db,
    storage: createLocalFileStorage({ root: config.filesDir, secret: config.fileUrlSecret }),
    ensureAuthUser: emulatorAccounts({ projectId: DEMO_PROJECT_ID, emulatorHost }),
  });
  await database.close();

  const port = await freePort();
  // Requests are logged as in production; the output is discarded, not buffered.
  const api = await startChild(join(here, '../packages/server/src/main.ts'), port, {
    ...env,
    LOG_LEVEL: 'info',
  });
  try {
    const account = await signIn(emulatorHost, 'kunde@nordlicht.local');
    const headers = { authorization: `Bearer ${account.idToken}`, 'x-firebase-uid': account.uid };
    // The sync that sets the active customer, as the app does after sign-in.
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
    const batchInput = encodeURIComponent(
      JSON.stringify({ 0: { json: null }, 1: { json: { linkedinUserId: 'demo-linkedin-konto' } } }),
    );
    return [
      await measure(port, { name: `auth.me (${label})`, path: '/api/trpc/auth.me', headers }),
      await measure(port, {
        name: `batch auth.me + latestSyncTimestamp (${label})`,
        path: `/api/trpc/auth.me,socialLinkedin.latestSyncTimestamp?batch=1&input=${batchInput}`,
        headers,
      }),
    ];
  } finally {
    await stopChild(api);
  }
}

const emulator = await startAuthEmulator({ projectId: DEMO_PROJECT_ID, port: await freePort() });
try {
  const baselinePort = await freePort();
  const baseline = await startChild(join(here, 'baselineServer.ts'), baselinePort, {});
  const baselineResult = await measure(baselinePort, {
    name: 'node:http JSON (baseline)',
    path: '/',
  });
  await stopChild(baseline);

  const common = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, LOG_LEVEL: 'silent' };
  const results = [
    baselineResult,
    ...(await measureApi(
      'PGlite',
      { ...common, DATA_DIR: mkdtempSync(join(tmpdir(), 'sprint-bench-')) },
      emulator.host,
    )),
    ...((await withPostgres((url) =>
      measureApi(
        'PostgreSQL',
        { ...common, DATA_DIR: mkdtempSync(join(tmpdir(), 'sprint-bench-')), DATABASE_URL: url },
        emulator.host,
      ),
    )) ?? []),
  ];

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
  const resultsDir = join(here, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        results,
      },
      null,
      2,
    ),
  );
  console.log(`\nErgebnisse: ${file}`);
} finally {
  await emulator.stop();
}
