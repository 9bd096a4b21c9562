import { useLocation, useParams } from 'react-router';
import { skipToken, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { BreadcrumbItem } from '@sprint/ui';
import { useTRPC } from '../api/trpc';
import { dashboardCrumbs, type CrumbContext, type RouteHandle } from '../areas/area';
import { useRouteHandle } from './documentTitle';
import { useViewer } from '../components/access';

// Where the root's title hook finds it too; the header and sidebar import it from here.
export { useRouteHandle };

// Pages without a lookup still call the hook (rules of hooks): a query that never runs.
const NO_LOOKUP: UseQueryOptions = { queryKey: ['route-lookup', 'none'], queryFn: skipToken };

/**
 * What breadcrumbs and titles are computed from. A detail page's name comes from its route's
 * lookup, through the query the page itself uses (one request, one cache entry).
 */
export function useCrumbContext(handle: RouteHandle | undefined): CrumbContext {
  const params = useParams();
  const location = useLocation();
  const trpc = useTRPC();
  const viewer = useViewer();
  // Whom the server would refuse, the header asks nothing either (the page says why).
  const lookup = handle?.lookup?.access?.(viewer).allowed === false ? undefined : handle?.lookup;
  const detail = useQuery((lookup?.query(params, trpc) as UseQueryOptions | null) ?? NO_LOOKUP);
  const label = lookup && detail.data !== undefined ? lookup.label(detail.data) : undefined;
  return {
    params,
    search: new URLSearchParams(location.search),
    detail: label ?? undefined,
  };
}

export function useBreadcrumbs(): BreadcrumbItem[] {
  const handle = useRouteHandle();
  const context = useCrumbContext(handle);
  return (handle?.crumbs ?? dashboardCrumbs)(context);
}

export function useActiveNavId(): string | undefined {
  const handle = useRouteHandle();
  const context = useCrumbContext(handle);
  const nav = handle?.nav;
  return typeof nav === 'function' ? nav(context) : nav;
}
