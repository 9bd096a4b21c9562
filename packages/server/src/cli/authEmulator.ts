import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export type AuthEmulator = {
  /** `host:port`, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** Stops the emulator (exporting its accounts when it keeps data); no-op if we did not start it. */
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
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

function firebaseBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
}

export type StartAuthEmulatorOptions = {
  projectId: string;
  port: number;
  /** Keeps accounts across restarts (`--import` / `--export-on-exit`); omit for a blank one. */
  dataDir?: string;
  /** Print the emulator's own output (otherwise shown only if it fails to start). */
  verbose?: boolean;
  timeoutMs?: number;
};

/**
 * The Firebase Auth emulator from firebase-tools (`--only auth`, a `demo-` project: no login, no
 * download, no Java). Reuses one that already answers on the port.
 */
export async function startAuthEmulator(options: StartAuthEmulatorOptions): Promise<AuthEmulator> {
  const host = `127.0.0.1:${options.port}`;
  if (await authEmulatorReady(host)) return { host, stop: async () => undefined };

  // Its own config with free hub and logging ports, so it never collides with another emulator.
  const workDir = mkdtempSync(join(tmpdir(), 'sprint-auth-emulator-'));
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

  const args = [
    firebaseBin(),
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

  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: workDir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_TELEMETRY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl+C in the terminal reaches only us, and we stop it once, cleanly
    // (a second SIGINT would make it quit without exporting its accounts).
    detached: true,
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (options.verbose) process.stdout.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', resolveExit));

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (!(await authEmulatorReady(host))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(workDir, { recursive: true, force: true });
      throw new Error(`The Auth emulator did not start:\n${output.join('').slice(-4000)}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }

  return {
    host,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGINT lets it export its accounts; give it time, then insist.
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', killOnExit);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
