import { useEffect } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import { skipToken, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { BreadcrumbItem } from '@sprint/ui';
import { useTRPC } from '../api/trpc';
import { dashboardCrumbs, type CrumbContext, type RouteHandle } from '../areas/area';

/** The innermost matched route's handle: layout, title, breadcrumbs and nav come from here. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.crumbs) return handle;
  }
  return undefined;
}

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
  const lookup = handle?.lookup;
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

/** `<title>`: the page's title, then the product. */
export function useDocumentTitle(): void {
  const handle = useRouteHandle();
  const context = useCrumbContext(handle);
  const title = typeof handle?.title === 'function' ? handle.title(context) : handle?.title;
  useEffect(() => {
    document.title = title && title !== 'Sprint' ? `${title} | Sprint` : 'Sprint';
  }, [title]);
}
