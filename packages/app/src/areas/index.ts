/**
 * Every area of the app. The route table (routes.tsx), the sidebar, the header's breadcrumbs and
 * the live updates are composed from this list; within a sidebar group, this order is the
 * sidebar's order (spec §2). A new area adds its one line here (docs/adding-an-area.md).
 */
import type { AreaDefinition } from './area';
import { accountArea } from './account/routes';
import { calendarArea } from './calendar/routes';
import { chatArea } from './chat/routes';
import { clipsArea } from './clips/routes';
import { communityArea } from './community/routes';
import { crmArea } from './crm/routes';
import { customersArea } from './customers/routes';
import { dashboardArea } from './dashboard/routes';
import { documentsArea } from './documents/routes';
import { financesArea } from './finances/routes';
import { gameArea } from './game/routes';
import { liveTestsArea } from './liveTests/routes';
import { outreachArea } from './outreach/routes';
import { phoneTrainingArea } from './phoneTraining/routes';
import { publicArea } from './public/routes';
import { settingsArea } from './settings/routes';
import { tasksArea } from './tasks/routes';
import { teamArea } from './team/routes';
import { trainingsArea } from './trainings/routes';

export const areas: readonly AreaDefinition[] = [
  publicArea,
  // Main
  dashboardArea,
  calendarArea,
  customersArea,
  communityArea,
  liveTestsArea,
  tasksArea,
  // Management
  crmArea,
  outreachArea,
  documentsArea,
  financesArea,
  // AI-Tools
  chatArea,
  // Footer
  gameArea,
  teamArea,
  settingsArea,
  // Reached from pages and menus, not the sidebar
  accountArea,
  phoneTrainingArea,
  clipsArea,
  trainingsArea,
];

/** The cards the dashboard shows, in this order. */
export const dashboardCards = areas.flatMap((area) =>
  area.dashboardCard ? [area.dashboardCard] : [],
);
