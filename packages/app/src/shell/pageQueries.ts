/**
 * What a page of this tab asked the API for, noted when the page is left or reloaded, and asked
 * again while the next load of the page waits for its sign-in check (warmUp.ts). Loaded on
 * demand: no first paint needs it.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { requestCompany } from '../api/requestCompany';
import { readStoredCustomerId } from '../auth/storage';

/** A tRPC query's key as `@trpc/tanstack-react-query` builds it: the path, then the input. */
export type ApiQueryKey = [path: string[], meta: { input?: unknown; type: 'query' }];

/** The queries a page of this tab asked for, the last time it was shown, and for whom. */
export type PageQueries = { uid: string; company: string; keys: ApiQueryKey[] };

/**
 * sessionStorage: this tab only, gone with the tab and on sign-out (which clears it). Only the
 * names of procedures and their inputs, never an answer.
 */
export const PAGE_QUERIES_KEY = 'sprint.pageQueries';
const MAX_KEYS_PER_PAGE = 24;
const MAX_PAGES = 10;

/** Plain JSON all the way down: what survives sessionStorage unchanged. */
function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((entry) => entry === undefined || isPlainJson(entry));
}

/** The key, if it is a tRPC query's whose input can be stored and sent again as it is. */
export function apiQueryKey(key: QueryKey): ApiQueryKey | null {
  const [path, meta] = key;
  if (key.length !== 2 || !Array.isArray(path) || path.length === 0) return null;
  if (!path.every((segment) => typeof segment === 'string')) return null;
  if (!meta || typeof meta !== 'object' || (meta as { type?: unknown }).type !== 'query') {
    return null;
  }
  const { input } = meta as { input?: unknown };
  if (input !== undefined && !isPlainJson(input)) return null;
  return [path as string[], input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

/**
 * The API queries the page on screen is using (observed, answered), as they can be asked again:
 * what its next load will need.
 */
export function pageQueryKeys(queryClient: QueryClient): ApiQueryKey[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.getObserversCount() > 0 && query.state.status === 'success')
    .flatMap((query) => {
      const key = apiQueryKey(query.queryKey);
      return key ? [key] : [];
    })
    .slice(0, MAX_KEYS_PER_PAGE);
}

export function readPageQueries(): Record<string, PageQueries> {
  try {
    const stored = sessionStorage.getItem(PAGE_QUERIES_KEY);
    return stored ? (JSON.parse(stored) as Record<string, PageQueries>) : {};
  } catch {
    // Blocked storage or a damaged entry: nothing remembered.
    return {};
  }
}

/** Notes what `pathname` asked for; the page noted last goes last, beyond MAX_PAGES the oldest go. */
export function rememberPageQueries(pathname: string, queries: PageQueries): void {
  const { [pathname]: _previous, ...others } = readPageQueries();
  const kept = Object.entries(others).slice(-(MAX_PAGES - 1));
  const pages = queries.keys.length > 0 ? [...kept, [pathname, queries]] : kept;
  try {
    sessionStorage.setItem(PAGE_QUERIES_KEY, JSON.stringify(Object.fromEntries(pages)));
  } catch {
    // Not remembered: the next load of the page asks after the sign-in check, as it would.
  }
}

/** What AuthProvider announces when a sync has set the session (and this tab's company). */
const USER_DATA_UPDATED = 'userDataUpdated';

/** Asks again what the page asked for; the answers wait in the cache for the page. */
/** A client that calls procedures by path for one company (api/transport.ts `clientFor`). */
export type CompanyClient = {
  query: (path: string, input: unknown, options: { signal: AbortSignal }) => Promise<unknown>;
};

const appClientFor = async (company: string): Promise<CompanyClient> =>
  (await import('../api/transport')).clientFor(company);

async function replay(
  queryClient: QueryClient,
  queries: PageQueries,
  connect: (company: string) => Promise<CompanyClient>,
) {
  const client = await connect(queries.company);
  await Promise.all(
    queries.keys.map(async (key) => {
      if (queryClient.getQueryData(key) !== undefined) return;
      const [path, { input }] = key;
      await queryClient.prefetchQuery({
        queryKey: key,
        queryFn: ({ signal }) => client.query(path.join('.'), input, { signal }),
      });
      // A refusal (the company is no longer this person's, say) is not kept: the page asks itself.
      if (queryClient.getQueryState(key)?.status === 'error') {
        queryClient.removeQueries({ queryKey: key, exact: true });
      }
    }),
  );
}

/**
 * While `uid`'s sign-in is checked on the way to `target`: asks again what the page asked for
 * the last time this tab showed it, if that was for this person and for the company the check
 * will sync into. Should the check settle on another company after all, the answers are dropped
 * before anything shows them (the session's event comes before React renders the session).
 * Returns what stops listening for that.
 */
export function replayPageQueries(
  queryClient: QueryClient,
  target: string,
  uid: string,
  connect = appClientFor,
): () => void {
  const queries = readPageQueries()[target];
  if (queries?.uid !== uid || queries.company !== readStoredCustomerId()) return () => undefined;
  void replay(queryClient, queries, connect);
  const dropUnlessSameCompany = () => {
    if (requestCompany() === queries.company) return;
    for (const key of queries.keys) queryClient.removeQueries({ queryKey: key, exact: true });
  };
  window.addEventListener(USER_DATA_UPDATED, dropUnlessSameCompany);
  return () => window.removeEventListener(USER_DATA_UPDATED, dropUnlessSameCompany);
}

/**
 * While signed in as `owner`: when the page is left, reloaded or hidden, notes the queries it
 * shows. Returns what stops it.
 */
export function rememberOnLeave(
  queryClient: QueryClient,
  owner: { uid: string; company: string },
): () => void {
  const remember = () =>
    rememberPageQueries(window.location.pathname, { ...owner, keys: pageQueryKeys(queryClient) });
  const rememberWhenHidden = () => {
    if (document.visibilityState === 'hidden') remember();
  };
  window.addEventListener('pagehide', remember);
  document.addEventListener('visibilitychange', rememberWhenHidden);
  return () => {
    window.removeEventListener('pagehide', remember);
    document.removeEventListener('visibilitychange', rememberWhenHidden);
  };
}
