/**
 * `npm start` (with `--build-app`) and `npm run start:server`: the local API with everything it
 * needs and no configuration — the Firebase Auth emulator, the realtime emulator (unless
 * ABLY_API_KEY points at Ably), the mail catcher (unless SMTP_URL names a relay), the server on
 * PGlite (`.data/`), on first start the demo data, and with `--build-app` the web app, built
 * unless the built one is current.
 *
 * Everything that can start at once does: the Auth emulator and the app build are child
 * processes launched first, while this process loads the server and opens the database. The port opens when all of it is ready, so a page that answers can sign in.
 * SIGINT, SIGTERM and SIGHUP stop all of it, also during the start (see shutdown.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AUTH_EMULATOR_OPT_IN, ConfigError, loadConfig } from '../platform/config';
import { createLogger } from '../platform/log';
import { buildAppIfStale } from './appBuild';
import { AuthEmulatorPortBusy, launchAuthEmulator } from './authEmulator';
import { createShutdown } from './shutdown';

/** Milliseconds since this process started, when each part was ready (null: not needed). */
export type StartPhases = {
  emulatorReady: number | null;
  mailCatcherReady: number | null;
  databaseReady: number | null;
  demoDataSeeded: number | null;
  appReady: number | null;
  listening: number | null;
};

const shutdown = createShutdown({
  onSignal: (signal) => console.log(`\n${signal}: beende Sprint …`),
  onForced: () => console.log('Zweites Signal: beende sofort.'),
});

const now = () => Math.round(performance.now());
const seconds = (ms: number) =>
  `${(ms / 1000).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;

async function start() {
  // The local start is where the Auth emulator is switched on (and only here, the seed and tests).
  const config = loadConfig({ [AUTH_EMULATOR_OPT_IN]: '1', ...process.env });
  if (!config.authEmulatorHost) throw new ConfigError('start:server is for local use only.');
  const log = createLogger(config.logLevel);
  const phases: StartPhases = {
    emulatorReady: null,
    mailCatcherReady: null,
    databaseReady: null,
    demoDataSeeded: null,
    appReady: null,
    listening: null,
  };

  // First what takes longest, in processes of their own: the emulator needs about three
  // seconds of CPU, the build as long again.
  console.log(`Starte den Firebase-Auth-Emulator auf ${config.authEmulatorHost} …`);
  const emulator = launchAuthEmulator({
    projectId: config.firebaseProjectId,
    port: Number(config.authEmulatorHost.split(':').at(-1)),
    dataDir: join(config.dataDir, 'auth'),
  });
  shutdown.add(emulator.stop);
  emulator.notice.then(
    (notice) => notice && console.log(notice),
    () => undefined,
  );
  const emulatorReady = emulator.ready.then(() => {
    phases.emulatorReady = now();
  });

  const build = process.argv.includes('--build-app')
    ? buildAppIfStale(config.appDistDir)
    : undefined;
  if (build) shutdown.add(build.stop);
  const appReady = build?.done.then((result) => {
    phases.appReady = now();
    console.log(
      result.built
        ? `App gebaut (${result.reason}) nach ${seconds(now())}.`
        : 'App ist aktuell: kein Build nötig.',
    );
  });
  // Awaited later; a failure meanwhile must not count as unhandled.
  appReady?.catch(() => undefined);
  emulatorReady.catch(() => undefined);

  // Meanwhile the server's modules load here (a second or two), not before the launches above.
  const [
    { startServer },
    { startRealtimeEmulator },
    { createFileStorage },
    identitySeed,
    { emulatorAccounts },
    { databaseIsEmpty, seedDemoData },
    mailCatcherModule,
  ] = await Promise.all([
    import('../app'),
    import('@sprint/realtime-emulator'),
    import('../platform/storage/createFileStorage'),
    import('../platform/identity/seed'),
    import('../seed/firebaseAccounts'),
    import('../seed/seed'),
    // MailDev takes a second and a half of CPU to load: only when it is needed.
    config.mailCatcher ? import('./mailCatcher') : null,
  ]);
  // A port taken by something that is not ours ends the start here, before the database opens.
  await emulator.notice;
  if (shutdown.stopping) throw new Error('stopped');

  // Beside the realtime emulator: without SMTP_URL every e-mail goes to the catcher's inbox.
  const mailCatcherStarted =
    config.mailCatcher && mailCatcherModule
      ? mailCatcherModule
          .startMailCatcher({ ...config.mailCatcher, mailDir: join(config.dataDir, 'mail') })
          .then((catcher) => {
            shutdown.add(() => catcher.stop());
            phases.mailCatcherReady = now();
            return catcher;
          })
      : Promise.resolve(null);
  // Awaited below; a failure meanwhile must not count as unhandled.
  mailCatcherStarted.catch(() => undefined);

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
  if (realtime) shutdown.add(() => realtime.stop());
  const mailCatcher = await mailCatcherStarted;

  const server = await startServer({
    config,
    log,
    beforeListen: async ({ db }) => {
      phases.databaseReady = now();
      const seeded = emulatorReady.then(async () => {
        if (!(await databaseIsEmpty(db))) return;
        console.log('Erster Start: lege die Demodaten an …');
        await seedDemoData({
          db,
          secret: config.fileUrlSecret,
          storage: await createFileStorage(config),
          ensureAuthUser: emulatorAccounts({
            projectId: config.firebaseProjectId,
            emulatorHost: emulator.host,
          }),
        });
        phases.demoDataSeeded = now();
      });
      // Both settle before either failure counts: nothing may still write to the database
      // when the start gives up and closes it.
      const results = await Promise.allSettled([seeded, appReady]);
      for (const result of results) if (result.status === 'rejected') throw result.reason;
      if (shutdown.stopping) throw new Error('stopped');
    },
  });
  shutdown.add(() => server.stop());
  phases.listening = now();

  const { DEMO_PASSWORD, DEMO_USERS, DEMO_INVITATION_TOKEN, DEMO_PERSONAL_INVITATION } =
    identitySeed;
  const appBuilt = existsSync(join(config.appDistDir, 'index.html'));
  const took = [
    `Auth-Emulator ${seconds(phases.emulatorReady ?? 0)}`,
    `Datenbank ${seconds(phases.databaseReady ?? 0)}`,
    phases.demoDataSeeded !== null ? `Demodaten ${seconds(phases.demoDataSeeded)}` : null,
    phases.appReady !== null ? `App ${seconds(phases.appReady)}` : null,
  ].filter(Boolean);
  log.info('local start ready', { phases, processStart: performance.timeOrigin });
  console.log(
    [
      '',
      appBuilt
        ? `Sprint läuft: ${server.url}`
        : `Sprint API läuft (ohne gebaute App: npm start baut sie): ${server.url}`,
      `API: ${server.url}/api/trpc · Health: ${server.url}/healthz · Auth-Emulator: ${emulator.host}`,
      `Echtzeit: ${realtime ? `Realtime-Emulator (Ably-Protokoll) ${realtime.url}` : 'Ably (ABLY_API_KEY)'}`,
      mailCatcher
        ? `E-Mails (Mail-Catcher): ${mailCatcher.webUrl}`
        : 'E-Mails: über SMTP (SMTP_URL)',
      `Datenbank: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pg')}`}`,
      `Bereit nach ${seconds(phases.listening)} (fertig nach: ${took.join(' · ')})`,
      '',
      `Demo-Zugänge (Passwort für alle: ${DEMO_PASSWORD}):`,
      ...DEMO_USERS.map(
        (user) => `  ${user.email.padEnd(26)} ${user.ourEmployee ? 'Mitarbeiter' : 'Kunde'}`,
      ),
      `Einladung: ${DEMO_INVITATION_TOKEN}`,
      `Einladung für eine Adresse: ${DEMO_PERSONAL_INVITATION.token} (${DEMO_PERSONAL_INVITATION.email})`,
      '',
      'Beenden mit Strg+C.',
      '',
    ].join('\n'),
  );
}

const started = start();
shutdown.track(started);
started.catch(async (error: unknown) => {
  // A signal made the start give up: the shutdown under way reports nothing more and exits.
  if (shutdown.stopping) return;
  if (error instanceof ConfigError) {
    console.error(`Konfigurationsfehler: ${error.message}`);
    return shutdown.stop(78);
  }
  if (error instanceof AuthEmulatorPortBusy) {
    console.error(error.message);
    return shutdown.stop(78);
  }
  console.error(error);
  return shutdown.stop(1);
});
