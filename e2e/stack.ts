/**
 * The stacks the end-to-end tests run against: the same local start as `npm start` (Auth
 * emulator, realtime emulator, mail catcher, API server serving the built app, demo data), on
 * their own ports and fresh data folders, so a running `npm start` is never touched and every
 * run starts from the demo data.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * How many stacks run side by side, one per Playwright worker: each worker's files get a stack
 * (and demo data) of their own, so two files never share data they change.
 */
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));

/**
 * This process's stack: the one it starts (`E2E_LANE`, set by playwright.config.ts), or in a
 * test worker the one of its worker slot (Playwright's `TEST_PARALLEL_INDEX`). Each port below
 * is its base plus the lane.
 */
export const E2E_LANE = Number(process.env.E2E_LANE ?? process.env.TEST_PARALLEL_INDEX ?? 0);

const port = (variable: string, base: number) => Number(process.env[variable] ?? base) + E2E_LANE;

export const E2E_PORT = port('E2E_PORT', 3199);
export const E2E_AUTH_EMULATOR_PORT = port('E2E_AUTH_EMULATOR_PORT', 9199);
export const E2E_REALTIME_PORT = port('E2E_REALTIME_PORT', 9399);
/** Where the tests cut and restore realtime connectivity (the emulator's control endpoint). */
export const E2E_REALTIME_URL = `http://127.0.0.1:${E2E_REALTIME_PORT}`;
export const E2E_MAIL_SMTP_PORT = port('E2E_MAIL_SMTP_PORT', 9425);
export const E2E_MAIL_PORT = port('E2E_MAIL_PORT', 9480);
/** The mail catcher's inbox; e2e/mailbox.ts reads its REST API. */
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;
/** Google's OAuth server and freeBusy, played by the stand-in (calendar connection, ADR 022). */
export const E2E_OAUTH_PORT = port('E2E_OAUTH_PORT', 9599);

if (process.argv[1]?.endsWith('stack.ts')) {
  process.env.PORT = String(E2E_PORT);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${E2E_AUTH_EMULATOR_PORT}`;
  process.env.REALTIME_EMULATOR_PORT = String(E2E_REALTIME_PORT);
  process.env.REALTIME_EMULATOR_CONTROL = '1';
  process.env.MAIL_CATCHER_SMTP_PORT = String(E2E_MAIL_SMTP_PORT);
  process.env.MAIL_CATCHER_PORT = String(E2E_MAIL_PORT);
  delete process.env.ABLY_API_KEY;
  // Every e-mail goes to this stack's catcher, and its links to this stack.
  delete process.env.SMTP_URL;
  delete process.env.APP_URL;
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'sprint-e2e-'));
  process.env.LOG_LEVEL = 'warn';
  // With the machine's PostgreSQL (CI sets TEST_DATABASE_URL), the stack runs on it, as in
  // production: PGlite runs in the server's own thread, and beside the other tests its queries
  // took the cores the browser needed. A fresh database per lane and run.
  if (process.env.TEST_DATABASE_URL) {
    const { emptyPostgresDatabase } = await import('../packages/server/test/database');
    process.env.DATABASE_URL = await emptyPostgresDatabase(`sprint_e2e_lane${E2E_LANE}`);
  }
  const { startOAuthStandIn } = await import('../packages/server/test/oauthStandIn');
  const oauth = await startOAuthStandIn({
    port: E2E_OAUTH_PORT,
    redirectUris: [`http://127.0.0.1:${E2E_PORT}/app/settings/calendar/oauth`],
  });
  Object.assign(process.env, oauth.env);
  await import('../packages/server/src/cli/startLocal');
}
