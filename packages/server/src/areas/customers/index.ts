/** The provider's customer console ('Kunden') and a company's own settings ('Einstellungen'). */
import { defineArea } from '../../platform/area';
import { companyRouter, customersRouter } from './router';

export const customers = defineArea({
  id: 'customers',
  routers: { customers: customersRouter, company: companyRouter },
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.customersTenantProbe),
    foreignRefusals: ['Diesen Kunden gibt es nicht.'],
  },
});
