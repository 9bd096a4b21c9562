/**
 * `npm run start:server`: the local API with everything it needs and no configuration — the
 * Firebase Auth emulator, the realtime emulator (unless ABLY_API_KEY points at Ably), the server
 * on PGlite (`.data/`) and, on first start, the demo data.
 */
import { existsSync } from 'node:fs';
import { startRealtimeEmulator } from '@sprint/realtime-emulator';
import { join } from 'node:path';
import { startServer, stopOnSignals } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createLocalFileStorage } from '../storage/fileStorage';
import { createLogger } from '../log';
import { DEMO_PASSWORD, DEMO_USERS, DEMO_INVITATION_TOKEN } from '../seed/demoData';
import { emulatorAccounts } from '../seed/firebaseAccounts';
import { databaseIsEmpty, seedDemoData } from '../seed/seed';
import { startAuthEmulator } from './authEmulator';

try {
  const config = loadConfig();
  if (!config.authEmulatorHost) throw new ConfigError('start:server is for local use only.');
  const log = createLogger(config.logLevel);

  const emulatorPort = Number(config.authEmulatorHost.split(':').at(-1));
  console.log(`Starte den Firebase-Auth-Emulator auf ${config.authEmulatorHost} …`);
  const emulator = await startAuthEmulator({
    projectId: config.firebaseProjectId,
    port: emulatorPort,
    dataDir: join(config.dataDir, 'auth'),
  });

  // With ABLY_API_KEY the app and the publisher use Ably itself; otherwise the same SDK talks
  // to our emulator, as Firebase's SDK talks to its Auth emulator.
  const realtime = process.env.ABLY_API_KEY
    ? null
    : await startRealtimeEmulator({
        port: config.realtime.port ?? undefined,
        host: config.realtime.endpoint ?? undefined,
        keys: [config.ablyApiKey],
        // Tests in another process cut the connection through it (e2e only).
        control: process.env.REALTIME_EMULATOR_CONTROL === '1',
        log: (line) => log.debug(`realtime emulator: ${line}`),
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EADDRINUSE') throw error;
        throw new ConfigError(
          `Port ${config.realtime.port} für den Realtime-Emulator ist belegt (REALTIME_EMULATOR_PORT).`,
        );
      });

  const server = await startServer({
    config,
    log,
    beforeListen: async ({ db }) => {
      if (!(await databaseIsEmpty(db))) return;
      console.log('Erster Start: lege die Demodaten an …');
      await seedDemoData({
        db,
        storage: createLocalFileStorage({ root: config.filesDir, secret: config.fileUrlSecret }),
        ensureAuthUser: emulatorAccounts({
          projectId: config.firebaseProjectId,
          emulatorHost: emulator.host,
        }),
      });
    },
  });

  const appBuilt = existsSync(join(config.appDistDir, 'index.html'));
  console.log(
    [
      '',
      appBuilt
        ? `Sprint läuft: ${server.url}`
        : `Sprint API läuft (ohne gebaute App: npm start baut sie): ${server.url}`,
      `API: ${server.url}/api/trpc · Health: ${server.url}/healthz · Auth-Emulator: ${emulator.host}`,
      `Echtzeit: ${realtime ? `Realtime-Emulator (Ably-Protokoll) ${realtime.url}` : 'Ably (ABLY_API_KEY)'}`,
      `Datenbank: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pg')}`}`,
      '',
      `Demo-Zugänge (Passwort für alle: ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map(
        (user) => `  ${user.email.padEnd(26)} ${user.ourEmployee ? 'Mitarbeiter' : 'Kunde'}`,
      ),
      `Einladung: ${DEMO_INVITATION_TOKEN}`,
      '',
      'Beenden mit Strg+C.',
      '',
    ].join('\n'),
  );

  stopOnSignals(async () => {
    await server.stop();
    await realtime?.stop();
    await emulator.stop();
  }, log);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Konfigurationsfehler: ${error.message}`);
    process.exit(78);
  }
  throw error;
}
