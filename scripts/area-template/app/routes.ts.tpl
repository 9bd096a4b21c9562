import { lazyCard, lazyPage, type AppRoute, type AreaDefinition } from '../area';
import { __area__Live } from './queries';

const page: AppRoute = {
  path: '__area-kebab__',
  page: lazyPage(() => import('./__Area__Page')),
  layout: 'app',
  title: '__Title__',
};

/**
 * __Title__ (written by `npm run area:new`). For a sidebar entry add
 * `sidebar: { group: 'main', item: navItem('__area__', page, { icon, rule }) }` (areas/area.ts).
 */
export const __area__Area: AreaDefinition = {
  id: '__area__',
  routes: [page],
  live: __area__Live,
  dashboardCard: lazyCard(async () => ({
    default: (await import('./__Area__DashboardCard')).__Area__DashboardCard,
  })),
};
