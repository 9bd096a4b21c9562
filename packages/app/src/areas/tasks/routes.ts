import { ListTodo } from 'lucide-react';
import { lazyPage, navItem, primaryAdminsOnly, type AppRoute, type AreaDefinition } from '../area';

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
};
