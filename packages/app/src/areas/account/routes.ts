import { lazyPage, type AreaDefinition } from '../area';
import { accountLive } from './queries';

/** Reached from the user menu, not the sidebar. */
export const accountArea: AreaDefinition = {
  id: 'account',
  routes: [
    {
      path: 'account',
      page: lazyPage(() => import('./AccountPage')),
      layout: 'app',
      title: 'Konto',
    },
  ],
  live: accountLive,
};
