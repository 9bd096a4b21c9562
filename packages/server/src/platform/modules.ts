/**
 * The platform's own modules, in the same shape as an area (platform/area.ts): their tables,
 * demo data, personal data and the few procedures every area's pages use (uploads, the realtime
 * token, the liveness ping). The registry puts them around the areas.
 */
import { defineArea } from './area';
import { systemRouter } from './http/systemRouter';
import { accountData, invitationData } from './identity/personalData';
import * as identityTables from './identity/schema';
import { seedIdentity } from './identity/seed';
import { rateLimits } from './rateLimits';
import { realtimeRouter } from './realtime/router';
import { notificationData } from './notifications/personalData';
import { notificationsRouter } from './notifications/router';
import * as notificationTables from './notifications/schema';
import { pointsData } from './points/personalData';
import * as pointTables from './points/schema';
import { settingsData } from './settings/personalData';
import * as settingsTables from './settings/schema';
import { storageData } from './storage/personalData';
import { customerPrefix } from './storage/fileStorage';
import { createStorageRouter } from './storage/router';
import * as storageTables from './storage/schema';
import { seedStorage } from './storage/seed';
import type { UploadPurpose } from './storage/uploadPurposes';

/** People and companies; seeded first, everything else belongs to them. */
export const identityModule = defineArea({
  id: 'identity',
  routers: {},
  tables: identityTables,
  seed: seedIdentity,
  personalData: [accountData, invitationData],
  // An uploaded logo (`customers/<id>/logo-….png`); avatars (`users/…`) have no file record.
  fileReferences: [identityTables.customers.logo],
});

/** Files and uploads, for the purposes the areas declare. */
export function storageModule<const Purpose extends UploadPurpose>(purposes: readonly Purpose[]) {
  return defineArea({
    id: 'storage',
    routers: { storage: createStorageRouter(purposes) },
    tables: storageTables,
    seed: seedStorage,
    personalData: [storageData],
    testing: {
      // A file record (the fuzz test's ids need no content behind them).
      sampleRecords: async (db, customerId) => {
        const [file] = await db
          .insert(storageTables.files)
          .values({
            customerId,
            path: `${customerPrefix(customerId)}logo.svg`,
            contentType: 'image/svg+xml',
            bytes: 4,
          })
          .returning({ id: storageTables.files.id });
        return file ? [file.id] : [];
      },
      tenantProbes: () =>
        import('./storage/tenantProbe').then((module) => module.storageTenantProbe),
      foreignRefusals: [
        'Upload nicht gefunden.',
        'Datei nicht gefunden.',
        // Provider content is for employees whatever the ids.
        'Nur Mitarbeiter von Sprint können Inhalte für alle Kunden hochladen.',
      ],
      inputMessages: [/^Der Dateiname fehlt\.$/],
    },
  });
}

export const settingsModule = defineArea({
  id: 'settings',
  routers: {},
  tables: settingsTables,
  personalData: [settingsData],
});

export const realtimeModule = defineArea({
  id: 'realtime',
  routers: { realtime: realtimeRouter },
  testing: {
    tenantProbes: () =>
      import('./realtime/tenantProbe').then((module) => module.realtimeTenantProbe),
  },
});

export const systemModule = defineArea({
  id: 'system',
  routers: { system: systemRouter },
  // Counters of the rate limits: keyed by account or address, gone within minutes.
  tables: { rateLimits },
});

/** The bell: every area's notifications for a person, in the app and by e-mail. */
export const notificationsModule = defineArea({
  id: 'notifications',
  routers: { notifications: notificationsRouter },
  events: ['notification.changed'],
  tables: notificationTables,
  personalData: [notificationData],
  testing: {
    tenantProbes: () =>
      import('./notifications/tenantProbe').then((module) => module.notificationsTenantProbe),
  },
});

/** The points ledger every area adds to (likes, lessons, games) and the levels it gives. */
export const pointsModule = defineArea({
  id: 'points',
  routers: {},
  tables: pointTables,
  personalData: [pointsData],
});
