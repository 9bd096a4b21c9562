import type { RouteObject } from 'react-router';
import { LoadingScreen } from '@sprint/ui';
import { AuthGuard } from './auth/AuthGuard';
import { lazyPage, type LazyPage } from './router/lazyPage';
import { RouteErrorView } from './router/RouteErrorView';
import type { ShellLayout } from './shell/AppShell';
import {
  channelLabel,
  CLIP_LOADING,
  crumbs,
  dashboardCrumbs,
  LEAD_LOADING,
  type CrumbContext,
  type CrumbSpec,
} from './shell/breadcrumbs';
import { CHAT_CATEGORIES } from './shell/categories';
import { Root } from './shell/Root';

/** What a route tells the shell: the single source for layout, title, breadcrumbs and nav. */
export type RouteHandle = {
  layout: ShellLayout;
  title: string | ((context: CrumbContext) => string);
  crumbs: CrumbSpec;
  /** The sidebar item this page belongs to (marked active). */
  nav?: string | ((context: CrumbContext) => string);
  /** The detail a header must look up for its breadcrumb. */
  lookup?: 'lead' | 'clip';
  preload?: () => void;
};

type PageRoute = {
  path?: string;
  index?: true;
  page: LazyPage;
  handle: Omit<RouteHandle, 'preload'>;
};

const pages = {
  landing: lazyPage(() => import('./pages/public/LandingPage')),
  login: lazyPage(() => import('./pages/public/LoginPage')),
  signup: lazyPage(() => import('./pages/public/SignupPage')),
  invite: lazyPage(() => import('./pages/public/InvitePage')),
  privacy: lazyPage(() => import('./pages/public/PrivacyPage')),
  imprint: lazyPage(() => import('./pages/public/ImprintPage')),
  terms: lazyPage(() => import('./pages/public/TermsPage')),
  notFound: lazyPage(() => import('./pages/NotFoundPage')),
  dashboard: lazyPage(() => import('./pages/dashboard/DashboardPage')),
  community: lazyPage(() => import('./pages/community/CommunityPage')),
  leaderboard: lazyPage(() => import('./pages/community/LeaderboardPage')),
  calendar: lazyPage(() => import('./pages/calendar/CalendarPage')),
  calendarOAuth: lazyPage(() => import('./pages/calendar/CalendarOAuthPage')),
  account: lazyPage(() => import('./pages/account/AccountPage')),
  customers: lazyPage(() => import('./pages/customers/CustomersPage')),
  game: lazyPage(() => import('./pages/game/GamePage')),
  team: lazyPage(() => import('./pages/team/TeamPage')),
  settings: lazyPage(() => import('./pages/settings/SettingsPage')),
  liveTests: lazyPage(() => import('./pages/liveTests/LiveTestsPage')),
  tasks: lazyPage(() => import('./pages/tasks/TasksPage')),
  documents: lazyPage(() => import('./pages/documents/DocumentsPage')),
  phoneTraining: lazyPage(() => import('./pages/phoneTraining/PhoneTrainingPage')),
  crm: lazyPage(() => import('./pages/crm/CrmPage')),
  lead: lazyPage(() => import('./pages/crm/LeadPage')),
  clips: lazyPage(() => import('./pages/clips/ClipsPage')),
  clip: lazyPage(() => import('./pages/clips/ClipPage')),
  finances: lazyPage(() => import('./pages/finances/FinancesOverviewPage')),
  recurringExpenses: lazyPage(() => import('./pages/finances/RecurringExpensesPage')),
  recurringIncome: lazyPage(() => import('./pages/finances/RecurringIncomePage')),
  taxReserves: lazyPage(() => import('./pages/finances/TaxReservesPage')),
  projects: lazyPage(() => import('./pages/finances/ProjectsPage')),
  trainings: lazyPage(() => import('./pages/trainings/TrainingsPage')),
  training: lazyPage(() => import('./pages/trainings/TrainingPage')),
  lesson: lazyPage(() => import('./pages/trainings/LessonPage')),
  chat: lazyPage(() => import('./pages/chat/ChatPage')),
  outreach: lazyPage(() => import('./pages/outreach/OutreachPage')),
  inbox: lazyPage(() => import('./pages/outreach/InboxPage')),
  outreachChannel: lazyPage(() => import('./pages/outreach/OutreachChannelPage')),
};

/** A public page: no shell, its own title, and the fallback breadcrumb. */
function publicPage(route: Omit<PageRoute, 'handle'>, title: string): PageRoute {
  return { ...route, handle: { layout: 'none', title, crumbs: dashboardCrumbs } };
}

const publicRoutes: PageRoute[] = [
  publicPage({ index: true, page: pages.landing }, 'Sprint'),
  publicPage({ path: 'login', page: pages.login }, 'Anmelden'),
  publicPage({ path: 'signup', page: pages.signup }, 'Registrieren'),
  publicPage({ path: 'invite/:token', page: pages.invite }, 'Einladung'),
  publicPage({ path: 'privacy', page: pages.privacy }, 'Datenschutz'),
  publicPage({ path: 'impressum', page: pages.imprint }, 'Impressum'),
  publicPage({ path: 'agb', page: pages.terms }, 'AGB'),
];

const chatLabel = (slug: string | null) =>
  CHAT_CATEGORIES.find((category) => category.slug === slug)?.label ?? 'Allgemein';

const finances = { label: 'Finanzen', href: '/app/finances' };
const outreach = { label: 'Outreach', href: '/app/outreach' };
const inbox = { label: 'Inbox', href: '/app/outreach/inbox' };
const trainings = { label: 'Trainings', href: '/app/trainings' };

/** Every signed-in route of spec §2, under /app. */
export const appRoutes: PageRoute[] = [
  {
    index: true,
    page: pages.dashboard,
    handle: {
      layout: 'app',
      title: 'Dashboard',
      crumbs: crumbs({ label: 'Dashboard' }),
      nav: 'dashboard',
    },
  },
  {
    path: 'dashboard',
    page: pages.dashboard,
    handle: {
      layout: 'app',
      title: 'Dashboard',
      crumbs: crumbs({ label: 'Dashboard' }),
      nav: 'dashboard',
    },
  },
  {
    path: 'community',
    page: pages.community,
    handle: {
      layout: 'app',
      title: 'Community',
      crumbs: crumbs({ label: 'Community' }),
      nav: 'community',
    },
  },
  {
    path: 'leaderboard',
    page: pages.leaderboard,
    handle: {
      layout: 'app',
      title: 'Leaderboard',
      crumbs: crumbs({ label: 'Community', href: '/app/community' }, { label: 'Leaderboard' }),
      nav: 'community',
    },
  },
  {
    path: 'calendar',
    page: pages.calendar,
    handle: {
      layout: 'noScroll',
      title: 'Kalender',
      crumbs: crumbs({ label: 'Calendar' }),
      nav: 'calendar',
    },
  },
  {
    path: 'account',
    page: pages.account,
    handle: { layout: 'app', title: 'Konto', crumbs: crumbs({ label: 'Konto' }) },
  },
  {
    path: 'customers',
    page: pages.customers,
    handle: {
      layout: 'app',
      title: 'Kunden',
      crumbs: crumbs({ label: 'Kunden' }),
      nav: 'customers',
    },
  },
  {
    path: 'game',
    page: pages.game,
    handle: { layout: 'none', title: 'Game', crumbs: crumbs({ label: 'Game' }), nav: 'game' },
  },
  {
    path: 'team',
    page: pages.team,
    handle: {
      layout: 'app',
      title: 'Mein Team',
      crumbs: crumbs({ label: 'Mein Team' }),
      nav: 'team',
    },
  },
  {
    path: 'settings',
    page: pages.settings,
    handle: {
      layout: 'app',
      title: 'Einstellungen',
      crumbs: crumbs({ label: 'Einstellungen' }),
      nav: 'settings',
    },
  },
  {
    path: 'settings/calendar/oauth',
    page: pages.calendarOAuth,
    handle: {
      layout: 'none',
      title: 'Kalender verbinden',
      crumbs: crumbs({ label: 'Einstellungen' }),
      nav: 'settings',
    },
  },
  {
    path: 'live-tests',
    page: pages.liveTests,
    handle: {
      layout: 'app',
      title: 'Live Übungen',
      crumbs: crumbs({ label: 'Live Übungen' }),
      nav: 'live-tests',
    },
  },
  {
    path: 'tasks',
    page: pages.tasks,
    handle: {
      layout: 'app',
      title: 'Aufgaben',
      crumbs: crumbs({ label: 'Aufgaben' }),
      nav: 'tasks',
    },
  },
  {
    path: 'documents',
    page: pages.documents,
    handle: {
      layout: 'noScroll',
      title: 'Dokumente',
      crumbs: crumbs({ label: 'Dokumente' }),
      nav: 'documents',
    },
  },
  {
    path: 'telefon-training',
    page: pages.phoneTraining,
    handle: {
      layout: 'app',
      title: 'Telefon-Training',
      crumbs: crumbs({ label: 'Telefon-Training' }),
    },
  },
  {
    path: 'crm',
    page: pages.crm,
    handle: { layout: 'app', title: 'CRM', crumbs: crumbs({ label: 'CRM' }), nav: 'crm' },
  },
  {
    path: 'crm/leads/:id',
    page: pages.lead,
    handle: {
      layout: 'app',
      title: ({ lookups }) => lookups.leadName ?? 'Lead',
      crumbs: ({ lookups }) => [
        { label: 'CRM', href: '/app/crm' },
        { label: lookups.leadName ?? LEAD_LOADING },
      ],
      nav: 'crm',
      lookup: 'lead',
    },
  },
  {
    path: 'clips',
    page: pages.clips,
    handle: { layout: 'app', title: 'Clips', crumbs: crumbs({ label: 'Clips' }) },
  },
  {
    path: 'clips/:id',
    page: pages.clip,
    handle: {
      layout: 'app',
      title: ({ lookups }) => lookups.clipTitle ?? 'Clip',
      crumbs: ({ lookups }) => [
        { label: 'Clips', href: '/app/clips' },
        { label: lookups.clipTitle ?? CLIP_LOADING },
      ],
      lookup: 'clip',
    },
  },
  {
    path: 'finances',
    page: pages.finances,
    handle: {
      layout: 'app',
      title: 'Finanzen',
      crumbs: crumbs({ label: 'Finanzen' }),
      nav: 'finances-overview',
    },
  },
  {
    path: 'finances/overview',
    page: pages.finances,
    handle: {
      layout: 'app',
      title: 'Finanzen',
      crumbs: crumbs({ label: 'Finanzen' }),
      nav: 'finances-overview',
    },
  },
  {
    path: 'finances/recurring-expenses',
    page: pages.recurringExpenses,
    handle: {
      layout: 'app',
      title: 'Wiederkehrende Ausgaben',
      crumbs: crumbs(finances, { label: 'Wiederkehrende Ausgaben' }),
      nav: 'finances-recurring-expenses',
    },
  },
  {
    path: 'finances/recurring-income',
    page: pages.recurringIncome,
    handle: {
      layout: 'app',
      title: 'Wiederkehrende Einnahmen',
      crumbs: crumbs(finances, { label: 'Wiederkehrende Einnahmen' }),
      nav: 'finances-recurring-income',
    },
  },
  {
    path: 'finances/tax-reserves',
    page: pages.taxReserves,
    handle: {
      layout: 'app',
      title: 'Steuerrücklagen',
      crumbs: crumbs(finances, { label: 'Steuerrücklagen' }),
      nav: 'finances-tax-reserves',
    },
  },
  {
    path: 'finances/projects',
    page: pages.projects,
    handle: {
      layout: 'app',
      title: 'Projekte',
      crumbs: crumbs(finances, { label: 'Projekte' }),
      nav: 'finances-projects',
    },
  },
  {
    path: 'trainings',
    page: pages.trainings,
    handle: { layout: 'app', title: 'Trainings', crumbs: crumbs({ label: 'Trainings' }) },
  },
  {
    path: 'trainings/:id',
    page: pages.training,
    handle: { layout: 'app', title: 'Training', crumbs: crumbs(trainings, { label: 'Training' }) },
  },
  {
    path: 'trainings/:id/modules/:moduleId/lessons/:lessonId',
    page: pages.lesson,
    handle: {
      layout: 'app',
      title: 'Lektion',
      crumbs: ({ params }) => [
        trainings,
        { label: 'Training', href: `/app/trainings/${params.id ?? ''}` },
        { label: 'Modules' },
        { label: 'Lesson' },
      ],
    },
  },
  {
    path: 'chat',
    page: pages.chat,
    handle: {
      layout: 'noScroll',
      title: ({ search }) => `AI Chat – ${chatLabel(search.get('category'))}`,
      crumbs: crumbs({ label: 'AI Chat' }),
      nav: ({ search }) =>
        `chat-${CHAT_CATEGORIES.some((c) => c.slug === search.get('category')) ? search.get('category') : 'allgemein'}`,
    },
  },
  {
    path: 'outreach',
    page: pages.outreach,
    handle: {
      layout: 'app',
      title: 'Outreach',
      crumbs: crumbs({ label: 'Outreach' }),
      nav: 'outreach-tracking',
    },
  },
  {
    path: 'outreach/inbox',
    page: pages.inbox,
    handle: {
      layout: 'noScroll',
      title: 'Inbox',
      crumbs: ({ search }) =>
        search.has('channel')
          ? [outreach, inbox, { label: channelLabel(search.get('channel')) }]
          : [outreach, { label: 'Inbox' }],
      nav: ({ search }) => `outreach-${search.get('channel') ?? 'tracking'}`,
    },
  },
  {
    path: 'outreach/:channel',
    page: pages.outreachChannel,
    handle: {
      layout: 'app',
      title: ({ params }) => `Outreach – ${channelLabel(params.channel)}`,
      crumbs: ({ params }) => [outreach, { label: channelLabel(params.channel) }],
      nav: ({ params }) => `outreach-${params.channel ?? 'tracking'}`,
    },
  },
];

function toRouteObject({ path, index, page, handle }: PageRoute): RouteObject {
  const routeHandle: RouteHandle = { ...handle, preload: page.preload };
  return index
    ? { index: true, lazy: page.lazy, handle: routeHandle }
    : { path, lazy: page.lazy, handle: routeHandle };
}

const inLayout = (layout: ShellLayout) =>
  appRoutes.filter((route) => route.handle.layout === layout).map(toRouteObject);

/** The whole route table: public pages, the guarded app in its three layouts, and the 404. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteErrorView />,
    // Painted while the first page's module loads.
    hydrateFallbackElement: <LoadingScreen fullScreen />,
    children: [
      ...publicRoutes.map(toRouteObject),
      {
        path: 'app',
        element: <AuthGuard />,
        children: [
          {
            // One shell for both scrolling and full-height pages: moving between them keeps
            // the sidebar as it is.
            // The shell (sidebar, menus, header) is its own chunk: /login never loads it.
            lazy: async () => ({ Component: (await import('./shell/AppShell')).AppShell }),
            children: [
              ...inLayout('app'),
              ...inLayout('noScroll'),
              // An unknown page inside the app: the shell stays, the header says Dashboard.
              toRouteObject({
                path: '*',
                page: pages.notFound,
                handle: { layout: 'app', title: 'Seite nicht gefunden', crumbs: dashboardCrumbs },
              }),
            ],
          },
          { children: inLayout('none') },
        ],
      },
      toRouteObject({
        path: '*',
        page: pages.notFound,
        handle: { layout: 'none', title: 'Seite nicht gefunden', crumbs: dashboardCrumbs },
      }),
    ],
  },
];
