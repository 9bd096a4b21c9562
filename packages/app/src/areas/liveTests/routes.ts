import { Dumbbell } from 'lucide-react';
import { lazyPage, navItem, primaryAdminsOnly, type AppRoute, type AreaDefinition } from '../area';

const liveTests: AppRoute = {
  path: 'live-tests',
  page: lazyPage(() => import('./LiveTestsPage')),
  layout: 'app',
  title: 'Live Übungen',
};

export const liveTestsArea: AreaDefinition = {
  id: 'live-tests',
  routes: [liveTests],
  sidebar: {
    group: 'main',
    item: navItem('live-tests', liveTests, { icon: Dumbbell, rule: primaryAdminsOnly }),
  },
};
