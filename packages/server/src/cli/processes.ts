/**
 * Linux process facts for the local start: is a process alive, what is its command line, which
 * process listens on a port, and stopping a whole process group. Elsewhere the answers degrade
 * to "unknown", and callers then refuse rather than guess.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

export const delay = (ms: number) => new Promise<void>((wake) => setTimeout(wake, ms));

/** State and process group from `/proc/<pid>/stat`, if it can be read. */
function procStat(pid: number | string): { state: string; group: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses: state, parent, process group, …
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state && group ? { state, group: Number(group) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An exited process that its parent has not reaped yet (a zombie) still answers kill(pid, 0);
 * a container's init may never reap the orphans it inherits. It holds nothing, so it counts as
 * gone.
 */
const exited = (state: string | undefined) => state === 'Z' || state === 'X';

/** True while the process runs (also when it belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !exited(procStat(pid)?.state);
}

/** Sends a signal to one process; false if it is gone. */
export function signal(pid: number, name: NodeJS.Signals): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/** True while any process of the group led by `pgid` runs. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return true;
  }
  return pids.some((pid) => {
    const stat = procStat(pid);
    return stat?.group === pgid && !exited(stat.state);
  });
}

/** Sends a signal to a process group; false if it is gone. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/** The argv of a process (`/proc/<pid>/cmdline`), or undefined if unknown. */
export function commandLine(pid: number): string[] | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').slice(0, -1);
  } catch {
    return undefined;
  }
}

export function sameCommand(a: readonly string[] | undefined, b: readonly string[] | undefined) {
  return !!a && !!b && a.length === b.length && a.every((part, index) => part === b[index]);
}

/** Resolves true once `alive()` is false, or false after `timeoutMs`. */
export async function waitUntilGone(alive: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (alive()) {
    if (Date.now() > deadline) return false;
    await delay(50);
  }
  return true;
}

/**
 * Ends what is left of a process group: SIGTERM, then SIGKILL. For the members its leader did
 * not stop (or a leader that did not stop in time).
 */
export async function endGroup(pgid: number, graceMs = 3000): Promise<void> {
  if (!groupAlive(pgid)) return;
  signalGroup(pgid, 'SIGTERM');
  if (await waitUntilGone(() => groupAlive(pgid), graceMs)) return;
  signalGroup(pgid, 'SIGKILL');
  await waitUntilGone(() => groupAlive(pgid), 5000);
}

/** Whether nothing listens on 127.0.0.1:port (the address the emulators bind). */
export function portFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once('error', () => resolvePort(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolvePort(true)));
  });
}

/** The process listening on a TCP port (from /proc), if it can be seen. */
export function listenerPid(port: number): number | undefined {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      // State 0A is LISTEN; the port is the hex after the colon.
      if (!local || fields[3] !== '0A') continue;
      if (Number.parseInt(local.split(':')[1] ?? '', 16) === port && fields[9]) {
        inodes.add(`socket:[${fields[9]}]`);
      }
    }
  }
  if (inodes.size === 0) return undefined;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}
