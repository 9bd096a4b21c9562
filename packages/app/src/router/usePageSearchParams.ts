import { useCallback, useState } from 'react';
import { useLocation, useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * `useSearchParams` for a page that writes its filters late (a debounced search): a write that
 * arrives after the address has moved on to another page is dropped. Otherwise a search typed
 * just before a click on a result lands on the result's page (`/app/crm/leads/…?search=…`):
 * React keeps the old page mounted, timers and all, while the new one loads.
 */
export function usePageSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  // The page's own path as it rendered: a stale page's setter keeps the old one.
  const { pathname } = useLocation();
  // Only the browser's address can tell; a memory router (stories) has nothing to compare with.
  const [inBrowserAddress] = useState(() => window.location.pathname === pathname);
  const setHere = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (inBrowserAddress && window.location.pathname !== pathname) return;
      setParams(next, options);
    },
    [inBrowserAddress, pathname, setParams],
  );
  return [params, setHere];
}
