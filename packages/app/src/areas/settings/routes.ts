import { Settings } from 'lucide-react';
import { lazyPage, navItem, type AppRoute, type AreaDefinition } from '../area';
import { settingsLive } from './queries';

const settings: AppRoute = {
  path: 'settings',
  page: lazyPage(() => import('./SettingsPage')),
  layout: 'app',
  title: 'Einstellungen',
};

export const settingsArea: AreaDefinition = {
  id: 'settings',
  routes: [settings],
  sidebar: { group: 'footer', item: navItem('settings', settings, { icon: Settings }) },
  live: settingsLive,
};
