import type { RouteObject } from 'react-router';
import { LoadingScreen } from '@sprint/ui';
import { AuthGuard } from './auth/AuthGuard';
import {
  crumbs,
  dashboardCrumbs,
  lazyPage,
  type AppRoute,
  type AreaDefinition,
  type RouteHandle,
  type ShellLayout,
} from './areas/area';
import { areas, dashboardCards } from './areas';
import type { LazyPage } from './router/lazyPage';
import { RouteErrorView } from './router/RouteErrorView';
import { Root } from './shell/Root';

export type { RouteHandle };

/** A route with its page and the handle the shell reads (layout, title, breadcrumbs, nav). */
type PageRoute = {
  path?: string;
  index?: true;
  page: LazyPage;
  handle: Omit<RouteHandle, 'preload'>;
};

/** The dashboard's page with the areas' cards it shows: loading one ahead loads them all. */
function withCards(page: LazyPage): LazyPage {
  return {
    ...page,
    preload: () => {
      page.preload();
      for (const card of dashboardCards) card.preload();
    },
  };
}

/** An area's route with the defaults filled in: the title as breadcrumb, the area's nav item. */
function pageRoute(
  area: AreaDefinition,
  { path, index, page, dashboardCards: showsCards, ...handle }: AppRoute,
): PageRoute {
  const { title } = handle;
  if (!handle.crumbs && typeof title !== 'string') {
    throw new Error(`${area.id}/${path ?? ''}: a computed title needs its own crumbs`);
  }
  return {
    ...(index ? { index } : { path }),
    page: showsCards ? withCards(page) : page,
    handle: {
      ...handle,
      crumbs: handle.crumbs ?? crumbs({ label: String(title) }),
      nav: handle.nav ?? area.sidebar?.item.id,
    },
  };
}

const routesOf = (signedIn: boolean) =>
  areas
    .filter((area) => !area.public === signedIn)
    .flatMap((area) => area.routes.map((route) => pageRoute(area, route)));

/** Every signed-in route of spec §2, under /app. */
export const appRoutes: PageRoute[] = routesOf(true);

const publicRoutes: PageRoute[] = routesOf(false);

const notFoundPage = lazyPage(() => import('./router/NotFoundPage'));

// The shell (sidebar, menus, header) is its own chunk: /login never loads it. A page's preload
// (a link hovered, a sign-in being checked) loads it too.
const shell = lazyPage(async () => ({ Component: (await import('./shell/AppShell')).AppShell }));

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
            lazy: shell.lazy,
            handle: { preload: shell.preload },
            children: [
              ...inLayout('app'),
              ...inLayout('noScroll'),
              // An unknown page inside the app: the shell stays, the header says Dashboard.
              toRouteObject({
                path: '*',
                page: notFoundPage,
                handle: { layout: 'app', title: 'Seite nicht gefunden', crumbs: dashboardCrumbs },
              }),
            ],
          },
          { children: inLayout('none') },
        ],
      },
      toRouteObject({
        path: '*',
        page: notFoundPage,
        handle: { layout: 'none', title: 'Seite nicht gefunden', crumbs: dashboardCrumbs },
      }),
    ],
  },
];
