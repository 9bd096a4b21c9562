/**
 * The web app's build for `npm start`: skipped when the built app is newer than everything it is
 * built from, otherwise Vite in a child process (its own process group, stopped with us).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { REPO_ROOT } from '../platform/config';
import { endGroup, signal } from './processes';

const APP_DIR = join(REPO_ROOT, 'packages/app');

/**
 * What the bundle is made of, generously: the app, the library it compiles from source, the
 * server and realtime modules it imports, the lockfiles (a dependency changed) and the configs.
 * A change to a test or story rebuilds nothing; any other change rebuilds.
 */
const SOURCES = [
  'packages/app',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/server/src',
  'packages/server/package.json',
  'packages/realtime-emulator/src',
  'packages/realtime-emulator/package.json',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  // Rewritten by every `npm install`/`npm ci`, also when package-lock.json stays the same.
  'node_modules/.package-lock.json',
];
const SKIPPED_NAMES = new Set(['node_modules', 'dist', '__screenshots__', '.DS_Store']);
const NOT_IN_BUNDLE = /\.(test|stories)\.tsx?$/;

/**
 * The newest modification time under the sources (files and folders, so that a deleted or
 * renamed file counts too), skipping `skip` (the build output, wherever it is).
 */
export function newestSourceChange(skip: string): number {
  let newest = 0;
  const visit = (path: string) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    newest = Math.max(newest, stats.mtimeMs);
    if (!stats.isDirectory()) return;
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (SKIPPED_NAMES.has(entry.name) || NOT_IN_BUNDLE.test(entry.name)) continue;
      const child = join(path, entry.name);
      if (child !== skip) visit(child);
    }
  };
  for (const source of SOURCES) visit(join(REPO_ROOT, source));
  return newest;
}

/** Build settings from the environment that Vite bakes into the bundle. */
function buildEnvironment(): string {
  return Object.entries(process.env)
    .filter(([key]) => key.startsWith('VITE_') || key === 'NODE_ENV')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/**
 * Outside the build output (which the server serves as it is), one per output folder: when
 * the build started, and the index.html it wrote. Another build into the folder (a plain
 * `npm run build:app`) changes that file, and the next start builds again rather than trust it.
 */
type Stamp = { sourcesBefore: number; indexMtimeMs: number; environment: string };

function stampFile(distDir: string) {
  const key = createHash('sha256').update(resolve(distDir)).digest('hex').slice(0, 16);
  return join(REPO_ROOT, 'node_modules/.cache/sprint', `app-build-${key}.json`);
}

function indexMtime(distDir: string): number | undefined {
  try {
    return statSync(join(distDir, 'index.html')).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Why the app must be built, or undefined when the built one is current. */
export function buildReason(distDir: string): string | undefined {
  const index = indexMtime(distDir);
  if (index === undefined) return 'noch nicht gebaut';
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile(distDir), 'utf8')) as Stamp;
  } catch {
    return 'von einem anderen Build';
  }
  if (stamp.indexMtimeMs !== index) return 'von einem anderen Build';
  if (stamp.environment !== buildEnvironment()) return 'andere VITE_-Variablen';
  if (newestSourceChange(resolve(distDir)) > stamp.sourcesBefore) return 'Quellen geändert';
  return undefined;
}

export type AppBuild = {
  /** Resolves when the app is current: built, or found current (then `built` is false). */
  done: Promise<{ built: boolean; reason?: string }>;
  /** Stops a build in progress. */
  stop: () => Promise<void>;
};

function viteBin(): string {
  const require = createRequire(join(APP_DIR, 'package.json'));
  return join(dirname(require.resolve('vite/package.json')), 'bin/vite.js');
}

/** Builds the app into `distDir` unless it is current. */
export function buildAppIfStale(distDir: string): AppBuild {
  const reason = buildReason(distDir);
  if (!reason) return { done: Promise.resolve({ built: false }), stop: async () => undefined };

  rmSync(stampFile(distDir), { force: true });
  // Taken before the build reads anything: a file saved during the build rebuilds next time.
  const sourcesBefore = Date.now();
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    [viteBin(), 'build', '--outDir', resolve(distDir), '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: APP_DIR, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const collect = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const killOnExit = () => {
    if (child.pid) signal(-child.pid, 'SIGKILL');
  };
  process.once('exit', killOnExit);
  const exited = new Promise<number | null>((resolveExit) =>
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      resolveExit(code);
    }),
  );
  let stopped = false;

  const done = exited.then((code) => {
    if (stopped) throw new Error('Der App-Build wurde abgebrochen.');
    if (code !== 0) {
      throw new Error(`Der App-Build ist fehlgeschlagen:\n${output.join('').slice(-4000)}`);
    }
    const indexMtimeMs = indexMtime(distDir);
    if (indexMtimeMs === undefined) throw new Error('Der App-Build hat keine index.html erzeugt.');
    const stamp: Stamp = { sourcesBefore, indexMtimeMs, environment: buildEnvironment() };
    mkdirSync(dirname(stampFile(distDir)), { recursive: true });
    writeFileSync(stampFile(distDir), JSON.stringify(stamp));
    return { built: true, reason };
  });
  done.catch(() => undefined);

  return {
    done,
    stop: async () => {
      stopped = true;
      if (child.pid && child.exitCode === null && child.signalCode === null) {
        signal(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((wake) => setTimeout(wake, 3000))]);
        await endGroup(child.pid);
      }
    },
  };
}
