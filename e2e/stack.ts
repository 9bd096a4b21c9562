/**
 * The stack the end-to-end tests run against: the same local start as `npm start` (Auth
 * emulator, realtime emulator, mail catcher, API server serving the built app, demo data), on its
 * own ports and a fresh data folder, so a running `npm start` is never touched and every run
 * starts from the demo data.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9199);
export const E2E_REALTIME_PORT = Number(process.env.E2E_REALTIME_PORT ?? 9399);
/** Where the tests cut and restore realtime connectivity (the emulator's control endpoint). */
export const E2E_REALTIME_URL = `http://127.0.0.1:${E2E_REALTIME_PORT}`;
export const E2E_MAIL_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 9425);
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 9480);
/** The mail catcher's inbox; e2e/mailbox.ts reads its REST API. */
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;
/** Google's OAuth server and freeBusy, played by the stand-in (calendar connection, ADR 022). */
export const E2E_OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 9599);

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
  const { startOAuthStandIn } = await import('../packages/server/test/oauthStandIn');
  const oauth = await startOAuthStandIn({
    port: E2E_OAUTH_PORT,
    redirectUris: [`http://127.0.0.1:${E2E_PORT}/app/settings/calendar/oauth`],
  });
  Object.assign(process.env, oauth.env);
  await import('../packages/server/src/cli/startLocal');
}
