import { createTRPCUntypedClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@sprint/server';
import { config } from '../config';
import { loadFirebase } from '../auth/loadFirebase';
import { requestCompany } from './requestCompany';
import { TRPC_PATH } from './trpc';

/**
 * The signed-in user's credentials for every call (spec §7), and the company this tab works in
 * (or the one given); none when signed out.
 */
export async function authHeaders(company = requestCompany()): Promise<Record<string, string>> {
  const { auth } = await loadFirebase();
  const user = auth.currentUser;
  if (!user) return {};
  return {
    Authorization: `Bearer ${await user.getIdToken()}`,
    'X-Firebase-UID': user.uid,
    ...(company ? { 'X-Sprint-Customer': company } : {}),
  };
}

/**
 * How calls travel: batched over HTTP, in superjson, with the credentials `headers` gives. The
 * sign-in sync travels alone: its answer (a 429, a 503, a 401) is about the session, and a
 * page's call sent in the same moment (the realtime token, say) must not share its request.
 */
function batchLink(headers: () => Promise<Record<string, string>>) {
  const options = {
    url: `${config.apiBaseUrl}${TRPC_PATH}`,
    transformer: superjson,
    headers,
    fetch: (url: URL | RequestInfo, init?: RequestInit) =>
      fetch(url, { ...init, credentials: 'include', mode: 'cors' }),
  };
  return splitLink<AppRouter>({
    condition: (operation) => operation.path === 'auth.syncUser',
    true: httpLink<AppRouter>(options),
    false: httpBatchLink<AppRouter>(options),
  });
}

/** Every call of the app, for the company this tab works in. */
export const transportLink = batchLink(() => authHeaders());

/**
 * A client whose calls are for one company, whatever this tab works in at the moment: for what
 * is loaded ahead while the sign-in is checked, before the sync has settled the company
 * (shell/warmUp.ts). Calls by path, as the query keys name them.
 */
export function clientFor(company: string) {
  return createTRPCUntypedClient<AppRouter>({ links: [batchLink(() => authHeaders(company))] });
}
