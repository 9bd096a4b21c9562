import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { preloadTransport } from '../api/trpc';
import { useAuth } from '../auth/AuthContext';
import { safeRedirectPath } from '../auth/authFlow';
import { preloadPath } from '../router/AppLink';
import type * as PageQueries from './pageQueries';

/** The page a sign-in ends on: the sign-in pages lead on (LoginPage, SignupPage), others stay. */
export function signInTarget(pathname: string, search: string): string {
  if (pathname === '/login') return safeRedirectPath(new URLSearchParams(search).get('redirectTo'));
  if (pathname === '/signup') return '/app/dashboard';
  return pathname;
}

/** Runs `start` (from pageQueries.ts, loaded on demand) until the effect is cleaned up. */
function withPageQueries(start: (module: typeof PageQueries) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void import('./pageQueries').then((module) => {
    if (!stopped) stop = start(module);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Once Firebase has a user and the sign-in is being checked (spec §4's 500 ms, then the sync),
 * what the next page needs loads meanwhile: the API transport, the shell, the page and, for the
 * dashboard, its cards; on a reload, also what the page asked the API for the last time (from
 * this tab, for the company this tab works in). Without this, each started only once the sync
 * had answered, one after the other. A page load that shows the stored session at once
 * (`resumed`) warms up the same way: its queries go out while the page's chunk still loads.
 */
export function useSignInWarmUp(): void {
  const { firebaseUser, databaseUser, customer, loading, resumed } = useAuth();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const uid = firebaseUser?.uid ?? null;
  const checking = uid !== null && (loading || resumed);
  const target = checking ? signInTarget(pathname, search) : null;

  useEffect(() => {
    if (target === null || uid === null) return undefined;
    preloadTransport();
    preloadPath(target);
    return withPageQueries(({ replayPageQueries }) => replayPageQueries(queryClient, target, uid));
  }, [target, uid, queryClient]);

  // Leaving or reloading a page while signed in, the queries it shows are noted for its next load.
  const company = uid !== null && databaseUser && customer && !loading ? customer.id : null;
  useEffect(() => {
    if (uid === null || company === null) return undefined;
    return withPageQueries(({ rememberOnLeave }) => rememberOnLeave(queryClient, { uid, company }));
  }, [uid, company, queryClient]);
}
