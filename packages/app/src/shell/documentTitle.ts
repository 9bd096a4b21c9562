import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc';
import type { RouteHandle } from '../areas/area';

/** The innermost matched route's handle: layout, title, breadcrumbs and nav come from here. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.crumbs) return handle;
  }
  return undefined;
}

/**
 * `<title>`: the page's title, then the product. A detail page's name comes from the cache entry
 * of its lookup, which its page and the header load; the title only reads it. So the root of the
 * app, which every first paint renders, needs no query observer (useRouteContext.ts has the
 * header's, which loads with the shell).
 */
export function useDocumentTitle(): void {
  const handle = useRouteHandle();
  const params = useParams();
  const location = useLocation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lookup = handle?.lookup;
  const queryKey = lookup?.query(params, trpc)?.queryKey;
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const data = useSyncExternalStore(subscribe, () =>
    queryKey ? queryClient.getQueryData(queryKey) : undefined,
  );
  const detail = lookup && data !== undefined ? (lookup.label(data) ?? undefined) : undefined;
  const title =
    typeof handle?.title === 'function'
      ? handle.title({ params, search: new URLSearchParams(location.search), detail })
      : handle?.title;
  useEffect(() => {
    document.title = title && title !== 'Sprint' ? `${title} | Sprint` : 'Sprint';
  }, [title]);
}
