import { createFirebaseVerifier, type VerifyIdToken } from './platform/identity/verify';
import type { ServerConfig } from './platform/config';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from './platform/db/database';
import { createRequestListener, listen, type RunningServer } from './platform/http/server';
import { createLogger, type Logger } from './platform/log';
import { createRealtimePublisher } from './platform/realtime/publisher';
import { createFileStorage } from './platform/storage/createFileStorage';
import { startStorageCleanup } from './platform/storage/cleanup';
import { appRouter } from './router';
import { httpRoutes, registry } from './areas';
import { createSmtpMailer } from './platform/mail/smtpMailer';

export type StartedServer = RunningServer & {
  database: DatabaseHandle;
  /** Stops the HTTP server, then the mailer's connections and the database. */
  stop: () => Promise<void>;
};

export type StartServerOptions = {
  config: ServerConfig;
  log?: Logger;
  /** Defaults to firebase-admin with the configured project (and emulator, locally). */
  verifyIdToken?: VerifyIdToken;
  /** Runs once the database is ready and before the port opens (the local demo seed). */
  beforeListen?: (database: DatabaseHandle) => Promise<void>;
};

export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const { config } = options;
  const log = options.log ?? createLogger(config.logLevel);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
  );
  // Connects on the first send: a relay that is down fails that send, not the start.
  const mailer = createSmtpMailer({
    url: config.smtpUrl,
    from: config.mailFrom,
    requireTls: config.smtpRequireTls,
  });
  try {
    const storage = await createFileStorage(config);
    await options.beforeListen?.(database);
    const verifyIdToken =
      options.verifyIdToken ??
      createFirebaseVerifier({
        projectId: config.firebaseProjectId,
        emulatorHost: config.authEmulatorHost,
      });
    const listener = createRequestListener({
      db: database.db,
      kind: database.kind,
      config,
      storage,
      log,
      verifyIdToken,
      realtime: createRealtimePublisher(config, log),
      mailer,
      router: appRouter,
      routes: httpRoutes,
      registry,
    });
    const running = await listen(listener, config.port, config.host);
    log.info('server listening', { url: running.url, database: database.kind });
    // Unfinished uploads and files nothing refers to any more (ADR 027).
    const cleanup = startStorageCleanup({
      db: database.db,
      storage,
      references: registry.fileReferences,
      log,
    });
    return {
      ...running,
      database,
      stop: async () => {
        await running.close();
        await cleanup.stop();
        mailer.close();
        await database.close();
      },
    };
  } catch (error) {
    mailer.close();
    await database.close();
    throw error;
  }
}

/** SIGINT/SIGTERM: finish what is running, close the database, exit. A second signal forces. */
export function stopOnSignals(stop: () => Promise<void>, log: Logger): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn('second signal, exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    log.info('shutting down', { signal });
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', handle);
  process.once('SIGTERM', handle);
}
