import { lazyPage, type AreaDefinition } from '../area';

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
};
