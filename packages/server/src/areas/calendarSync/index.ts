/** A person's Google Calendar connection: busy times beside Sprint's events (docs/adr/022). */
import { defineArea } from '../../platform/area';
import { calendarConnectionData } from './personalData';
import { calendarSyncRouter } from './router';
import * as tables from './schema';

export const calendarSync = defineArea({
  id: 'calendarSync',
  routers: { calendarSync: calendarSyncRouter },
  tables,
  personalData: [calendarConnectionData],
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.calendarSyncTenantProbe),
  },
});
