import { detailPage, lazyPage, type AreaDefinition } from '../area';
import { clipLookup } from './queries';

export const clipsArea: AreaDefinition = {
  id: 'clips',
  routes: [
    {
      path: 'clips',
      page: lazyPage(() => import('./ClipsPage')),
      layout: 'app',
      title: 'Clips',
      header: { recordVideo: true },
    },
    {
      path: 'clips/:id',
      page: lazyPage(() => import('./ClipPage')),
      layout: 'app',
      ...detailPage(clipLookup, [{ label: 'Clips', href: '/app/clips' }], 'Clip'),
      header: { recordVideo: true },
    },
  ],
};
