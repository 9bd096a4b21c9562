/**
 * `npm test`: every check of the project, independent ones side by side, and at the end the time
 * each step took — so the loop's cost is seen on every run, not guessed.
 *
 * Steps in one stage run side by side; a stage starts when the one before has passed. The output
 * of a step that runs beside another is held and printed whole when it ends, so two logs never
 * interleave. The first failing step stops the run (its side-by-side partner is finished first).
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

export type Step = { name: string; command: string; env?: Record<string, string> };
export type Stage = Step[];

/**
 * Two cores: tsc and ESLint are single-threaded, so they share a stage; the app's build uses
 * both cores and runs alone. Vitest and Playwright run side by side: both spend much of their
 * time waiting (for a page, a timer, a server), and together they keep both cores busy
 * (measured: one after the other 6:18 + 6:55, side by side 9:19). Playwright runs one stack
 * there; a second (its default alone, e2e/stack.ts) would only take cores from Vitest.
 */
export const STAGES: Stage[] = [
  [{ name: 'build:ui', command: 'npm run build:ui' }],
  [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
  ],
  [{ name: 'build:app', command: 'npm run build:app' }],
  [
    { name: 'budget /login', command: 'node --import tsx scripts/loginBudget.ts' },
    { name: 'vitest', command: 'npm run test:vitest' },
    { name: 'e2e', command: 'npm run test:e2e', env: { E2E_LANES: '1' } },
  ],
];

type Result = { name: string; ms: number; code: number };

/**
 * Lines that fail the step that printed them, whatever its exit code: a file handle left to the
 * garbage collector is a descriptor leak (a server under many players runs out of them), and
 * Node only says so in a warning that a green run would otherwise hide.
 */
const FORBIDDEN_OUTPUT = [
  /Closing file descriptor \d+ on garbage collection/,
  /Closing a FileHandle object on garbage collection is deprecated/,
];

export function forbiddenLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => FORBIDDEN_OUTPUT.some((pattern) => pattern.test(line)));
}

export function run(step: Step, stream: boolean): Promise<Result & { output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    let output = '';
    // Kept even when streamed: the forbidden lines are looked for in all of it.
    const take = (chunk: Buffer, to: NodeJS.WriteStream) => {
      if (stream) to.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', (chunk: Buffer) => take(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => take(chunk, process.stderr));
    child.on('close', (code, signal) => {
      const forbidden = forbiddenLines(output);
      if (forbidden.length > 0) {
        const message = `\n✗ ${step.name} printed what must not happen:\n${forbidden.map((line) => `  ${line}`).join('\n')}\n`;
        if (stream) process.stderr.write(message);
        output += message;
      }
      resolve({
        name: step.name,
        ms: performance.now() - started,
        code: forbidden.length > 0 ? 1 : (code ?? (signal ? 1 : 0)),
        output: stream ? '' : output,
      });
    });
  });
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The table printed at the end: each step, its stage's wall time, and the whole run. */
export function report(results: Result[][], totalMs: number): string {
  const width = Math.max(...results.flat().map((result) => result.name.length), 5);
  const lines = ['', 'Step times (m:ss):'];
  for (const stage of results) {
    for (const result of stage) {
      const mark = result.code === 0 ? 'ok  ' : 'FAIL';
      const beside = stage.length > 1 ? '  (side by side)' : '';
      lines.push(`  ${mark} ${result.name.padEnd(width)}  ${formatDuration(result.ms)}${beside}`);
    }
  }
  lines.push(`  ${'total'.padEnd(width + 5)}  ${formatDuration(totalMs)}`);
  return lines.join('\n');
}

async function main() {
  const started = performance.now();
  const results: Result[][] = [];
  let failed = false;
  for (const stage of STAGES) {
    const alone = stage.length === 1;
    const names = stage.map((step) => step.name).join(' + ');
    console.log(`\n▶ ${names}${alone ? '' : ' (side by side)'}`);
    const stageResults = await Promise.all(stage.map((step) => run(step, alone)));
    for (const result of stageResults) {
      if (!alone) {
        console.log(`\n── ${result.name} ──`);
        process.stdout.write(result.output);
      }
    }
    results.push(stageResults.map(({ output: _output, ...result }) => result));
    if (stageResults.some((result) => result.code !== 0)) {
      failed = true;
      break;
    }
  }
  console.log(report(results, performance.now() - started));
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
