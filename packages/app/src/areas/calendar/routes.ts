import { Calendar } from 'lucide-react';
import {
  crumbs,
  employeesOnly,
  lazyCard,
  lazyPage,
  navItem,
  type AppRoute,
  type AreaDefinition,
} from '../area';
import { calendarLive } from './queries';

const calendar: AppRoute = {
  path: 'calendar',
  page: lazyPage(() => import('./CalendarPage')),
  layout: 'noScroll',
  title: 'Kalender',
  crumbs: crumbs({ label: 'Calendar' }),
};

export const calendarArea: AreaDefinition = {
  id: 'calendar',
  routes: [
    calendar,
    {
      // The calendar provider sends people back here after they allowed access.
      path: 'settings/calendar/oauth',
      page: lazyPage(() => import('./CalendarOAuthPage')),
      layout: 'none',
      title: 'Kalender verbinden',
      crumbs: crumbs({ label: 'Einstellungen' }),
      nav: 'settings',
    },
  ],
  sidebar: {
    group: 'main',
    item: navItem('calendar', calendar, { icon: Calendar, rule: employeesOnly }),
  },
  live: calendarLive,
  // FullCalendar stays in the page's chunk: the card needs none of it.
  dashboardCard: lazyCard(async () => ({
    default: (await import('./CalendarDashboardCard')).CalendarDashboardCard,
  })),
};
