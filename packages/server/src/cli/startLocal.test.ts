/**
 * The local start as a process manager, CI or a terminal runs it: `npm run start:server` as a
 * child process on free ports with a fresh data folder, stopped with a signal. Afterwards no
 * process of it may remain (the Auth emulator runs in a process group of its own) and no port
 * may stay taken; a start must not silently reuse what an earlier start left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../platform/config';
import { authEmulatorReady, freePort } from './authEmulator';
import { isAlive, portFree, signal, signalGroup } from './processes';

const AUTH_EMULATOR_MODULE = join(REPO_ROOT, 'packages/server/src/cli/authEmulator.ts');

type Child = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

const started: Child[] = [];
const folders: string[] = [];

afterEach(async () => {
  // Whatever a failed test left running: the children lead their own process groups.
  for (const child of started.splice(0)) {
    if (child.process.pid) signalGroup(child.process.pid, 'SIGKILL');
  }
  for (const folder of folders.splice(0)) {
    for (const { pid } of processesOf(folder)) {
      signalGroup(pid, 'SIGKILL');
      signal(pid, 'SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  }
});

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sprint-start-test-'));
  folders.push(folder);
  return folder;
}

function track(child: ChildProcess): Child {
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) =>
    child.once('exit', (code) => resolveExit(code)),
  );
  const tracked = { process: child, output: () => output.join(''), exited };
  started.push(tracked);
  return tracked;
}

/** This environment without Sprint's own settings: the start picks those itself. */
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

type Stack = Child & {
  dataDir: string;
  ports: { http: number; auth: number; realtime: number; mailSmtp: number; mailWeb: number };
};

/** `npm run start:server` in a group of its own, with the variables e2e/stack.ts sets. */
async function startStack(ports?: Partial<Stack['ports']>): Promise<Stack> {
  const dataDir = freshFolder();
  const all = {
    http: ports?.http ?? (await freePort()),
    auth: ports?.auth ?? (await freePort()),
    realtime: ports?.realtime ?? (await freePort()),
    mailSmtp: ports?.mailSmtp ?? (await freePort()),
    mailWeb: ports?.mailWeb ?? (await freePort()),
  };
  const env: NodeJS.ProcessEnv = {
    ...inherited(),
    PORT: String(all.http),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${all.auth}`,
    REALTIME_EMULATOR_PORT: String(all.realtime),
    MAIL_CATCHER_SMTP_PORT: String(all.mailSmtp),
    MAIL_CATCHER_PORT: String(all.mailWeb),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const child = spawn('npm', ['run', 'start:server'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  return { ...track(child), dataDir, ports: all };
}

/** Processes whose command line or environment names this folder (the data folder is unique). */
function processesOf(folder: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (command.includes(folder) || environment.includes(folder)) found.push({ pid, command });
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

const emulatorsOf = (folder: string) =>
  processesOf(folder).filter(({ command }) => command.includes('emulators:start'));

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Zeitüberschreitung: ${what}`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

async function healthy(stack: Stack) {
  await until(
    '/healthz antwortet',
    async () => {
      if (stack.process.exitCode !== null) {
        throw new Error(`npm run start:server ist beendet:\n${stack.output().slice(-3000)}`);
      }
      try {
        return (await fetch(`http://127.0.0.1:${stack.ports.http}/healthz`)).ok;
      } catch {
        return false;
      }
    },
    90_000,
  );
}

/** Nothing of the stack runs any more and its ports are free again. */
async function expectAllGone(stack: Stack, ports = Object.values(stack.ports)) {
  await until('alle Prozesse beendet', () => processesOf(stack.dataDir).length === 0, 30_000).catch(
    () => undefined,
  );
  expect(processesOf(stack.dataDir)).toEqual([]);
  for (const port of ports) expect(await portFree(port)).toBe(true);
}

/** A process that starts an Auth emulator and then waits; it leads its own process group. */
async function emulatorOwner(port: number, dataDir: string, stopWithParent: boolean) {
  const script = [
    `import { launchAuthEmulator } from ${JSON.stringify(AUTH_EMULATOR_MODULE)};`,
    `const emulator = launchAuthEmulator({ projectId: 'demo-sprint', port: ${port},`,
    `  dataDir: ${JSON.stringify(join(dataDir, 'auth'))}, stopWithParent: ${stopWithParent} });`,
    `await emulator.ready;`,
    `console.log('ready');`,
    `setInterval(() => undefined, 60_000);`,
  ].join('\n');
  const owner = track(
    spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    }),
  );
  await until(
    'Auth-Emulator bereit',
    () => {
      if (owner.process.exitCode !== null) throw new Error(owner.output());
      return owner.output().includes('ready');
    },
    90_000,
  );
  return owner;
}

describe('npm run start:server', { timeout: 180_000 }, () => {
  it('stops the Auth emulator (its whole process group), the server, the realtime emulator and the mail catcher on SIGTERM', async () => {
    const stack = await startStack();
    await healthy(stack);
    expect(emulatorsOf(stack.dataDir)).toHaveLength(1);
    // The mail catcher's inbox is up and printed, so a person can open an invitation link.
    const inbox = `http://127.0.0.1:${stack.ports.mailWeb}`;
    await until(
      'Mail-Catcher im Startbanner',
      () => stack.output().includes(`E-Mails (Mail-Catcher): ${inbox}`),
      10_000,
    );
    expect(await (await fetch(`${inbox}/api/email`)).json()).toEqual([]);

    // As a process manager does: SIGTERM to the process it started, npm.
    stack.process.kill('SIGTERM');
    await stack.exited;

    await expectAllGone(stack);
    // Stopped cleanly, not killed: the emulator exported its accounts.
    expect(existsSync(join(stack.dataDir, 'auth', 'firebase-export-metadata.json'))).toBe(true);
  });

  it('stops everything it has started when SIGTERM arrives during the start', async () => {
    const stack = await startStack();
    await until('Auth-Emulator gestartet', () => emulatorsOf(stack.dataDir).length > 0, 60_000);

    stack.process.kill('SIGTERM');
    await stack.exited;

    await expectAllGone(stack);
  });

  it('stops an Auth emulator that a killed start left behind on its port, and says so', async () => {
    const port = await freePort();
    const leftoverData = freshFolder();
    const owner = await emulatorOwner(port, leftoverData, false);
    const [leftover] = emulatorsOf(leftoverData);
    if (!leftover || !owner.process.pid) throw new Error('kein Auth-Emulator gestartet');
    // The start that launched it dies without stopping it.
    signalGroup(owner.process.pid, 'SIGKILL');
    await owner.exited;
    expect(await authEmulatorReady(`127.0.0.1:${port}`)).toBe(true);

    const stack = await startStack({ auth: port });
    await healthy(stack);

    expect(stack.output()).toContain(
      `Ein übrig gebliebener Auth-Emulator eines beendeten Starts (PID ${leftover.pid})`,
    );
    expect(isAlive(leftover.pid)).toBe(false);
    // Replaced, not reused: the emulator on the port is the new start's.
    expect(emulatorsOf(stack.dataDir)).toHaveLength(1);
    // The leftover exported its accounts as it stopped.
    expect(existsSync(join(leftoverData, 'auth', 'firebase-export-metadata.json'))).toBe(true);

    stack.process.kill('SIGTERM');
    await stack.exited;
    await expectAllGone(stack);
  });

  it('refuses a port that another program holds, names it and leaves it running', async () => {
    // Answers like an Auth emulator, but no Sprint start recorded it: not ours to stop.
    const foreign: Server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ authEmulator: { ready: true } }));
    });
    const port = await freePort();
    await new Promise<void>((listening) => foreign.listen(port, '127.0.0.1', listening));
    try {
      const stack = await startStack({ auth: port });

      expect(await stack.exited).toBe(78);
      expect(stack.output()).toContain(`Port ${port} für den Auth-Emulator ist belegt`);
      expect(stack.output()).toContain(`Prozess ${process.pid}`);
      expect(foreign.listening).toBe(true);
      await expectAllGone(stack, [
        stack.ports.http,
        stack.ports.realtime,
        stack.ports.mailSmtp,
        stack.ports.mailWeb,
      ]);
    } finally {
      await new Promise((closed) => foreign.close(closed));
    }
  });

  it('refuses a taken mail catcher port, naming its variable, and stops the rest', async () => {
    const foreign: Server = createServer();
    const port = await freePort();
    await new Promise<void>((listening) => foreign.listen(port, '127.0.0.1', listening));
    try {
      const stack = await startStack({ mailWeb: port });

      expect(await stack.exited).toBe(78);
      expect(stack.output()).toContain(
        `Port ${port} für den Mail-Catcher ist belegt (MAIL_CATCHER_PORT)`,
      );
      expect(foreign.listening).toBe(true);
      await expectAllGone(stack, [
        stack.ports.http,
        stack.ports.auth,
        stack.ports.realtime,
        stack.ports.mailSmtp,
      ]);
    } finally {
      await new Promise((closed) => foreign.close(closed));
    }
  });
});

describe('the Auth emulator', { timeout: 120_000 }, () => {
  it('stops by itself, exporting its accounts, when the process that started it is killed', async () => {
    const port = await freePort();
    const dataDir = freshFolder();
    const owner = await emulatorOwner(port, dataDir, true);
    const [emulator] = emulatorsOf(dataDir);
    if (!emulator || !owner.process.pid) throw new Error('kein Auth-Emulator gestartet');

    signalGroup(owner.process.pid, 'SIGKILL');
    await owner.exited;

    await until('Auth-Emulator beendet', () => !isAlive(emulator.pid), 30_000);
    expect(await portFree(port)).toBe(true);
    expect(existsSync(join(dataDir, 'auth', 'firebase-export-metadata.json'))).toBe(true);
  });
});
