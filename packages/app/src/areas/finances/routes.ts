import { mayViewFinances } from '@sprint/server/finances';
import { Wallet } from 'lucide-react';
import {
  crumbs,
  employeesOnly,
  lazyCard,
  lazyPage,
  navItem,
  ADMINS_ONLY,
  type Rule,
  type AppRoute,
  type AreaDefinition,
} from '../area';
import { financesLive } from './queries';

/** Finanzen: spec §6's primary admins, plus admins once a primary admin shares the finances. */
export const financeViewers: Rule = (viewer) =>
  mayViewFinances(viewer.role, viewer.financesForAdmins) ? {} : { disabledReason: ADMINS_ONLY };

const finances = { label: 'Finanzen', href: '/app/finances' };

/** A page under Finanzen: its sidebar sub-item and the breadcrumb Finanzen › title. */
function financePage(path: string, title: string, page: AppRoute['page']): AppRoute {
  return {
    path: `finances/${path}`,
    page,
    layout: 'app',
    title,
    crumbs: crumbs(finances, { label: title }),
    nav: `finances-${path}`,
  };
}

const overviewPage = lazyPage(() => import('./FinancesOverviewPage'));
const overview: AppRoute = {
  path: 'finances',
  page: overviewPage,
  layout: 'app',
  title: 'Finanzen',
  nav: 'finances-overview',
};
const expenses = financePage(
  'recurring-expenses',
  'Wiederkehrende Ausgaben',
  lazyPage(() => import('./RecurringExpensesPage')),
);
const income = financePage(
  'recurring-income',
  'Wiederkehrende Einnahmen',
  lazyPage(() => import('./RecurringIncomePage')),
);
const taxReserves = financePage(
  'tax-reserves',
  'Steuerrücklagen',
  lazyPage(() => import('./TaxReservesPage')),
);
const projects = financePage(
  'projects',
  'Projekte',
  lazyPage(() => import('./ProjectsPage')),
);

export const financesArea: AreaDefinition = {
  id: 'finances',
  routes: [
    overview,
    { ...overview, path: 'finances/overview' },
    expenses,
    income,
    taxReserves,
    projects,
  ],
  sidebar: {
    group: 'management',
    item: navItem('finances', overview, {
      icon: Wallet,
      rule: financeViewers,
      children: [
        navItem('finances-overview', overview, {
          label: 'Übersicht',
          href: '/app/finances/overview',
        }),
        navItem('finances-recurring-expenses', expenses),
        navItem('finances-recurring-income', income),
        navItem('finances-tax-reserves', taxReserves),
        navItem('finances-projects', projects, { rule: employeesOnly }),
      ],
    }),
  },
  live: financesLive,
  dashboardCard: lazyCard(async () => ({
    default: (await import('./FinancesDashboardCard')).FinancesDashboardCard,
  })),
};
