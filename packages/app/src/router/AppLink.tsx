import { forwardRef, useRef, type FocusEvent, type MouseEvent } from 'react';
import { Link as RouterLink, matchRoutes } from 'react-router';
import type { LinkProps } from '@sprint/ui';
import type { RouteHandle } from '../areas/area';

/** Spec §9: a link preloads its page after 50 ms of hover or focus. */
export const PRELOAD_DELAY_MS = 50;

// Set by main.tsx once the route table exists (it imports this module).
let routeTable: Parameters<typeof matchRoutes>[0] = [];
export function setPreloadRoutes(routes: Parameters<typeof matchRoutes>[0]): void {
  routeTable = routes;
}

/** Loads the page module(s) a path would show, without navigating. */
export function preloadPath(href: string): void {
  const url = new URL(href, window.location.origin);
  for (const match of matchRoutes(routeTable, url.pathname) ?? []) {
    (match.route.handle as RouteHandle | undefined)?.preload?.();
  }
}

function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The app's link for `@sprint/ui` (through `LinkProvider`): client-side navigation for paths of
 * the app, a plain anchor for everything else, and preloading on intent.
 */
export const AppLink = forwardRef<HTMLAnchorElement, LinkProps>(function AppLink(
  { href, onMouseEnter, onMouseLeave, onFocus, onBlur, children, ...props },
  ref,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (!isInternal(href)) {
    return (
      <a ref={ref} href={href} {...props}>
        {children}
      </a>
    );
  }
  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => preloadPath(href), PRELOAD_DELAY_MS);
  };
  const cancel = () => clearTimeout(timer.current);
  return (
    <RouterLink
      ref={ref}
      to={href}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        schedule();
      }}
      onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseLeave?.(event);
        cancel();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        schedule();
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        onBlur?.(event);
        cancel();
      }}
      {...props}
    >
      {children}
    </RouterLink>
  );
});
