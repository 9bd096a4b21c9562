import { QueryClient } from '@tanstack/react-query';

/** Spec §9: data stays fresh for 5 minutes; a failed request is tried once more. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 1;

/** The HTTP status of a failed tRPC call (`error.data.httpStatus`), if it reached the server. */
function httpStatusOf(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

/**
 * The one retry of spec §9 is for failures that may pass on a second try (network, 5xx). A 4xx
 * is the server's final answer — not signed in, not allowed, not found, bad input — and asking
 * again only delays the message.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
