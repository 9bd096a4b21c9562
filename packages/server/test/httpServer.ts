import { createFirebaseVerifier, type VerifyIdToken } from '../src/platform/identity/verify';
import { DEMO_PROJECT_ID, type ServerConfig } from '../src/platform/config';
import type { FileStorage } from '../src/platform/storage/fileStorage';
import type { DatabaseHandle } from '../src/platform/db/database';
import { createRequestListener, listen } from '../src/platform/http/server';
import { createLogger } from '../src/platform/log';
import type { RateLimitSettings } from '../src/platform/rateLimits';
import { createRealtimePublisher, silentPublisher } from '../src/platform/realtime/publisher';
import { inject } from 'vitest';
import { httpRoutes, registry } from '../src/areas';
import { appRouter } from '../src/router';
import { testConfig, testMailer, testStorage, type TestWorld } from './fixtures';
import { createTestDatabase, type DatabaseKind } from './database';

export type TestServer = TestWorld & {
  url: string;
  /** Every line the server logged (at info and above), for tests of what is written. */
  logs: string[];
  handle: DatabaseHandle;
  stop: () => Promise<void>;
};

/** The real HTTP server on a free port, verifying tokens against the test Auth emulator. */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  options: {
    revocationCheckIntervalMs?: number;
    liveRealtime?: boolean;
    rateLimits?: RateLimitSettings;
    /** Another storage than the local folder (the S3-compatible server). */
    storage?: (config: ServerConfig) => FileStorage;
    /** Stands between the server and the emulator's verifier (an identity provider that fails). */
    wrapVerifier?: (verify: VerifyIdToken) => VerifyIdToken;
    /** PGlite unless a test asks for the run's PostgreSQL (`databaseKinds()`). */
    database?: DatabaseKind;
  } = {},
): Promise<TestServer> {
  const handle = await createTestDatabase(options.database ?? 'pglite');
  const config = testConfig({ FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'), ...env });
  const storage = options.storage?.(config) ?? testStorage(config);
  const logs: string[] = [];
  const mailer = testMailer();
  const listener = createRequestListener({
    db: handle.db,
    registry,
    router: appRouter,
    routes: httpRoutes,
    kind: handle.kind,
    config,
    storage,
    log: createLogger('info', {}, (line) => logs.push(line)),
    rateLimits: options.rateLimits,
    // Transport and security are under test here; live updates only where a test asks.
    realtime: options.liveRealtime
      ? createRealtimePublisher(config, createLogger('silent'))
      : silentPublisher,
    mailer,
    verifyIdToken: (options.wrapVerifier ?? ((verify) => verify))(
      createFirebaseVerifier({
        projectId: DEMO_PROJECT_ID,
        emulatorHost: inject('authEmulatorHost'),
        revocationCheckIntervalMs: options.revocationCheckIntervalMs,
      }),
    ),
  });
  const running = await listen(listener, 0, '127.0.0.1');
  return {
    db: handle.db,
    registry,
    config,
    storage,
    mailer,
    handle,
    url: running.url,
    logs,
    stop: async () => {
      await running.close();
      mailer.close();
      await handle.close();
    },
  };
}

export function authHeaders(account: { uid: string; idToken: string }): Record<string, string> {
  return { authorization: `Bearer ${account.idToken}`, 'x-firebase-uid': account.uid };
}
