/**
 * `npm run dev`: the local API (Auth emulator, server, demo data) and the Vite dev server with
 * hot reload, which proxies /api and /files to the API. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

function run(name: string, args: string[]): ChildProcess {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
}

const children = [
  run('api', ['run', 'start:server']),
  run('app', ['run', 'dev', '-w', '@sprint/app']),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Each child leads its own process group: SIGINT reaches npm and what it started.
  for (const child of children) {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
  }
  let remaining = children.filter((child) => child.exitCode === null).length;
  if (remaining === 0) process.exit(code);
  for (const child of children) {
    child.once('exit', () => {
      remaining -= 1;
      if (remaining === 0) process.exit(code);
    });
  }
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
for (const child of children) child.once('exit', (exitCode) => stop(exitCode ?? 1));

console.log(
  'Sprint (Entwicklung): App mit Hot Reload auf http://localhost:5173, API auf http://127.0.0.1:3000',
);
