import { LayoutDashboard } from 'lucide-react';
import { lazyPage, navItem, type AppRoute, type AreaDefinition } from '../area';

const dashboard: AppRoute = {
  path: 'dashboard',
  page: lazyPage(() => import('./DashboardPage')),
  layout: 'app',
  title: 'Dashboard',
  dashboardCards: true,
};

export const dashboardArea: AreaDefinition = {
  id: 'dashboard',
  routes: [{ ...dashboard, path: undefined, index: true }, dashboard],
  sidebar: { group: 'main', item: navItem('dashboard', dashboard, { icon: LayoutDashboard }) },
};
