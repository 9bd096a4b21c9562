/**
 * `npm run seed`: (re)creates the demo data in the local database and Auth emulator. Run it while
 * the server is stopped: the embedded database is opened by one process at a time.
 * `npm run seed -- --leads 50000` also fills the first demo company with that many leads.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { memberships } from '../platform/identity/schema';
import { DEMO_CUSTOMERS } from '../platform/identity/seed';
import { seedManyLeads } from '../areas/crm/seed';
import { AUTH_EMULATOR_OPT_IN, loadConfig } from '../platform/config';
import { openDatabase, pgliteDirFor } from '../platform/db/database';
import { createFileStorage } from '../platform/storage/createFileStorage';
import { emulatorAccounts } from '../seed/firebaseAccounts';
import { seedDemoData } from '../seed/seed';
import { startAuthEmulator } from './authEmulator';

const { values: options } = parseArgs({ options: { leads: { type: 'string' } } });
const extraLeads = options.leads === undefined ? 0 : Number(options.leads);
if (!Number.isInteger(extraLeads) || extraLeads < 0 || extraLeads > 1_000_000) {
  console.error('--leads erwartet eine ganze Zahl zwischen 0 und 1.000.000.');
  process.exit(64);
}
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
    secret: config.fileUrlSecret,
    storage: await createFileStorage(config),
    ensureAuthUser: emulatorAccounts({
      projectId: config.firebaseProjectId,
      emulatorHost: emulator.host,
    }),
  });
  console.log(`Demodaten angelegt: ${result.customers} Unternehmen, ${result.users} Benutzer.`);
  const company = DEMO_CUSTOMERS[0];
  if (extraLeads > 0 && company) {
    const owners = await database.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.customerId, company.id));
    const started = performance.now();
    await seedManyLeads(
      database.db,
      company.id,
      extraLeads,
      owners.map((owner) => owner.userId),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${extraLeads} weitere Leads für ${company.name} angelegt (${seconds} s).`);
  }
} finally {
  await database.close();
  await emulator.stop();
}
