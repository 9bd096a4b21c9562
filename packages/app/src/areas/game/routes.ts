import { Gamepad2 } from 'lucide-react';
import { lazyPage, navItem, type AppRoute, type AreaDefinition } from '../area';

const game: AppRoute = {
  path: 'game',
  page: lazyPage(() => import('./GamePage')),
  layout: 'none',
  title: 'Game',
};

export const gameArea: AreaDefinition = {
  id: 'game',
  routes: [game],
  sidebar: { group: 'footer', item: navItem('game', game, { icon: Gamepad2 }) },
};
