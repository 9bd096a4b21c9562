/**
 * `npm run bench:web`: what a browser must load and how long it waits. Against the real local
 * stack (Auth emulator, server serving the built app, demo data) on free ports and a fresh data
 * folder, headless Chromium opens /login in a cold context, signs in and reloads the dashboard,
 * `BENCH_RUNS` times. Reported: the JavaScript requested before the first contentful paint of
 * /login and of /app/dashboard (raw and gzip per chunk), and the medians of the paint and sign-in
 * times. A benchmark, not a test: it prints tables and writes JSON to bench/results/; only with
 * `BENCH_STRICT=1` does an exceeded /login budget fail the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import {
  chromium,
  type Browser,
  type Page,
  type Response as ScriptResponse,
} from 'playwright-core';
import { freePort } from '../packages/server/src/cli/authEmulator';
import { writeResults } from './shared';

const here = dirname(fileURLToPath(import.meta.url));
const ASSETS_DIR = join(here, '../packages/app/dist/assets');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error('BENCH_RUNS muss eine ganze Zahl ≥ 1 sein.');
const STRICT = process.env.BENCH_STRICT === '1';
/**
 * Gzip of the JavaScript before /login paints. KB here are 1024 bytes (the "KB"); Vite's
 * build output counts kB of 1000, so its figures read about 2 % higher.
 */
const LOGIN_BUDGET_KB = 175;
const DEMO_EMAIL = 'kunde@nordlicht.local';
const DEMO_PASSWORD = 'sprint-demo';

type Stack = {
  url: string;
  /** Resolves once the server answers; rejects (having stopped it) if it does not. */
  ready: Promise<void>;
  stop: () => Promise<void>;
};

/**
 * `startLocal.ts` as `npm start` runs it, in its own process group: SIGINT to the group stops
 * the server, which stops the Auth emulator it started and exports its accounts. Returned as soon
 * as it is spawned, so that an interrupted start can be stopped too.
 */
async function spawnStack(): Promise<Stack> {
  if (!existsSync(join(here, '../packages/app/dist/index.html'))) {
    throw new Error('packages/app/dist fehlt: erst `npm run build:app`.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'sprint-bench-web-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, '../packages/server/src/cli/startLocal.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  // Kept for the error message only: a healthy start prints the demo banner, not worth showing.
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should this process die without `stop`, the stack must not outlive it. SIGINT, not SIGKILL:
  // the server's own shutdown is what stops the emulator in its separate process group.
  const interruptOnExit = () => signalGroup(child, 'SIGINT');
  process.once('exit', interruptOnExit);

  let terminated: Promise<void> | undefined;
  // Once only: a second SIGINT makes the server exit without stopping the emulator.
  const terminate = () =>
    (terminated ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(child, 'SIGINT');
        const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', interruptOnExit);
      rmSync(dataDir, { recursive: true, force: true });
    })());

  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    // First start: the emulator comes up and the demo data is seeded before the server listens.
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        await terminate();
        throw new Error(`Der Server ist beendet:\n${output.join('').slice(-4000)}`);
      }
      try {
        if ((await fetch(`${url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await terminate();
        throw new Error(`Der Server antwortet nicht:\n${output.join('').slice(-4000)}`);
      }
      await new Promise((wait) => setTimeout(wait, 250));
    }
  })();
  // Until it answers, the server has no SIGINT handler of its own and would die at once, leaving
  // the emulator it started behind: a stop during the start waits for the start to finish.
  const stop = async () => {
    await ready.catch(() => undefined);
    await terminate();
  };
  return { url, ready, stop };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

type Script = {
  file: string;
  /** Request start, ms after the navigation started (the page's performance timeline). */
  startMs: number;
  rawBytes: number;
  gzipBytes: number;
};

type PageLoad = { fcpMs: number; scripts: Script[] };

const gzipCache = new Map<string, number>();

/**
 * Sizes of the built file; of the response body only if the file is gone (a rebuild meanwhile).
 * The body is fetched only then, and after the load: fetching every body over the DevTools
 * protocol while the page loads would compete with it for the CPU.
 */
async function sizes(file: string, response: ScriptResponse | undefined) {
  const path = join(ASSETS_DIR, file);
  const content = existsSync(path)
    ? readFileSync(path)
    : ((await response?.body().catch(() => undefined)) ?? Buffer.alloc(0));
  let gzipBytes = gzipCache.get(file);
  if (gzipBytes === undefined) {
    gzipBytes = gzipSync(content, { level: 9 }).length;
    gzipCache.set(file, gzipBytes);
  }
  return { rawBytes: content.length, gzipBytes };
}

/**
 * Records the scripts of the next navigation. The response events see every script, cached or
 * not; the page's resource timing places each request on the same clock as the paint.
 */
function recordScripts(page: Page) {
  const responses = new Map<string, ScriptResponse>();
  const onResponse = (response: ScriptResponse) => {
    if (response.request().resourceType() === 'script') responses.set(response.url(), response);
  };
  page.on('response', onResponse);

  return async function collect(): Promise<PageLoad> {
    const fcpMs = await firstContentfulPaint(page);
    const timing = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startMs: entry.startTime })),
    );
    page.off('response', onResponse);
    const startByUrl = new Map(timing.map((entry) => [entry.url, entry.startMs]));
    const urls = new Set([...responses.keys(), ...startByUrl.keys()]);
    const scripts: Script[] = [];
    for (const url of urls) {
      const file = basename(new URL(url).pathname);
      scripts.push({
        file,
        // A script the timeline missed counts as late: it cannot have held up the paint unseen.
        startMs: startByUrl.get(url) ?? Number.POSITIVE_INFINITY,
        ...(await sizes(file, responses.get(url))),
      });
    }
    scripts.sort((a, b) => a.startMs - b.startMs);
    return { fcpMs, scripts };
  };
}

async function firstContentfulPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  );
  return Number(await handle.jsonValue());
}

/** Heading and figures: the dashboard shows the signed-in user's data, not skeletons. */
async function dashboardUsable(page: Page) {
  await Promise.all([
    page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: 'Willkommen zurück' })
      .waitFor({ state: 'visible' }),
    page
      .getByRole('group', { name: 'Offene Leads' })
      .and(page.locator(':not([aria-busy="true"])'))
      .waitFor({ state: 'visible' }),
  ]);
}

/** Network idle, or at most a few seconds: an open realtime connection must not stall the run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

type Run = {
  login: PageLoad;
  signInToDashboardMs: number;
  dashboard: PageLoad;
  /** Reload of the signed-in dashboard until usable, ms after its navigation started. */
  dashboardUsableMs: number;
};

/** One cold visit: a new context has an empty cache, no cookies and no stored sign-in. */
async function measureRun(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);

    const loginScripts = recordScripts(page);
    await page.goto(`${url}/login`);
    await page.getByLabel('E-Mail').fill(DEMO_EMAIL);
    await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
    // What loads once the page has settled, before anyone acts on it, is listed as "later".
    await settle(page);
    const login = await loginScripts();

    const submitted = performance.now();
    await page.getByLabel('Passwort').press('Enter');
    await dashboardUsable(page);
    const signInToDashboardMs = performance.now() - submitted;

    // Same context: signed in, with the assets in the HTTP cache, as a returning user is.
    const dashboardScripts = recordScripts(page);
    await page.reload();
    await dashboardUsable(page);
    const dashboardUsableMs = await page.evaluate(() => performance.now());
    await settle(page);
    const dashboard = await dashboardScripts();
    return { login, signInToDashboardMs, dashboard, dashboardUsableMs };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const ms = (value: number) => Math.round(value);

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  // The mean of the two middle values when the count is even.
  const pair = sorted.slice(Math.ceil(middle) - 1, Math.floor(middle) + 1);
  return pair.reduce((sum, value) => sum + value, 0) / pair.length;
}

function beforePaint(load: PageLoad) {
  return load.scripts.filter((script) => script.startMs < load.fcpMs);
}

function totals(scripts: Script[]) {
  return {
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

/**
 * The chunks of the run with the median paint. Which chunks start before the paint can differ
 * by a chunk requested at the edge of it; the tables say so instead of hiding it.
 */
function chunkReport(title: string, loads: PageLoad[]) {
  const sets = new Set(
    loads.map((load) =>
      beforePaint(load)
        .map((script) => script.file)
        .sort()
        .join(' '),
    ),
  );
  const fcpMedian = median(loads.map((load) => load.fcpMs));
  const representative = loads.reduce((best, load) =>
    Math.abs(load.fcpMs - fcpMedian) < Math.abs(best.fcpMs - fcpMedian) ? load : best,
  );
  const chunks = beforePaint(representative);
  const sum = totals(chunks);
  const laterScripts = representative.scripts.filter((script) => !chunks.includes(script));
  const later = totals(laterScripts);

  console.log(`\n${title} — JavaScript vor dem ersten Paint (FCP ${ms(representative.fcpMs)} ms)`);
  console.table([
    ...chunks.map((script) => ({
      chunk: script.file,
      'raw KB': kb(script.rawBytes),
      'gzip KB': kb(script.gzipBytes),
      'requested at ms': ms(script.startMs),
    })),
    { chunk: 'Summe', 'raw KB': kb(sum.rawBytes), 'gzip KB': kb(sum.gzipBytes) },
  ]);
  console.log(
    `Danach geladen (bis Netzwerk-Ruhe): ${laterScripts.length} Chunks, ${kb(later.gzipBytes)} KB gzip.`,
  );
  if (sets.size > 1) {
    console.log(`Achtung: die Chunks vor dem Paint unterschieden sich zwischen den Läufen.`);
  }
  return { ...sum, chunks, stableAcrossRuns: sets.size === 1 };
}

function summaryRow(metric: string, values: number[]) {
  return {
    metric,
    'median ms': ms(median(values)),
    'min ms': ms(Math.min(...values)),
    'max ms': ms(Math.max(...values)),
    runs: values.length,
  };
}

let stack: Stack | undefined;
let browser: Browser | undefined;
let shutting: Promise<void> | undefined;
function shutDown() {
  return (shutting ??= (async () => {
    await browser?.close().catch(() => undefined);
    await stack?.stop();
  })());
}
// Ctrl+C reaches only this process group: the stack in its own group is stopped here. `on`, not
// `once`: tsx passes the signal on as well, and a second one must not cut the shutdown short.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shutting) return;
    console.log('\nAbbruch: beende Server und Browser …');
    void shutDown().finally(() => process.exit(130));
  });
}

try {
  console.log('Starte Auth-Emulator und Server mit frischen Demodaten …');
  stack = await spawnStack();
  await stack.ready;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // Playwright's own handlers would exit this process before the stack is stopped.
    handleSIGINT: false,
    handleSIGTERM: false,
    args: CHROMIUM_ARGS,
  });

  // The first visit after the start warms the server (JIT, database pages), not the browser:
  // it is not counted, so that the minimum and maximum describe the browser's work.
  await measureRun(browser, stack.url);
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index++) {
    console.log(`Lauf ${index + 1}/${RUNS} …`);
    runs.push(await measureRun(browser, stack.url));
  }

  console.log(
    `\nWeb-Benchmark — ${RUNS} Läufe, headless Chromium ${browser.version()}, loopback, ${process.version}; KB = 1024 Byte, gzip -9`,
  );
  const login = chunkReport(
    '/login (kalter Cache)',
    runs.map((run) => run.login),
  );
  const dashboard = chunkReport(
    '/app/dashboard (angemeldet, Reload mit warmem Cache)',
    runs.map((run) => run.dashboard),
  );

  const summary = [
    summaryRow(
      'FCP /login (kalt)',
      runs.map((run) => run.login.fcpMs),
    ),
    summaryRow(
      'Anmelden → Dashboard nutzbar',
      runs.map((run) => run.signInToDashboardMs),
    ),
    summaryRow(
      'FCP /app/dashboard (Reload)',
      runs.map((run) => run.dashboard.fcpMs),
    ),
    summaryRow(
      'Dashboard nutzbar (Reload)',
      runs.map((run) => run.dashboardUsableMs),
    ),
  ];
  console.log('\nZeiten');
  console.table(summary);

  const loginKb = kb(login.gzipBytes);
  const withinBudget = loginKb <= LOGIN_BUDGET_KB;
  console.log(
    `\nBudget /login: ${loginKb.toLocaleString('de-DE')} KB gzip von ${LOGIN_BUDGET_KB} KB – ${
      withinBudget ? 'eingehalten' : 'überschritten'
    }`,
  );

  writeResults('web', {
    browser: browser.version(),
    runs: RUNS,
    budget: { loginGzipKb: LOGIN_BUDGET_KB, loginGzipKbMeasured: loginKb, withinBudget },
    beforeFirstPaint: { login, dashboard },
    summary,
    measurements: runs,
  });
  if (STRICT && !withinBudget) process.exitCode = 1;
} finally {
  await shutDown();
}
