import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../platform/config';
import {
  commandLine,
  delay,
  endGroup,
  isAlive,
  listenerPid,
  portFree,
  sameCommand,
  signal,
  waitUntilGone,
} from './processes';
import { freePort } from '../platform/http/ports';

export { freePort };

export type AuthEmulator = {
  /** `host:port`, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** Stops the emulator's whole process group, exporting its accounts when it keeps data. */
  stop: () => Promise<void>;
};

export type AuthEmulatorProcess = AuthEmulator & {
  /** Resolves once the emulator answers; rejects (having stopped it) if it does not. */
  ready: Promise<void>;
  /** What the start had to do about the port first (a stale emulator it stopped), if anything. */
  notice: Promise<string | undefined>;
};

/** The port is taken by something we must not stop; the message says what to do (German). */
export class AuthEmulatorPortBusy extends Error {
  override name = 'AuthEmulatorPortBusy';
}

/** True when an Auth emulator answers at this address. */
export async function authEmulatorReady(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

const firebaseToolsPackage = () =>
  createRequire(import.meta.url).resolve('firebase-tools/package.json');

const PRELOAD = join(dirname(fileURLToPath(import.meta.url)), 'authEmulatorPreload.ts');

/** Node's compile cache for firebase-tools' thousand modules: about a second less per start. */
const COMPILE_CACHE = join(REPO_ROOT, 'node_modules/.cache/sprint/compile-cache');

/**
 * Who started the emulator on a port, so that a later start can tell a leftover of ours (its
 * starter is gone) from an emulator in use or someone else's process. One file per port.
 */
type EmulatorRecord = {
  pid: number;
  /** The emulator's argv; unique through its temporary config path. */
  command: string[];
  owner: number;
  ownerCommand: string[] | undefined;
  workDir: string;
};

const RECORD_DIR = join(REPO_ROOT, 'node_modules/.cache/sprint');
const recordFile = (port: number) => join(RECORD_DIR, `auth-emulator-${port}.json`);

function readRecord(port: number): EmulatorRecord | undefined {
  try {
    return JSON.parse(readFileSync(recordFile(port), 'utf8')) as EmulatorRecord;
  } catch {
    return undefined;
  }
}

function removeRecord(port: number, pid: number) {
  if (readRecord(port)?.pid === pid) rmSync(recordFile(port), { force: true });
}

/** The recorded emulator, if it still runs as recorded (pid reuse would change the argv). */
const recordedEmulatorRuns = (record: EmulatorRecord) =>
  isAlive(record.pid) && sameCommand(commandLine(record.pid), record.command);

/** The recorded starter still runs (the same program under that pid), so the emulator is used. */
const ownerRuns = (record: EmulatorRecord) =>
  isAlive(record.owner) &&
  (!record.ownerCommand || sameCommand(commandLine(record.owner), record.ownerCommand));

/**
 * Before a start: a leftover emulator of an earlier start whose process is gone is stopped (it
 * exports its accounts first); anything else on the port is left alone and reported.
 */
async function clearPort(port: number): Promise<string | undefined> {
  const record = readRecord(port);
  let notice: string | undefined;
  if (record && recordedEmulatorRuns(record)) {
    if (ownerRuns(record)) {
      throw new AuthEmulatorPortBusy(
        `Port ${port} gehört dem Auth-Emulator eines anderen, laufenden Sprint-Starts ` +
          `(Emulator-PID ${record.pid}, gestartet von PID ${record.owner}). Beende diesen Start ` +
          `(Strg+C in seinem Terminal oder \`kill ${record.owner}\`) oder wähle einen anderen ` +
          `Port, z. B. FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${port + 100}.`,
      );
    }
    // SIGINT to the leader: it stops its emulators and exports the accounts it holds.
    signal(record.pid, 'SIGINT');
    if (!(await waitUntilGone(() => isAlive(record.pid), 20_000))) signal(record.pid, 'SIGKILL');
    await endGroup(record.pid);
    rmSync(record.workDir, { recursive: true, force: true });
    notice = `Ein übrig gebliebener Auth-Emulator eines beendeten Starts (PID ${record.pid}) lief noch auf Port ${port}; er ist jetzt beendet.`;
  }
  if (record) removeRecord(port, record.pid);

  if (await portFree(port)) return notice;
  const pid = listenerPid(port);
  const what = (await authEmulatorReady(`127.0.0.1:${port}`))
    ? 'ein Firebase-Auth-Emulator, den nicht dieser Sprint-Start gestartet hat'
    : 'ein anderes Programm';
  const command = pid ? commandLine(pid)?.join(' ') : undefined;
  throw new AuthEmulatorPortBusy(
    [
      `Port ${port} für den Auth-Emulator ist belegt: dort läuft ${what}.`,
      pid
        ? `Prozess ${pid}${command ? `: ${command.slice(0, 300)}` : ''}`
        : `Welcher Prozess: \`ss -ltnp 'sport = :${port}'\`.`,
      `Beende ihn${pid ? ` (\`kill ${pid}\`)` : ''}, falls er nicht mehr gebraucht wird, oder wähle ` +
        `einen anderen Port, z. B. FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:${port + 100}.`,
    ].join('\n'),
  );
}

export type StartAuthEmulatorOptions = {
  projectId: string;
  port: number;
  /** Keeps accounts across restarts (`--import` / `--export-on-exit`); omit for a blank one. */
  dataDir?: string;
  /** Print the emulator's own output (otherwise shown only if it fails to start). */
  verbose?: boolean;
  timeoutMs?: number;
  /**
   * The emulator stops itself when the process that started it dies, even by SIGKILL (default).
   * Off only to leave one behind on purpose (the tests of a leftover emulator).
   */
  stopWithParent?: boolean;
};

/**
 * The Firebase Auth emulator from firebase-tools (`--only auth`, a `demo-` project: no login, no
 * download, no Java) in its own process group: Ctrl+C in the terminal reaches only us, and we
 * stop it once, cleanly (a second SIGINT would make it quit without exporting its accounts).
 *
 * Returns at once: `ready` says when it answers. `stop` may be called at any time, also while it
 * is starting, and ends the whole group.
 */
export function launchAuthEmulator(options: StartAuthEmulatorOptions): AuthEmulatorProcess {
  const host = `127.0.0.1:${options.port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let workDir: string | undefined;
  let stopRequested = false;
  let stopping: Promise<void> | undefined;
  const output: string[] = [];
  // A last resort if this process exits without `stop` (an uncaught error): no export, but
  // nothing left running.
  const killOnExit = () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  };

  const notice = clearPort(options.port);

  const stop = () =>
    (stopping ??= (async () => {
      stopRequested = true;
      await notice.catch(() => undefined);
      const running = child;
      if (running?.pid) {
        if (running.exitCode === null && running.signalCode === null) {
          // SIGINT lets it export its accounts; give it time, then insist.
          running.kill('SIGINT');
          const timer = setTimeout(() => running.kill('SIGKILL'), 20_000);
          await exited;
          clearTimeout(timer);
        }
        // Whatever its leader did not stop (a Java emulator of another product) ends too.
        await endGroup(running.pid);
        removeRecord(options.port, running.pid);
      }
      process.off('exit', killOnExit);
      if (workDir) rmSync(workDir, { recursive: true, force: true });
    })());

  const ready = (async () => {
    await notice;
    if (stopRequested) throw new Error('Der Auth-Emulator wurde vor dem Start beendet.');

    // Its own config with free hub and logging ports, so it never collides with another emulator.
    workDir = mkdtempSync(join(tmpdir(), 'sprint-auth-emulator-'));
    const configFile = join(workDir, 'firebase.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        emulators: {
          auth: { host: '127.0.0.1', port: options.port },
          hub: { host: '127.0.0.1', port: await freePort() },
          logging: { host: '127.0.0.1', port: await freePort() },
          ui: { enabled: false },
          singleProjectMode: true,
        },
      }),
    );

    const firebaseTools = firebaseToolsPackage();
    const args = [
      '--import',
      PRELOAD,
      join(dirname(firebaseTools), 'lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      options.projectId,
      '--config',
      configFile,
    ];
    if (options.dataDir) {
      if (existsSync(join(options.dataDir, 'firebase-export-metadata.json'))) {
        args.push('--import', options.dataDir);
      }
      args.push('--export-on-exit', options.dataDir);
    }

    if (stopRequested) throw new Error('Der Auth-Emulator wurde vor dem Start beendet.');
    const started = spawn(process.execPath, args, {
      cwd: workDir,
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_TELEMETRY: '1',
        NODE_COMPILE_CACHE: COMPILE_CACHE,
        // The CLI finds its own hub (to export the accounts at the end) through a file named
        // after the project in the temporary folder; with the machine's, several emulators for
        // demo-sprint (a start, the tests, e2e) overwrite each other's and exports fail.
        TMPDIR: workDir,
        SPRINT_FIREBASE_TOOLS: firebaseTools,
        SPRINT_AUTH_EMULATOR_PARENT:
          options.stopWithParent === false ? undefined : String(process.pid),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = started;
    exited = new Promise((resolveExit) => started.once('exit', () => resolveExit()));
    process.once('exit', killOnExit);
    if (started.pid) {
      mkdirSync(RECORD_DIR, { recursive: true });
      const record: EmulatorRecord = {
        pid: started.pid,
        command: [process.execPath, ...args],
        owner: process.pid,
        ownerCommand: commandLine(process.pid),
        workDir,
      };
      writeFileSync(recordFile(options.port), JSON.stringify(record));
    }
    const collect = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (options.verbose) process.stdout.write(chunk);
    };
    started.stdout?.on('data', collect);
    started.stderr?.on('data', collect);

    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    while (!(await authEmulatorReady(host))) {
      if (stopRequested) throw new Error('Der Auth-Emulator wurde beim Start beendet.');
      if (started.exitCode !== null || started.signalCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`The Auth emulator did not start:\n${output.join('').slice(-4000)}`);
      }
      await delay(100);
    }
  })();
  // Callers await `ready` when they need it; an early failure must not count as unhandled.
  ready.catch(() => undefined);
  notice.catch(() => undefined);

  return { host, ready, notice, stop };
}

/** `launchAuthEmulator`, resolved once it answers (tests and benchmarks). */
export async function startAuthEmulator(options: StartAuthEmulatorOptions): Promise<AuthEmulator> {
  const emulator = launchAuthEmulator(options);
  try {
    await emulator.ready;
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return { host: emulator.host, stop: emulator.stop };
}
