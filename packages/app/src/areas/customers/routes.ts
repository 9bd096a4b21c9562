import { Building2 } from 'lucide-react';
import {
  detailPage,
  hiddenForCustomers,
  lazyPage,
  navItem,
  type AppRoute,
  type AreaDefinition,
} from '../area';
import { customerLookup } from './queries';

const customers: AppRoute = {
  path: 'customers',
  page: lazyPage(() => import('./CustomersPage')),
  layout: 'app',
  title: 'Kunden',
};

/**
 * The customer console (employees only, spec §6): the server refuses everyone else, the sidebar
 * hides the entry from them. Live updates are left out: the console's companies publish to
 * their own channels, which an employee working in another company does not hear.
 */
export const customersArea: AreaDefinition = {
  id: 'customers',
  routes: [
    customers,
    {
      path: 'customers/:id',
      page: lazyPage(() => import('./CustomerPage')),
      layout: 'app',
      ...detailPage(customerLookup, [{ label: 'Kunden', href: '/app/customers' }], 'Kunde'),
    },
  ],
  sidebar: {
    group: 'main',
    item: navItem('customers', customers, { icon: Building2, rule: hiddenForCustomers }),
  },
};
