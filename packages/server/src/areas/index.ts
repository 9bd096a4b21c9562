/**
 * The registry: every area's definition (`areas/<area>/index.ts`), and the platform's modules
 * around them. The API, the HTTP server, the demo data, the upload purposes, the account export
 * and deletion, the fuzz and isolation tests loop over this list (docs/adr/025). A new area adds
 * its line here, and nowhere else outside its folders.
 */
import { registryOf, routersOf, uploadPurposesOf, type AreaDefinition } from '../platform/area';
import {
  identityModule,
  notificationsModule,
  pointsModule,
  realtimeModule,
  settingsModule,
  storageModule,
  systemModule,
} from '../platform/modules';
import type { HttpRoute } from '../platform/http/routes';
import type { SeedStep } from '../platform/seed';
import { account } from './account';
import { ai } from './ai';
import { auth } from './auth';
import { calendar } from './calendar';
import { calendarSync } from './calendarSync';
import { clipsArea } from './clips';
import { community } from './community';
import { crm } from './crm';
import { customers } from './customers';
import { finances } from './finances';
import { outreach } from './outreach';
import { phoneTraining } from './phoneTraining';
import { tasksArea } from './tasks';
import { team } from './team';
import { trainings } from './trainings';

// Each area's definition, also for the types: its events and personal data sections are
// declared in its folder (declaration merging), which a consumer of the API's types then sees.
export {
  account,
  ai,
  auth,
  calendar,
  calendarSync,
  clipsArea,
  community,
  crm,
  customers,
  finances,
  outreach,
  phoneTraining,
  tasksArea,
  team,
  trainings,
};

/** The areas in the order their demo data is written (what they refer to first). */
const features = [
  auth,
  account,
  customers,
  crm,
  outreach,
  team,
  clipsArea,
  trainings,
  tasksArea,
  calendar,
  calendarSync,
  finances,
  community,
  ai,
  phoneTraining,
] as const;

/** Every module: people and companies first, the areas, then the platform's other modules. */
export const areas = [
  identityModule,
  settingsModule,
  pointsModule,
  notificationsModule,
  ...features,
  storageModule(uploadPurposesOf(features)),
  realtimeModule,
  systemModule,
] as const satisfies readonly AreaDefinition[];

const definitions: readonly AreaDefinition[] = areas;

/** The top-level namespaces of the API (`auth.me`, `crm.leads.byId`, …). */
export const areaRouters = routersOf(areas);

/** Domain events on a company's channel; open pages refetch what changed. */
export type { RealtimeEvent, RealtimeEventName } from '../platform/realtime/events';

/** The demo data, in order: companies and people first, then what belongs to them. */
export const areaSeeds: SeedStep[] = definitions.flatMap((area) => (area.seed ? [area.seed] : []));

/** Routes outside tRPC. */
export const httpRoutes: HttpRoute[] = definitions.flatMap((area) => area.httpRoutes ?? []);

/** What request handlers need of all definitions (the context carries it). */
export const registry = registryOf(areas);
