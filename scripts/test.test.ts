import { describe, expect, it } from 'vitest';
import { STAGES, forbiddenLines, formatDuration, report, run } from './test';

describe('npm test', () => {
  it('runs every check: nothing of the former chain is left out', () => {
    const commands = STAGES.flat().map((step) => step.command);
    for (const script of [
      'build:ui',
      'typecheck',
      'lint',
      'test:vitest',
      'build:app',
      'test:e2e',
    ]) {
      expect(commands).toContain(`npm run ${script}`);
    }
    expect(commands).toContain('node --import tsx scripts/loginBudget.ts');
  });

  it('builds the app before the checks that need it', () => {
    const stageOf = (name: string) =>
      STAGES.findIndex((stage) => stage.some((s) => s.name === name));
    expect(stageOf('build:app')).toBeLessThan(stageOf('budget /login'));
    expect(stageOf('build:app')).toBeLessThan(stageOf('e2e'));
    expect(stageOf('build:ui')).toBeLessThan(stageOf('typecheck'));
  });

  it('runs the e2e tests beside Vitest, on one stack there', () => {
    const stage = STAGES.find((candidate) => candidate.some((step) => step.name === 'e2e'));
    expect(stage?.map((step) => step.name)).toContain('vitest');
    expect(stage?.find((step) => step.name === 'e2e')?.env).toEqual({ E2E_LANES: '1' });
  });

  it('prints each step with its time, side by side marked, and the total', () => {
    expect(formatDuration(61_400)).toBe('1:01');
    const table = report(
      [
        [{ name: 'build:ui', ms: 12_000, code: 0 }],
        [
          { name: 'typecheck', ms: 70_000, code: 0 },
          { name: 'lint', ms: 95_000, code: 1 },
        ],
      ],
      107_000,
    );
    expect(table).toBe(
      [
        '',
        'Step times (m:ss):',
        '  ok   build:ui   0:12',
        '  ok   typecheck  1:10  (side by side)',
        '  FAIL lint       1:35  (side by side)',
        '  total           1:47',
      ].join('\n'),
    );
  });

  it('fails a step that leaves a file handle to the garbage collector, even when it exits 0', async () => {
    expect(
      forbiddenLines(
        [
          '[WebServer] (node:4711) Warning: Closing file descriptor 42 on garbage collection',
          ' ✓ server packages/server/src/platform/http/server.test.ts',
          '(node:4711) [DEP0137] DeprecationWarning: Closing a FileHandle object on garbage collection is deprecated.',
        ].join('\n'),
      ),
    ).toHaveLength(2);

    const leaking = await run(
      {
        name: 'leaks',
        command: `node -e "process.emitWarning('Closing file descriptor 7 on garbage collection')"`,
      },
      false,
    );
    expect(leaking.code).toBe(1);
    expect(leaking.output).toContain('leaks printed what must not happen');
    const clean = await run({ name: 'clean', command: 'node -e "console.log(1)"' }, false);
    expect(clean).toMatchObject({ code: 0, output: '1\n' });
  });
});
