import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes, routes, type RouteHandle } from './routes';
import { dashboardCards } from './areas';
import { CLIP_LOADING } from './areas/clips/queries';
import { LEAD_LOADING } from './areas/crm/queries';
import { channelLabel } from './areas/outreach/channels';
import { searchParamsWith } from './shell/AppHeader';

/**
 * The breadcrumbs the route table gives a URL under /app, as the header computes them; `detail`
 * is what a detail page's lookup found (undefined while it loads).
 */
function crumbsFor(url: string, detail?: string) {
  const { pathname, search } = new URL(url, 'http://sprint.test');
  const routes: RouteObject[] = [
    {
      path: '/app',
      children: appRoutes.map(({ path, index, handle }) =>
        index ? { index, handle } : { path, handle },
      ),
    },
  ];
  const match = (matchRoutes(routes, pathname) ?? []).at(-1);
  const handle = match?.route.handle as RouteHandle | undefined;
  if (!handle) return ['Dashboard'];
  return handle
    .crumbs({ params: match?.params ?? {}, search: new URLSearchParams(search), detail })
    .map((item) => item.label);
}

describe('breadcrumbs from the route table (spec §2)', () => {
  it.each([
    ['/app', ['Dashboard']],
    ['/app/dashboard', ['Dashboard']],
    ['/app/customers', ['Kunden']],
    ['/app/game', ['Game']],
    ['/app/calendar', ['Calendar']],
    ['/app/community', ['Community']],
    ['/app/leaderboard', ['Community', 'Leaderboard']],
    ['/app/live-tests', ['Live Übungen']],
    ['/app/outreach', ['Outreach']],
    ['/app/outreach/inbox', ['Outreach', 'Inbox']],
    ['/app/crm', ['CRM']],
    ['/app/team', ['Mein Team']],
    ['/app/clips', ['Clips']],
    ['/app/trainings/7/modules/2/lessons/3', ['Trainings', 'Training', 'Modules', 'Lesson']],
    ['/app/finances', ['Finanzen']],
    ['/app/finances/overview', ['Finanzen']],
    ['/app/finances/tax-reserves', ['Finanzen', 'Steuerrücklagen']],
    ['/app/settings', ['Einstellungen']],
    ['/app/account', ['Konto']],
    ['/app/chat?category=postgenerator', ['AI Chat']],
    ['/app/gibt-es-nicht/ganz-tief', ['Dashboard']],
  ])('%s → %j', (url, expected) => {
    expect(crumbsFor(url)).toEqual(expected);
  });

  it('names the inbox channel, anything unknown is All Channels', () => {
    expect(crumbsFor('/app/outreach/inbox?channel=linkedin')).toEqual([
      'Outreach',
      'Inbox',
      'LinkedIn',
    ]);
    expect(crumbsFor('/app/outreach/inbox?channel=instagram')).toEqual([
      'Outreach',
      'Inbox',
      'Instagram',
    ]);
    expect(crumbsFor('/app/outreach/inbox?channel=email')).toEqual(['Outreach', 'Inbox', 'E-Mail']);
    expect(crumbsFor('/app/outreach/inbox?channel=fax')).toEqual([
      'Outreach',
      'Inbox',
      'All Channels',
    ]);
    expect(channelLabel(undefined)).toBe('All Channels');
  });

  it('shows the lead’s company, or that it is loading', () => {
    expect(crumbsFor('/app/crm/leads/abc')).toEqual(['CRM', LEAD_LOADING]);
    expect(crumbsFor('/app/crm/leads/abc', 'Alpenblick Logistik GmbH')).toEqual([
      'CRM',
      'Alpenblick Logistik GmbH',
    ]);
  });

  it('shows the clip’s title, or Loading...', () => {
    expect(crumbsFor('/app/clips/x')).toEqual(['Clips', CLIP_LOADING]);
    expect(crumbsFor('/app/clips/x', 'Die erste LinkedIn-Nachricht')).toEqual([
      'Clips',
      'Die erste LinkedIn-Nachricht',
    ]);
  });
});

describe('searchParamsWith (community search, spec §5)', () => {
  it('trims the text and removes the parameter when empty, keeping others', () => {
    const base = new URLSearchParams('tab=neu');
    expect(searchParamsWith(base, '  Akquise ').toString()).toBe('tab=neu&search=Akquise');
    expect(searchParamsWith(new URLSearchParams('search=alt&tab=neu'), '   ').toString()).toBe(
      'tab=neu',
    );
  });
});

describe('loading a page ahead (a link hovered, a sign-in being checked)', () => {
  /** What preloading `pathname` starts, as router/AppLink.tsx `preloadPath` does it. */
  function preload(pathname: string) {
    for (const match of matchRoutes(routes, pathname) ?? []) {
      (match.route.handle as RouteHandle | undefined)?.preload?.();
    }
  }

  it('loads the dashboard’s cards with the dashboard, and only with it', async () => {
    // Observed, not replaced: the cards load for real.
    const cards = dashboardCards.map((card) => vi.spyOn(card, 'preload'));
    expect(cards.length).toBeGreaterThan(3);
    preload('/app/crm');
    for (const card of cards) expect(card).not.toHaveBeenCalled();
    preload('/app/dashboard');
    for (const card of cards) expect(card).toHaveBeenCalledTimes(1);
    preload('/app');
    for (const card of cards) expect(card).toHaveBeenCalledTimes(2);
    for (const card of cards) card.mockRestore();
    // The pages and cards loading meanwhile finish here: on a slow machine they outlived the file
    // and failed the next one (its environment was already torn down).
    await vi.dynamicImportSettled();
  });

  it('loads the shell with every page inside it, not with the sign-in page', () => {
    const withPreload = (pathname: string) =>
      (matchRoutes(routes, pathname) ?? []).filter(
        (match) => (match.route.handle as RouteHandle | undefined)?.preload,
      ).length;
    // The shell's route and the page's.
    expect(withPreload('/app/crm')).toBe(2);
    expect(withPreload('/login')).toBe(1);
  });
});
