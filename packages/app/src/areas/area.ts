/**
 * What an area declares about itself, in its `routes.ts`: its routes (path, layout, title,
 * breadcrumbs, lazy page), its sidebar entry with its spec §6 rule, the detail lookup of its
 * breadcrumbs, its live-update invalidations and its dashboard card. The route table, the
 * sidebar, the header and the live updates are composed from these (areas/index.ts), so each
 * title and path is written once. docs/adding-an-area.md walks through an example.
 */
import {
  createContext,
  createElement,
  use,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { LucideIcon } from 'lucide-react';
import type { QueryKey } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { BreadcrumbItem } from '@sprint/ui';
import type { AppRouter } from '@sprint/server';
import type { RealtimeEventName } from '@sprint/server';
import { hasRole } from '@sprint/server/platform/identity';
import type { LazyPage } from '../router/lazyPage';
import type { AccessRule } from '../components/access';

export { lazyPage } from '../router/lazyPage';

/** Spec §2 layouts: 'app' scrolls with padding; 'noScroll' (chat, inbox) fills the screen; 'none' is bare. */
export type ShellLayout = 'app' | 'noScroll' | 'none';

/** The typed tRPC options proxy pages and lookups build their query options with. */
export type Trpc = TRPCOptionsProxy<AppRouter>;

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What titles, breadcrumbs and the active sidebar item are computed from. */
export type CrumbContext = {
  params: RouteParams;
  search: URLSearchParams;
  /** A detail page's looked-up name (a lead's company, a clip's title); undefined while loading. */
  detail?: string;
};

export type CrumbSpec = (context: CrumbContext) => BreadcrumbItem[];

export const crumbs =
  (...items: BreadcrumbItem[]): CrumbSpec =>
  () =>
    items;

/** Spec §2: unknown paths fall back to Dashboard. */
export const dashboardCrumbs: CrumbSpec = () => [{ label: 'Dashboard' }];

/**
 * How the header names a detail page: the query that loads it (shared with the page, so one
 * request serves both), how to read its name, and what to show until then.
 */
export type RouteLookup = {
  /** Null when the params cannot name a record (a malformed id): nothing is requested. */
  query: (params: RouteParams, trpc: Trpc) => LookupQueryOptions<unknown> | null;
  label: (data: unknown) => string | null | undefined;
  loading: string;
  /** The page's rule: for whom the server would refuse, nothing is requested. */
  access?: AccessRule;
};

/**
 * Query options as tRPC's `queryOptions` or a plain `{ queryKey, queryFn }` give them; only what
 * a lookup relies on, since the two differ in their key and error types.
 */
export type LookupQueryOptions<TData> = {
  queryKey: readonly unknown[];
  queryFn?: ((...args: never[]) => TData | Promise<TData>) | symbol;
  /** For data the app has at hand (sample data): no loading state at all. */
  initialData?: unknown;
  staleTime?: unknown;
};

/** A typed lookup: `label` sees what `query` loads. */
export function defineLookup<TData>(lookup: {
  query: (params: RouteParams, trpc: Trpc) => LookupQueryOptions<TData> | null;
  label: (data: TData) => string | null | undefined;
  loading: string;
  access?: AccessRule;
}): RouteLookup {
  return lookup as RouteLookup;
}

/** One page of an area. */
export type AppRoute = {
  /** Relative to /app for signed-in areas, to / for public ones. */
  path?: string;
  index?: true;
  page: LazyPage;
  layout: ShellLayout;
  /** The document title (and, for a plain string, the breadcrumb and sidebar label). */
  title: string | ((context: CrumbContext) => string);
  /** Defaults to the title as the only breadcrumb. */
  crumbs?: CrumbSpec;
  /** The sidebar item marked active; defaults to the area's own sidebar item. */
  nav?: string | ((context: CrumbContext) => string);
  lookup?: RouteLookup;
  header?: HeaderFeatures;
  /** The page shows the areas' dashboard cards: preloading the page preloads them too. */
  dashboardCards?: true;
};

/** What the header adds on some pages (spec §2, Header). */
export type HeaderFeatures = {
  /** The search field ('Durchsuche Posts & Kommentare...') that writes `?search=`. */
  search?: boolean;
  /** The red 'Record Video' button. */
  recordVideo?: boolean;
};

/** A detail page's title and breadcrumbs: the looked-up name, or the lookup's loading text. */
export function detailPage(
  lookup: RouteLookup,
  parents: BreadcrumbItem[],
  fallbackTitle: string,
): Pick<AppRoute, 'title' | 'crumbs' | 'lookup'> {
  return {
    lookup,
    title: ({ detail }) => detail ?? fallbackTitle,
    crumbs: ({ detail }) => [...parents, { label: detail ?? lookup.loading }],
  };
}

/** What a matched route tells the shell (the route object's `handle`). */
export type RouteHandle = {
  layout: ShellLayout;
  title: string | ((context: CrumbContext) => string);
  crumbs: CrumbSpec;
  nav?: string | ((context: CrumbContext) => string);
  lookup?: RouteLookup;
  header?: HeaderFeatures;
  preload?: () => void;
};

// Sidebar ----------------------------------------------------------------------------------

/** Spec §6, word for word. */
export const EMPLOYEES_ONLY = 'Nur für Mitarbeiter verfügbar';
export const ADMINS_ONLY = 'In Entwicklung - Nur für Admins verfügbar';

export type Viewer = {
  ourEmployee: boolean;
  role: string | null;
  /**
   * What the company's areas share with every member's app (`SharedCompanySettings` on the
   * server, e.g. `financesForAdmins`): an area's sidebar rule may read its own.
   */
  financesForAdmins?: boolean;
  /** An employee opened the community for the company. */
  communityOpen?: boolean;
};

/** What the sidebar does with an entry for this viewer. The server enforces; this mirrors. */
export type Rule = (viewer: Viewer) => { hidden?: boolean; disabledReason?: string };

export const employeesOnly: Rule = (viewer) =>
  viewer.ourEmployee ? {} : { disabledReason: EMPLOYEES_ONLY };
export const primaryAdminsOnly: Rule = (viewer) =>
  hasRole(viewer.role, 'primary_admin') ? {} : { disabledReason: ADMINS_ONLY };
export const hiddenForCustomers: Rule = (viewer) => (viewer.ourEmployee ? {} : { hidden: true });
export const onlyPrimaryAdmins: Rule = (viewer) =>
  hasRole(viewer.role, 'primary_admin') ? {} : { hidden: true };

export type NavDefinition = {
  /** Also the `nav` of routes, which marks the item active. */
  id: string;
  label: string;
  href: string;
  icon?: LucideIcon;
  rule?: Rule;
  children?: NavDefinition[];
};

/** Spec §2's sidebar groups; the footer holds Game, Mein Team and Einstellungen. */
export type SidebarGroupId = 'main' | 'management' | 'ai-tools' | 'footer';

export function appHref(path: string | undefined): string {
  return path ? `/app/${path}` : '/app';
}

/** A sidebar item for a route: its title and address, unless given. */
export function navItem(
  id: string,
  route: AppRoute,
  extra: Partial<Omit<NavDefinition, 'id'>> = {},
): NavDefinition {
  const label = extra.label ?? (typeof route.title === 'string' ? route.title : undefined);
  if (!label) throw new Error(`navItem ${id}: a route with a computed title needs a label`);
  return { id, label, href: extra.href ?? appHref(route.path), ...extra };
}

// Live updates and the dashboard -----------------------------------------------------------

/** For each realtime event the area cares about: the queries it makes stale. */
export type LiveInvalidations = Partial<Record<RealtimeEventName, (trpc: Trpc) => QueryKey[]>>;

export type AreaDefinition = {
  id: string;
  /** Pages a visitor sees without signing in (outside the guard and the shell). */
  public?: boolean;
  routes: AppRoute[];
  sidebar?: { group: SidebarGroupId; item: NavDefinition };
  live?: LiveInvalidations;
  /**
   * Realtime channels beyond the company's that this viewer listens on for the area's `live`
   * events (the community's, for its members); the server's token grants the same.
   */
  liveChannels?: (viewer: Viewer) => string[];
  /** The area's card on the dashboard, loaded with the dashboard (`lazyCard`). */
  dashboardCard?: DashboardCard;
};

/** A dashboard card: a lazily loaded component that can also be loaded ahead of time. */
export type DashboardCard = ComponentType & { preload: () => void };

/**
 * An area's dashboard card, loaded when the dashboard shows it or, with `preload`, while the
 * sign-in is still being checked. Unlike `React.lazy`, a card loaded ahead renders at once: a
 * lazy component suspends on its first render even when its module is there, and React holds
 * back what a Suspense boundary reveals by up to 300 ms, so the cards (and their requests)
 * came that much later.
 */
export function lazyCard(load: () => Promise<{ default: ComponentType }>): DashboardCard {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () => (loading ??= load().then((module) => (loaded = module.default)));
  function LazyCard() {
    // Suspends (like React.lazy) until the module is there; a failure reaches the error view.
    return createElement(loaded ?? use(start()));
  }
  const preload = () => {
    // A load that failed ahead of time is tried again when the dashboard shows the card.
    void start().catch(() => {
      if (loaded === undefined) loading = undefined;
    });
  };
  return Object.assign(LazyCard, { preload });
}

// The dashboard shows the areas' cards without importing the areas: they come in by context.
const DashboardCardsContext = createContext<readonly ComponentType[]>([]);

export function DashboardCardsProvider({
  cards,
  children,
}: {
  cards: readonly ComponentType[];
  children: ReactNode;
}) {
  return createElement(DashboardCardsContext.Provider, { value: cards }, children);
}

export function useDashboardCards(): readonly ComponentType[] {
  return useContext(DashboardCardsContext);
}
