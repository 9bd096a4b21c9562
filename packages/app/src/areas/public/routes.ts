import { dashboardCrumbs, lazyPage, type AppRoute, type AreaDefinition } from '../area';

/** A public page: no shell, its own title, and the fallback breadcrumb. */
function publicPage(route: Pick<AppRoute, 'path' | 'index' | 'page'>, title: string): AppRoute {
  return { ...route, layout: 'none', title, crumbs: dashboardCrumbs };
}

/** What a visitor sees before signing in (spec §2's public routes). */
export const publicArea: AreaDefinition = {
  id: 'public',
  public: true,
  routes: [
    publicPage({ index: true, page: lazyPage(() => import('./LandingPage')) }, 'Sprint'),
    publicPage({ path: 'login', page: lazyPage(() => import('./LoginPage')) }, 'Anmelden'),
    publicPage({ path: 'signup', page: lazyPage(() => import('./SignupPage')) }, 'Registrieren'),
    publicPage(
      { path: 'invite/:token', page: lazyPage(() => import('./InvitePage')) },
      'Einladung',
    ),
    publicPage({ path: 'privacy', page: lazyPage(() => import('./PrivacyPage')) }, 'Datenschutz'),
    publicPage({ path: 'impressum', page: lazyPage(() => import('./ImprintPage')) }, 'Impressum'),
    publicPage({ path: 'agb', page: lazyPage(() => import('./TermsPage')) }, 'AGB'),
  ],
};
