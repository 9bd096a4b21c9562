import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { E2E_LANES, E2E_PORT } from './stack';

/** Lane 0's address; each worker goes to its own lane's (fixtures.ts). */
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker per stack (stack.ts): files run side by side, each on demo data of its own
  // worker's stack; the tests of a file run in order. Most of a test's time is waiting for the
  // app, so two lanes fit the machine's two cores beside the other tests.
  workers: E2E_LANES,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  outputDir: '../node_modules/.cache/e2e-results',
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace: actions, DOM snapshots, network, console. Without the
    // screencast: its frames cost Chromium a quarter of the e2e run's CPU (measured 481 → 364
    // CPU-s), and the DOM snapshots show the page as well.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        // Clips are recorded in the browser: a generated camera, microphone and screen, allowed
        // without a prompt or a picker.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: Array.from({ length: E2E_LANES }, (_, lane) => ({
    command: 'npm exec -- tsx e2e/stack.ts',
    cwd: '..',
    env: { E2E_LANE: String(lane) },
    url: `http://127.0.0.1:${E2E_PORT + lane}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGINT' as const, timeout: 20_000 },
  })),
});
