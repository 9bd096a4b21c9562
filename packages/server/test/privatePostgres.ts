import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/cli/authEmulator';

/**
 * A PostgreSQL server of the test's own, from the machine's binaries, that a test may stop and
 * start again (the machine's shared one must keep running for every other test). As root the
 * server runs as the `postgres` user, which PostgreSQL requires.
 */
export type PrivatePostgres = {
  url: string;
  stop: () => void;
  start: () => void;
  destroy: () => void;
};

function binDir(): string {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    const versions = readdirSync('/usr/lib/postgresql').sort().reverse();
    if (!versions[0])
      throw new Error('No PostgreSQL binaries found (pg_config, /usr/lib/postgresql)');
    return join('/usr/lib/postgresql', versions[0], 'bin');
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'sprint-pg-'));
  if (asRoot) {
    const { uid, gid } = userIdOf('postgres');
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    const result = spawnSync(command, commandArgs as string[], { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
    }
  };
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function userIdOf(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}
