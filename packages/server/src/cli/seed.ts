/**
 * `npm run seed`: (re)creates the demo data in the local database and Auth emulator. Run it while
 * the server is stopped: the embedded database is opened by one process at a time.
 */
import { join } from 'node:path';
import { AUTH_EMULATOR_OPT_IN, loadConfig } from '../config';
import { openDatabase, pgliteDirFor } from '../db/database';
import { createLocalFileStorage } from '../areas/storage/fileStorage';
import { emulatorAccounts } from '../seed/firebaseAccounts';
import { seedDemoData } from '../seed/seed';
import { startAuthEmulator } from './authEmulator';

const config = loadConfig({ [AUTH_EMULATOR_OPT_IN]: '1', ...process.env });
if (!config.authEmulatorHost) {
  console.error('npm run seed ist nur für die lokale Umgebung gedacht.');
  process.exit(78);
}
const emulator = await startAuthEmulator({
  projectId: config.firebaseProjectId,
  port: Number(config.authEmulatorHost.split(':').at(-1)),
  dataDir: join(config.dataDir, 'auth'),
});
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: pgliteDirFor(config.dataDir) },
);
try {
  const result = await seedDemoData({
    db: database.db,
    storage: createLocalFileStorage({ root: config.filesDir, secret: config.fileUrlSecret }),
    ensureAuthUser: emulatorAccounts({
      projectId: config.firebaseProjectId,
      emulatorHost: emulator.host,
    }),
  });
  console.log(`Demodaten angelegt: ${result.customers} Unternehmen, ${result.users} Benutzer.`);
} finally {
  await database.close();
  await emulator.stop();
}
