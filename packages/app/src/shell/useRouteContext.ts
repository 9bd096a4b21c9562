import { useEffect } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { BreadcrumbItem } from '@sprint/ui';
import { useTRPC } from '../api/trpc';
import type { RouteHandle } from '../routes';
import { findClip } from '../pages/clips/sampleClips';
import { dashboardCrumbs, type CrumbContext } from './breadcrumbs';

/** The innermost matched route's handle: layout, title, breadcrumbs and nav come from here. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.crumbs) return handle;
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What breadcrumbs and titles are computed from, including looked-up names of detail pages. */
export function useCrumbContext(handle: RouteHandle | undefined): CrumbContext {
  const params = useParams();
  const location = useLocation();
  const trpc = useTRPC();
  const leadId = handle?.lookup === 'lead' ? params.id : undefined;
  // Shares the cache with the lead page: one request for both.
  const lead = useQuery(
    trpc.crm.leads.byId.queryOptions(
      { leadId: leadId ?? '' },
      { enabled: !!leadId && UUID.test(leadId) },
    ),
  );
  const clipTitle = handle?.lookup === 'clip' ? findClip(params.id)?.title : undefined;
  return {
    params,
    search: new URLSearchParams(location.search),
    lookups: { leadName: lead.data?.companyName, clipTitle },
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
