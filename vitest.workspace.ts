import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const storybookConfigDir = path.join(dirname, '.storybook');

/** Debian's Chromium, never a downloaded browser. */
function chromium(): NonNullable<TestProjectInlineConfiguration['test']>['browser'] {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        // Glyph positions independent of the machine's hinting settings: stable screenshots.
        args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
      },
      // German locale and Sprint's home time zone, whatever the machine is set to.
      contextOptions: { locale: 'de-DE', timezoneId: 'Europe/Berlin' },
    }),
    instances: [{ browser: 'chromium' }],
    screenshotFailures: false,
    // A few pixels of anti-aliasing differ now and then on a loaded machine (seen: 15 and 25 of a
    // story's million); a real change of text, spacing or colour moves thousands.
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch',
        comparatorOptions: { allowedMismatchedPixels: 100 },
      },
    },
  };
}

export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      environment: 'jsdom',
      // One module graph and one jsdom per worker instead of one per file: the 88 files took
      // 186 s isolated and 30 s shared (each file cleans up after itself; Testing Library's
      // cleanup runs after every test).
      isolate: false,
      include: [
        'packages/ui/src/**/*.test.{ts,tsx}',
        'packages/ui/test/**/*.test.{ts,tsx}',
        'packages/app/src/**/*.test.{ts,tsx}',
        'scripts/**/*.test.ts',
      ],
    },
  },
  {
    // The API against real databases (PGlite, and PostgreSQL with TEST_DATABASE_URL) and a real
    // Firebase Auth emulator, started once for the project.
    extends: true,
    test: {
      name: 'server',
      environment: 'node',
      // The server's modules loaded once per worker, not once per file (494 s → 388 s for the
      // PGlite run): every test file opens its own database and servers on free ports.
      isolate: false,
      include: ['packages/server/**/*.test.ts'],
      globalSetup: ['packages/server/test/globalSetup.ts'],
      testTimeout: 30_000,
      hookTimeout: 90_000,
    },
  },
  {
    // The Ably-protocol emulator, driven by real ably-js clients.
    extends: true,
    test: {
      name: 'realtime',
      environment: 'node',
      include: ['packages/realtime-emulator/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 30_000,
    },
  },
  {
    // Every story once in Chromium: its play function, axe (violations fail), then its screenshot
    // compared with the committed baseline (visual.setup.ts). One render serves all three: a
    // separate visual project rendered every story a second time and nearly doubled the run.
    extends: true,
    plugins: [storybookTest({ configDir: storybookConfigDir })],
    test: {
      name: 'stories',
      browser: chromium(),
      // All story files in one page instead of a fresh page per file: re-importing React, the
      // UI package and MSW for each of 250 files was 41 % of the run (measured: the UI
      // package's 103 files took 476 s isolated, 115 s shared). Each story still starts clean:
      // Storybook mounts it anew, MSW's handlers and the clock are reset before every story.
      isolate: false,
      setupFiles: [path.join(storybookConfigDir, 'visual.setup.ts')],
    },
  },
];
