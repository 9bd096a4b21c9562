import { detailPage, lazyCard, lazyPage, type AppRoute, type AreaDefinition } from '../area';
import { clipLookup, clipsLive } from './queries';

const clips: AppRoute = {
  path: 'clips',
  page: lazyPage(() => import('./ClipsPage')),
  layout: 'app',
  title: 'Clips',
  header: { recordVideo: true },
};

export const clipsArea: AreaDefinition = {
  id: 'clips',
  routes: [
    clips,
    {
      path: 'clips/:id',
      page: lazyPage(() => import('./ClipPage')),
      layout: 'app',
      ...detailPage(clipLookup, [{ label: 'Clips', href: '/app/clips' }], 'Clip'),
      header: { recordVideo: true },
    },
  ],
  live: clipsLive,
  dashboardCard: lazyCard(async () => ({
    default: (await import('./ClipsDashboardCard')).ClipsDashboardCard,
  })),
};
