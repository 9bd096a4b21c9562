import { lazy } from 'react';
import { UsersRound } from 'lucide-react';
import { lazyPage, navItem, onlyPrimaryAdmins, type AppRoute, type AreaDefinition } from '../area';
import { teamLive } from './queries';

const team: AppRoute = {
  path: 'team',
  page: lazyPage(() => import('./TeamPage')),
  layout: 'app',
  title: 'Mein Team',
};

export const teamArea: AreaDefinition = {
  id: 'team',
  routes: [team],
  sidebar: {
    group: 'footer',
    item: navItem('team', team, { icon: UsersRound, rule: onlyPrimaryAdmins }),
  },
  live: teamLive,
  dashboardCard: lazy(async () => ({
    default: (await import('./TeamDashboardCard')).TeamDashboardCard,
  })),
};
