/**
 * The server's areas: each one folder with its schema, service, router, events, seed, fixtures,
 * tests and tenant probe (docs/adding-an-area.md). A new area adds its router, its events and
 * its seed here, its schema to db/schema.ts and its tenant probe to tenantProbes.ts.
 */
import { accountRouter } from './account/router';
import type { CalendarEvent } from './calendar/events';
import { calendarRouter } from './calendar/router';
import { seedCalendar } from './calendar/seed';
import { calendarSyncRouter } from './calendarSync/router';
import type { ClipEvent } from './clips/events';
import { clipsRouter } from './clips/router';
import { seedClips } from './clips/seed';
import type { CrmEvent } from './crm/events';
import { crmRouter } from './crm/router';
import { seedCrm } from './crm/seed';
import { companyRouter, customersRouter } from './customers/router';
import type { FinanceEvent } from './finances/events';
import { financesRouter } from './finances/router';
import { seedFinances } from './finances/seed';
import { authRouter, invitationsRouter } from './identity/router';
import { seedIdentity } from './identity/seed';
import type { LinkedinEvent } from './linkedin/events';
import { socialLinkedinRouter } from './linkedin/router';
import { seedLinkedin } from './linkedin/seed';
import { realtimeRouter } from './realtime/router';
import { storageRouter } from './storage/router';
import { systemRouter } from './system/router';
import { seedStorage } from './storage/seed';
import type { SeedStep } from './seedTypes';
import type { TaskEvent } from './tasks/events';
import { tasksRouter } from './tasks/router';
import { seedTasks } from './tasks/seed';
import type { TeamEvent } from './team/events';
import { teamRouter } from './team/router';
import { seedTeam } from './team/seed';
import type { TrainingEvent } from './trainings/events';
import { trainingsRouter } from './trainings/router';
import { seedTrainings } from './trainings/seed';

/** The top-level namespaces of the API (`auth.me`, `crm.leads.byId`, …). */
export const areaRouters = {
  auth: authRouter,
  invitations: invitationsRouter,
  socialLinkedin: socialLinkedinRouter,
  storage: storageRouter,
  crm: crmRouter,
  tasks: tasksRouter,
  calendar: calendarRouter,
  calendarSync: calendarSyncRouter,
  finances: financesRouter,
  team: teamRouter,
  account: accountRouter,
  company: companyRouter,
  customers: customersRouter,
  clips: clipsRouter,
  trainings: trainingsRouter,
  realtime: realtimeRouter,
  system: systemRouter,
};

/** Domain events on a customer's channel; open pages refetch what changed. */
export type RealtimeEvent =
  | CrmEvent
  | LinkedinEvent
  | TeamEvent
  | ClipEvent
  | TrainingEvent
  | TaskEvent
  | CalendarEvent
  | FinanceEvent;
export type RealtimeEventName = RealtimeEvent['name'];

/** The demo data, in order: companies and people first, then what belongs to them. */
export const areaSeeds: SeedStep[] = [
  seedIdentity,
  seedStorage,
  seedCrm,
  seedLinkedin,
  seedTeam,
  seedClips,
  seedTrainings,
  seedTasks,
  seedCalendar,
  seedFinances,
];
