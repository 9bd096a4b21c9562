import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startAuthEmulator } from '../src/cli/authEmulator';
import { startMailCatcher } from '../src/cli/mailCatcher';
import { DEMO_PROJECT_ID } from '../src/platform/config';
import { prepareTestDatabases } from './database';

/**
 * One real Firebase Auth emulator, one mail catcher and the migrated database snapshots for the server's tests, on free ports so
 * a running `npm start` is never disturbed. Workers inherit FIREBASE_AUTH_EMULATOR_HOST,
 * TEST_SMTP_URL and TEST_MAIL_API. Every test file shares the catcher's inbox: tests send to
 * addresses of their own and read only those (test/mailbox.ts).
 */
export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(join(tmpdir(), 'sprint-test-mail-'));
  const [emulator, mailCatcher, removeDatabases] = await Promise.all([
    freePort().then((port) => startAuthEmulator({ projectId: DEMO_PROJECT_ID, port })),
    startMailCatcher({ smtpPort: 0, webPort: 0, mailDir, maxEmails: 0 }),
    // Workers inherit the environment variables it sets (test/database.ts).
    prepareTestDatabases(),
  ]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.TEST_SMTP_URL = mailCatcher.smtpUrl;
  process.env.TEST_MAIL_API = `${mailCatcher.webUrl}/api`;
  project.provide('authEmulatorHost', emulator.host);
  project.provide('mailCatcher', { smtpUrl: mailCatcher.smtpUrl, webUrl: mailCatcher.webUrl });
  return async () => {
    await Promise.all([emulator.stop(), mailCatcher.stop(), removeDatabases()]);
    rmSync(mailDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    authEmulatorHost: string;
    /** The test mail catcher: send to `smtpUrl`, read `${webUrl}/api/email` (test/mailbox.ts). */
    mailCatcher: { smtpUrl: string; webUrl: string };
  }
}
