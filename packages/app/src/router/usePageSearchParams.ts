import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams, type SetURLSearchParams } from 'react-router';

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
  const navigation = useNavigation();
  const leaving = useRef(false);
  const away = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  // A ref, not a dependency: a timer set before the navigation holds the setter it got then.
  useLayoutEffect(() => {
    leaving.current = away;
  }, [away]);
  const setHere = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (leaving.current) return;
      if (inBrowserAddress && window.location.pathname !== pathname) return;
      setParams(next, options);
    },
    [inBrowserAddress, pathname, setParams],
  );
  return [params, setHere];
}
