/**
 * `npm run dev`: the local API (Auth emulator, server, demo data) and the Vite dev server with
 * hot reload, which proxies /api and /files to the API. Ctrl+C, SIGTERM or SIGHUP stop both, and
 * the API stops its Auth emulator; if one of them ends, the other is stopped too.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** How long the children get to stop cleanly (the emulator exports its accounts) before SIGKILL. */
const STOP_TIMEOUT_MS = 30_000;
/** The same signal from the terminal and from npm arrives twice within milliseconds. */
const REPEAT_AFTER_MS = 1000;

function run(name: string, args: string[]): ChildProcess {
  // Each child leads its own process group: a signal to the group reaches npm and what it
  // started, and Ctrl+C in the terminal reaches only this process, which stops them in order.
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

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // the group is gone
  }
}

// Should this process end without `stop` (an error), its children must not outlive it.
process.once('exit', () => {
  for (const child of children) if (running(child)) signalGroup(child, 'SIGKILL');
});

let stoppingSince = 0;
function stop(code: number) {
  if (stoppingSince) return;
  stoppingSince = Date.now();
  for (const child of children) if (running(child)) signalGroup(child, 'SIGINT');
  const timer = setTimeout(() => {
    console.error('Nicht rechtzeitig beendet: erzwinge das Ende.');
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(1);
  }, STOP_TIMEOUT_MS);
  void Promise.all(
    children.map((child) =>
      running(child) ? new Promise((resolveExit) => child.once('exit', resolveExit)) : null,
    ),
  ).then(() => {
    clearTimeout(timer);
    process.exit(code);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!stoppingSince) return stop(0);
    if (Date.now() - stoppingSince < REPEAT_AFTER_MS) return;
    // A deliberate second Ctrl+C: the children get it once more (the API then exits at once;
    // its Auth emulator is stopped by the API's exit hook or notices that the API is gone).
    for (const child of children) if (running(child)) signalGroup(child, 'SIGINT');
  });
}
for (const child of children) child.once('exit', (exitCode) => stop(exitCode ?? 1));

console.log(
  'Sprint (Entwicklung): App mit Hot Reload auf http://localhost:5173, API auf http://127.0.0.1:3000',
);
