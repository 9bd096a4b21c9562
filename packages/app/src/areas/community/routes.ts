import { Users } from 'lucide-react';
import {
  crumbs,
  employeesOnly,
  lazyPage,
  navItem,
  type AppRoute,
  type AreaDefinition,
} from '../area';

const community: AppRoute = {
  path: 'community',
  page: lazyPage(() => import('./CommunityPage')),
  layout: 'app',
  title: 'Community',
  header: { search: true },
};

export const communityArea: AreaDefinition = {
  id: 'community',
  routes: [
    community,
    {
      path: 'leaderboard',
      page: lazyPage(() => import('./LeaderboardPage')),
      layout: 'app',
      title: 'Leaderboard',
      crumbs: crumbs({ label: 'Community', href: '/app/community' }, { label: 'Leaderboard' }),
    },
  ],
  sidebar: {
    group: 'main',
    item: navItem('community', community, { icon: Users, rule: employeesOnly }),
  },
};
