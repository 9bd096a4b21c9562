import type { TestProject } from 'vitest/node';
import { freePort, startAuthEmulator } from '../src/cli/authEmulator';
import { DEMO_PROJECT_ID } from '../src/config';

/**
 * One real Firebase Auth emulator for the server's tests, on a free port so a running
 * `npm start` is never disturbed. Workers inherit FIREBASE_AUTH_EMULATOR_HOST.
 */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ projectId: DEMO_PROJECT_ID, port: await freePort() });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}
