/**
 * `npm run bench:start`: how long `npm start` takes until the sign-in page answers. Runs the real
 * `npm start` (npm, the app build, the Auth and realtime emulators, the mail catcher, the server on
 * PGlite, the demo seed) as a fresh clone would, on free ports, and measures from the spawn until
 * `GET /login` answers 200 with the built app's HTML.
 *
 * Cold: an empty data folder, no built app, empty caches (a temporary folder of its own as TMPDIR
 * for tsx's cache and the emulator's files; Node's compile cache removed). Warm: the second start
 * of the same setup, data and built app present. `BENCH_RUNS` (default 5) of each; each start is
 * stopped with SIGTERM to npm, as a process manager does, and must leave no process and no open
 * port behind. Phases come from the start's own log line (`local start ready`). Goals: 15 s cold,
 * 8 s warm (issue "Hardening" §4). A benchmark, not a test: it prints tables and writes JSON to
 * bench/results/; with `BENCH_STRICT=1` a missed goal or an unclean stop fails the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../packages/server/src/cli/authEmulator';
import { groupAlive, portFree, signal, signalGroup } from '../packages/server/src/cli/processes';
import type { StartPhases } from '../packages/server/src/cli/startLocal';
import { writeResults } from './shared';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error('BENCH_RUNS muss eine ganze Zahl ≥ 1 sein.');
}
const STRICT = process.env.BENCH_STRICT === '1';
const GOAL_MS = { cold: 15_000, warm: 8_000 } as const;
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;
const COMPILE_CACHE = join(ROOT, 'node_modules/.cache/sprint/compile-cache');

type Kind = keyof typeof GOAL_MS;

/** One clone-like setup: its own temporary, data and build folders. */
type Setup = { root: string; tmp: string; dataDir: string; distDir: string };

function createSetup(): Setup {
  const root = mkdtempSync(join(tmpdir(), 'sprint-bench-start-'));
  return {
    root,
    tmp: mkdtempSync(join(root, 'tmp-')),
    dataDir: join(root, 'data'),
    distDir: join(root, 'dist'),
  };
}

type Run = {
  kind: Kind;
  /** Spawn until `GET /login` answered 200 with the app's HTML. */
  totalMs: number;
  /** Spawn until the start's own process ran (npm and Node starting). */
  bootMs: number | null;
  /** Spawn until each part was ready; null when the part was not needed (no seed when warm). */
  phases: Record<keyof StartPhases, number | null> | null;
  /** SIGTERM to npm until npm exited. */
  stopMs: number;
  /** Nothing of the start still ran and its ports were free after the stop. */
  cleanStop: boolean;
};

/** As on a developer's machine: Sprint's own settings come from the start, not from here. */
const inherited = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        ![
          'ABLY_API_KEY',
          'DATABASE_URL',
          'SPRINT_AUTH_EMULATOR',
          'NODE_ENV',
          'SMTP_URL',
          'APP_URL',
        ].includes(name),
    ),
  );

type Started = { child: ChildProcess; output: string[]; exited: Promise<void> };

type Ports = { http: number; auth: number; realtime: number; mailSmtp: number; mailWeb: number };

function spawnStart(setup: Setup, ports: Ports) {
  const env: NodeJS.ProcessEnv = {
    ...inherited(),
    TMPDIR: setup.tmp,
    DATA_DIR: setup.dataDir,
    APP_DIST_DIR: setup.distDir,
    PORT: String(ports.http),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    REALTIME_EMULATOR_PORT: String(ports.realtime),
    MAIL_CATCHER_SMTP_PORT: String(ports.mailSmtp),
    MAIL_CATCHER_PORT: String(ports.mailWeb),
    LOG_LEVEL: 'info',
  };
  // Its own process group, so that whatever it leaves behind can be found and ended.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  return { child, output, exited } satisfies Started;
}

/** Processes that name this setup's folder in their command line or environment. */
function processesOf(folder: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (command.includes(folder) || environment.includes(folder)) found.push(pid);
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

const delay = (ms: number) => new Promise<void>((wake) => setTimeout(wake, ms));

/** The sign-in page as the built app serves it (not the API's bare answer without a build). */
async function loginAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/login`, { signal: AbortSignal.timeout(2000) });
    if (response.status !== 200) return false;
    const html = await response.text();
    return html.includes('<div id="root">') && html.includes('/assets/');
  } catch {
    return false;
  }
}

function readyLine(output: string[]) {
  for (const line of output.join('').split('\n')) {
    if (!line.includes('"local start ready"')) continue;
    try {
      return JSON.parse(line) as { phases: StartPhases; processStart: number };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

let current: Started | undefined;

async function measure(kind: Kind, setup: Setup): Promise<Run> {
  const ports: Ports = {
    http: await freePort(),
    auth: await freePort(),
    realtime: await freePort(),
    mailSmtp: await freePort(),
    mailWeb: await freePort(),
  };
  const url = `http://127.0.0.1:${ports.http}`;
  const spawnedAt = Date.now();
  const started = performance.now();
  current = spawnStart(setup, ports);
  const { child, output, exited } = current;

  const deadline = started + START_TIMEOUT_MS;
  while (!(await loginAnswers(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm start ist beendet:\n${output.join('').slice(-4000)}`);
    }
    if (performance.now() > deadline) {
      throw new Error(`npm start antwortet nicht:\n${output.join('').slice(-4000)}`);
    }
    await delay(25);
  }
  const totalMs = performance.now() - started;
  // The log line is written just before the port opens; give the pipe a moment.
  let ready = readyLine(output);
  for (let tries = 0; !ready && tries < 20; tries++) {
    await delay(50);
    ready = readyLine(output);
  }

  const stopping = performance.now();
  child.kill('SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    delay(STOP_TIMEOUT_MS).then(() => false),
  ]);
  const stopMs = performance.now() - stopping;
  // npm has exited; what it started gets a moment to finish. Anything of this setup still
  // running after that (the Auth emulator has a process group of its own) counts against the
  // stop and is ended here, so that the next run starts clean.
  let cleanStop = stopped;
  for (let tries = 0; processesOf(setup.root).length > 0 && tries < 40; tries++) await delay(50);
  const leftovers = processesOf(setup.root);
  if (leftovers.length > 0 || (child.pid && groupAlive(child.pid))) {
    cleanStop = false;
    for (const pid of leftovers) {
      console.log(`  Nach dem Stopp lief noch: ${pid} ${commandOf(pid).slice(0, 200)}`);
    }
    if (leftovers.length === 0)
      console.log('  Nach dem Stopp lief noch ein Prozess der npm-Gruppe.');
    if (child.pid) signalGroup(child.pid, 'SIGKILL');
    for (const pid of leftovers) {
      signalGroup(pid, 'SIGKILL');
      signal(pid, 'SIGKILL');
    }
    await delay(500);
  }
  for (const [name, port] of Object.entries(ports)) {
    if (await portFree(port)) continue;
    cleanStop = false;
    console.log(`  Nach dem Stopp war der Port ${port} (${name}) noch belegt.`);
  }
  if (!cleanStop)
    console.log(`  Achtung: nach dem Stopp lief noch etwas oder ein Port war belegt.`);
  current = undefined;

  const bootMs = ready ? ready.processStart - spawnedAt : null;
  const phases = ready
    ? (Object.fromEntries(
        Object.entries(ready.phases).map(([name, at]) => [
          name,
          at === null ? null : Math.round(at + (bootMs ?? 0)),
        ]),
      ) as Run['phases'])
    : null;
  return {
    kind,
    totalMs: Math.round(totalMs),
    bootMs,
    phases,
    stopMs: Math.round(stopMs),
    cleanStop,
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const pair = sorted.slice(Math.ceil(middle) - 1, Math.floor(middle) + 1);
  return pair.reduce((sum, value) => sum + value, 0) / pair.length;
}

const s = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '–' : (ms / 1000).toFixed(1);

function table(runs: Run[]) {
  console.table(
    runs.map((run, index) => ({
      Lauf: index + 1,
      'gesamt s': s(run.totalMs),
      'npm+Node s': s(run.bootMs),
      'Auth-Emulator s': s(run.phases?.emulatorReady),
      'Mail-Catcher s': s(run.phases?.mailCatcherReady),
      'Datenbank (Migrationen) s': s(run.phases?.databaseReady),
      'Demodaten s': s(run.phases?.demoDataSeeded),
      'App (Build) s': s(run.phases?.appReady),
      'lauscht s': s(run.phases?.listening),
      'Stopp s': s(run.stopMs),
      sauber: run.cleanStop ? 'ja' : 'NEIN',
    })),
  );
}

function medianOf(runs: Run[], pick: (run: Run) => number | null | undefined) {
  const values = runs.map(pick).filter((value): value is number => typeof value === 'number');
  return values.length ? Math.round(median(values)) : null;
}

function summarize(kind: Kind, runs: Run[]) {
  const totalMedianMs = medianOf(runs, (run) => run.totalMs) ?? 0;
  return {
    kind,
    runs: runs.length,
    goalMs: GOAL_MS[kind],
    totalMedianMs,
    ratioToGoal: Number((totalMedianMs / GOAL_MS[kind]).toFixed(2)),
    withinGoal: totalMedianMs <= GOAL_MS[kind],
    medianPhasesMs: {
      boot: medianOf(runs, (run) => run.bootMs),
      emulatorReady: medianOf(runs, (run) => run.phases?.emulatorReady),
      databaseReady: medianOf(runs, (run) => run.phases?.databaseReady),
      demoDataSeeded: medianOf(runs, (run) => run.phases?.demoDataSeeded),
      appReady: medianOf(runs, (run) => run.phases?.appReady),
      listening: medianOf(runs, (run) => run.phases?.listening),
      stop: medianOf(runs, (run) => run.stopMs),
    },
    allStopsClean: runs.every((run) => run.cleanStop),
  };
}

// Ctrl+C reaches this process group only; the start under way is in its own.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (current?.child.pid) signalGroup(current.child.pid, 'SIGTERM');
    process.exit(130);
  });
}

const [load] = loadavg();
if (load !== undefined && load > 1.5) {
  console.log(`Achtung: Systemlast ${load.toFixed(1)} – die Zeiten sind so kaum vergleichbar.`);
}

const cold: Run[] = [];
const warm: Run[] = [];
const setups: Setup[] = [];
try {
  for (let index = 0; index < RUNS; index++) {
    const setup = createSetup();
    setups.push(setup);
    // A fresh clone has no compile cache; the next starts of the same clone have one.
    rmSync(COMPILE_CACHE, { recursive: true, force: true });
    console.log(`Kalt ${index + 1}/${RUNS} …`);
    cold.push(await measure('cold', setup));
    console.log(`Warm ${index + 1}/${RUNS} …`);
    warm.push(await measure('warm', setup));
  }
} finally {
  for (const setup of setups) rmSync(setup.root, { recursive: true, force: true });
}

console.log(
  `\nStart-Benchmark — npm start bis GET /login 200 (App-HTML), ${RUNS} Läufe je Art, ${process.version}; Zeiten in s ab dem Spawn`,
);
console.log('\nKalt (frischer Klon: kein Build, keine Daten, leere Caches)');
table(cold);
console.log('\nWarm (zweiter Start: App gebaut, Daten vorhanden)');
table(warm);

const summary = [summarize('cold', cold), summarize('warm', warm)];
console.log('\nMedian und Ziel');
console.table(
  summary.map((entry) => ({
    Art: entry.kind === 'cold' ? 'kalt' : 'warm',
    'Median s': s(entry.totalMedianMs),
    'Ziel s': s(entry.goalMs),
    'Verhältnis zum Ziel': entry.ratioToGoal,
    eingehalten: entry.withinGoal ? 'ja' : 'nein',
    'alle Stopps sauber': entry.allStopsClean ? 'ja' : 'NEIN',
  })),
);

writeResults('start', {
  runs: RUNS,
  loadAverageAtStart: load,
  summary,
  measurements: { cold, warm },
});
if (STRICT && summary.some((entry) => !entry.withinGoal || !entry.allStopsClean)) {
  process.exitCode = 1;
}
