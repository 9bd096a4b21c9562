import { Briefcase } from 'lucide-react';
import {
  detailPage,
  lazyCard,
  lazyPage,
  navItem,
  primaryAdminsOnly,
  type AppRoute,
  type AreaDefinition,
} from '../area';
import { crmLive, leadLookup } from './queries';

const crm: AppRoute = {
  path: 'crm',
  page: lazyPage(() => import('./CrmPage')),
  layout: 'app',
  title: 'CRM',
};

export const crmArea: AreaDefinition = {
  id: 'crm',
  routes: [
    crm,
    {
      path: 'crm/leads/:id',
      page: lazyPage(() => import('./LeadPage')),
      layout: 'app',
      ...detailPage(leadLookup, [{ label: 'CRM', href: '/app/crm' }], 'Lead'),
    },
  ],
  sidebar: {
    group: 'management',
    item: navItem('crm', crm, { icon: Briefcase, rule: primaryAdminsOnly }),
  },
  live: crmLive,
  dashboardCard: lazyCard(async () => ({
    default: (await import('./CrmDashboardCard')).CrmDashboardCard,
  })),
};
