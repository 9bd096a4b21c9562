import { Users } from 'lucide-react';
import { COMMUNITY_CHANNEL } from '@sprint/server/community';
import {
  crumbs,
  detailPage,
  EMPLOYEES_ONLY,
  lazyCard,
  lazyPage,
  navItem,
  type AppRoute,
  type AreaDefinition,
  type Rule,
} from '../area';
import { communityLive, POST_CRUMB, postLookup } from './queries';

/** Spec §6 for customers, unless an employee opened the community for their company. */
export const communityMembers: Rule = (viewer) =>
  viewer.ourEmployee || viewer.communityOpen ? {} : { disabledReason: EMPLOYEES_ONLY };

const community: AppRoute = {
  path: 'community',
  page: lazyPage(() => import('./CommunityPage')),
  layout: 'app',
  title: 'Community',
  header: { search: true },
};

const communityCrumb = { label: 'Community', href: '/app/community' };

export const communityArea: AreaDefinition = {
  id: 'community',
  routes: [
    community,
    {
      path: 'community/posts/:postId',
      page: lazyPage(() => import('./PostPage')),
      layout: 'app',
      nav: 'community',
      ...detailPage(postLookup, [communityCrumb], POST_CRUMB),
    },
    {
      path: 'leaderboard',
      page: lazyPage(() => import('./LeaderboardPage')),
      layout: 'app',
      title: 'Leaderboard',
      nav: 'community',
      crumbs: crumbs(communityCrumb, { label: 'Leaderboard' }),
    },
  ],
  sidebar: {
    group: 'main',
    item: navItem('community', community, { icon: Users, rule: communityMembers }),
  },
  live: communityLive,
  liveChannels: (viewer) => (communityMembers(viewer).disabledReason ? [] : [COMMUNITY_CHANNEL]),
  dashboardCard: lazyCard(async () => ({
    default: (await import('./CommunityDashboardCard')).CommunityDashboardCard,
  })),
};
