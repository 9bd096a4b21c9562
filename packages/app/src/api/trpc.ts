import { createTRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@sprint/server';
import { lazyLink } from '../lib/lazyLink';

export const TRPC_PATH = '/api/trpc';

// The transport (HTTP batching, superjson, the credentials) loads with the first call: no page
// calls the API before its first paint.
const transport = lazyLink<AppRouter>(async () => (await import('./transport')).transportLink);

/** Loads the transport ahead of the first call (while a sign-in is being checked, say). */
export const preloadTransport = transport.preload;

export const trpcClient = createTRPCClient<AppRouter>({ links: [transport.link] });

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
