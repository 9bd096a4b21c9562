import { QueryClient } from '@tanstack/react-query';

/** Spec §9: data stays fresh for 5 minutes; a failed request is tried once more. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
