/** Tasks: to-dos with due days, assignees and a board (docs/adr/021). */
import { defineArea } from '../../platform/area';
import './events';
import { taskData } from './personalData';
import { tasksRouter } from './router';
import * as tables from './schema';
import { seedTasks } from './seed';

export const tasksArea = defineArea({
  id: 'tasks',
  routers: { tasks: tasksRouter },
  events: ['task.changed'],
  tables,
  seed: seedTasks,
  personalData: [taskData],
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.tasksTenantProbe),
    foreignRefusals: [
      'Aufgabe nicht gefunden.',
      'Die zugewiesene Person ist kein Mitglied dieses Unternehmens.',
    ],
    inputMessages: [
      /^Bitte gib (ein gültiges Datum|eine gültige Uhrzeit) ein( \(HH:MM\))?\.$/,
      /^Eine Uhrzeit braucht ein Fälligkeitsdatum\.$/,
      /^Das Datum muss zwischen 2000 und 2100 liegen\.$/,
    ],
  },
});
