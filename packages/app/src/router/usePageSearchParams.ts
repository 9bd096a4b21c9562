import { useCallback, useContext, useState } from 'react';
import {
  UNSAFE_DataRouterContext,
  useLocation,
  useSearchParams,
  type SetURLSearchParams,
} from 'react-router';

/**
 * `useSearchParams` for a page that writes its filters late (a debounced search): a write that
 * arrives after the address has moved on to another page is dropped. Otherwise a search typed
 * just before a click on a result lands on the result's page (`/app/crm/leads/…?search=…`):
 * React keeps the old page mounted, timers and all, while the new one loads. While the next page's
 * chunk is still loading the address has not moved yet: a write then would cancel that navigation
 * and leave the person on the list, so a write during a navigation to another page is dropped too.
 */
export function usePageSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  // The page's own path as it rendered: a stale page's setter keeps the old one.
  const { pathname } = useLocation();
  // Only the browser's address can tell; a memory router (stories) has nothing to compare with.
  const [inBrowserAddress] = useState(() => window.location.pathname === pathname);
  // The router's state as it is at the moment of the write, not as last rendered: React renders
  // a navigation's start in a transition, which a busy machine may show only after the write.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const setHere = useCallback<SetURLSearchParams>(
    (next, options) => {
      const navigation = router?.state.navigation;
      if (navigation && navigation.state !== 'idle' && navigation.location.pathname !== pathname) {
        return;
      }
      if (inBrowserAddress && window.location.pathname !== pathname) return;
      setParams(next, options);
    },
    [inBrowserAddress, pathname, router, setParams],
  );
  return [params, setHere];
}
