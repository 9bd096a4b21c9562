import { Building2 } from 'lucide-react';
import { hiddenForCustomers, lazyPage, navItem, type AppRoute, type AreaDefinition } from '../area';

const customers: AppRoute = {
  path: 'customers',
  page: lazyPage(() => import('./CustomersPage')),
  layout: 'app',
  title: 'Kunden',
};

export const customersArea: AreaDefinition = {
  id: 'customers',
  routes: [customers],
  sidebar: {
    group: 'main',
    item: navItem('customers', customers, { icon: Building2, rule: hiddenForCustomers }),
  },
};
