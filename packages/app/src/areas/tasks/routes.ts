import { ListTodo } from 'lucide-react';
import {
  lazyCard,
  lazyPage,
  navItem,
  primaryAdminsOnly,
  type AppRoute,
  type AreaDefinition,
} from '../area';
import { tasksLive } from './queries';

const tasks: AppRoute = {
  path: 'tasks',
  page: lazyPage(() => import('./TasksPage')),
  layout: 'app',
  title: 'Aufgaben',
};

export const tasksArea: AreaDefinition = {
  id: 'tasks',
  routes: [tasks],
  sidebar: {
    group: 'main',
    item: navItem('tasks', tasks, { icon: ListTodo, rule: primaryAdminsOnly }),
  },
  live: tasksLive,
  dashboardCard: lazyCard(async () => ({
    default: (await import('./TasksDashboardCard')).TasksDashboardCard,
  })),
};
