import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '@sprint/server';
import { config } from '../config';
import { loadFirebase } from '../auth/loadFirebase';
import { requestCompany } from './requestCompany';

export const TRPC_PATH = '/api/trpc';

/**
 * The signed-in user's credentials for every call (spec §7), and the company this tab works in;
 * none when signed out.
 */
export async function authHeaders(): Promise<Record<string, string>> {
  const { auth } = await loadFirebase();
  const user = auth.currentUser;
  if (!user) return {};
  const company = requestCompany();
  return {
    Authorization: `Bearer ${await user.getIdToken()}`,
    'X-Firebase-UID': user.uid,
    ...(company ? { 'X-Sprint-Customer': company } : {}),
  };
}

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: `${config.apiBaseUrl}${TRPC_PATH}`,
      transformer: superjson,
      headers: authHeaders,
      fetch: (url, options) => fetch(url, { ...options, credentials: 'include', mode: 'cors' }),
    }),
  ],
});

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
