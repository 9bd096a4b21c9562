/**
 * What the benchmarks share: a signed-in demo user, a throwaway PostgreSQL database, and where
 * results go.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD } from '../packages/server/src/platform/identity/seed';

/** Signs a demo user in through the Auth emulator's REST API, as the web SDK does. */
export async function signIn(emulatorHost: string, email: string) {
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Anmeldung als ${email}: HTTP ${response.status}`);
  const body = (await response.json()) as { idToken: string; localId: string };
  return { idToken: body.idToken, uid: body.localId };
}

/**
 * Signs a demo user in and has the API on `port` know them (`auth.syncUser`, as the app does
 * after every sign-in): the headers of a signed-in request for the company `customerId`, the
 * same for tRPC and the app's own routes (the AI chat's stream).
 */
export async function signedInHeaders(
  port: number,
  emulatorHost: string,
  email: string,
  customerId: string,
): Promise<Record<string, string>> {
  const account = await signIn(emulatorHost, email);
  const headers = {
    authorization: `Bearer ${account.idToken}`,
    'x-firebase-uid': account.uid,
    'x-sprint-customer': customerId,
  };
  const response = await fetch(`http://127.0.0.1:${port}/api/trpc/auth.syncUser`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      // The company to work in: asked for when the person belongs to several.
      json: { idToken: account.idToken, firebaseUser: { uid: account.uid, email }, customerId },
    }),
  });
  const body = await response.text();
  if (!response.ok) {
    throw new Error(`auth.syncUser als ${email}: HTTP ${response.status} ${body.slice(0, 300)}`);
  }
  return headers;
}

/** A fresh database on the machine's PostgreSQL, when one answers; dropped afterwards. */
export async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL unter ${adminUrl} nicht erreichbar: nur PGlite wird gemessen.`);
    return null;
  }
  const name = `sprint_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN (drop it by hand afterwards).
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`Datenbank behalten: ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Writes one run's figures to `bench/results/<name>-<time>.json` (date and Node version first),
 * says where, and returns the file.
 */
export function writeResults(name: string, figures: Record<string, unknown>): string {
  const directory = join(dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(directory, { recursive: true });
  const date = new Date().toISOString();
  const file = join(directory, `${name}-${date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ date, node: process.version, ...figures }, null, 2));
  console.log(`\nErgebnisse: ${file}`);
  return file;
}

const API = join(dirname(fileURLToPath(import.meta.url)), '../packages/server/src/main.ts');

/**
 * The API as a child process on `port`, once its health check answers. Output is discarded, not
 * buffered: the API logs every request, as it does in production. `nodeArgs` go before the entry
 * (e.g. `--cpu-prof`).
 */
export async function startApi(
  port: number,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', API], {
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return child;
    } catch {
      if (Date.now() > deadline) {
        // Not left behind: the caller never gets the child to stop.
        child.kill('SIGTERM');
        throw new Error('API did not start');
      }
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
}

export async function stopApi(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The nearest-rank percentile of ascending numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
