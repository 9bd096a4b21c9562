import { UsersRound } from 'lucide-react';
import {
  lazyCard,
  lazyPage,
  navItem,
  onlyPrimaryAdmins,
  type AppRoute,
  type AreaDefinition,
} from '../area';
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
  dashboardCard: lazyCard(async () => ({
    default: (await import('./TeamDashboardCard')).TeamDashboardCard,
  })),
};
