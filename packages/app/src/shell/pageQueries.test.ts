/**
 * What a page asked the API for, noted on leaving and asked again on its next load: against a
 * real QueryClient, sessionStorage and a stand-in HTTP server spoken to through tRPC's own batch
 * link with superjson, as the app's transport does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { createTRPCUntypedClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '@sprint/server';
import { setRequestCompany } from '../api/requestCompany';
import { STORAGE_KEYS } from '../auth/storage';
import {
  PAGE_QUERIES_KEY,
  apiQueryKey,
  readPageQueries,
  rememberOnLeave,
  rememberPageQueries,
  replayPageQueries,
  type ApiQueryKey,
  type CompanyClient,
} from './pageQueries';

/** The keys the pages build, from the same options proxy they use. */
const trpc = createTRPCOptionsProxy<AppRouter>({
  client: createTRPCUntypedClient<AppRouter>({ links: [] }),
  queryClient: new QueryClient(),
});
const pageSummaryKey = trpc.crm.leads.summary.queryOptions().queryKey;
const pageListKey = trpc.crm.leads.list.queryOptions({ limit: 5 }).queryKey;
function noted(key: QueryKey): ApiQueryKey {
  const result = apiQueryKey(key);
  if (!result) throw new Error(`${JSON.stringify(key)} lässt sich nicht notieren.`);
  return result;
}
const summaryKey = noted(pageSummaryKey);
const listKey = noted(pageListKey);
const owner = { uid: 'uid-nora', company: 'c-nordlicht' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setRequestCompany(null);
});

describe('apiQueryKey', () => {
  it('keeps the keys of tRPC queries as the pages build them', () => {
    expect(apiQueryKey(pageSummaryKey)).toEqual(pageSummaryKey);
    expect(apiQueryKey(pageListKey)).toEqual(pageListKey);
    expect(apiQueryKey(JSON.parse(JSON.stringify(pageListKey)) as QueryKey)).toEqual(pageListKey);
  });

  it('leaves out what cannot be asked again as it was', () => {
    expect(apiQueryKey(['route-lookup', 'none'])).toBeNull();
    expect(apiQueryKey([['crm', 'leads', 'list'], { type: 'infinite' }])).toBeNull();
    expect(
      apiQueryKey([['calendar', 'events'], { input: { from: new Date() }, type: 'query' }]),
    ).toBeNull();
    expect(apiQueryKey([[], { type: 'query' }])).toBeNull();
  });
});

describe('noting what a page shows', () => {
  it('notes the answered queries the page observes, when it is left', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observe = (queryKey: readonly unknown[], queryFn: () => Promise<unknown>) =>
      new QueryObserver(queryClient, { queryKey, queryFn }).subscribe(() => undefined);
    observe(summaryKey, async () => ({ openCount: 3 }));
    observe(listKey, async () => ({ items: [] }));
    observe(['route-lookup', 'none'], async () => null);
    observe(trpc.tasks.summary.queryOptions().queryKey, async () => {
      throw new Error('Keine Berechtigung');
    });
    // In the cache, but no longer on the page.
    await queryClient.prefetchQuery({
      queryKey: trpc.clips.list.queryOptions({}).queryKey,
      queryFn: async () => [],
    });
    await vi.waitFor(() => expect(queryClient.getQueryData(listKey)).toBeDefined());
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(trpc.tasks.summary.queryOptions().queryKey)?.status).toBe(
        'error',
      ),
    );

    const stop = rememberOnLeave(queryClient, owner);
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(readPageQueries()[window.location.pathname]).toEqual({
      ...owner,
      keys: [summaryKey, listKey],
    });
    // Stopped: leaving again notes nothing more.
    sessionStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    expect(readPageQueries()).toEqual({});
  });

  it('keeps the last ten pages, and forgets a page that asked for nothing', () => {
    for (let page = 1; page <= 11; page++) {
      rememberPageQueries(`/app/seite-${page}`, { ...owner, keys: [summaryKey] });
    }
    const pages = Object.keys(readPageQueries());
    expect(pages).toHaveLength(10);
    expect(pages[0]).toBe('/app/seite-2');
    expect(pages.at(-1)).toBe('/app/seite-11');
    rememberPageQueries('/app/seite-11', { ...owner, keys: [] });
    expect(readPageQueries()['/app/seite-11']).toBeUndefined();
    sessionStorage.setItem(PAGE_QUERIES_KEY, '{kaputt');
    expect(readPageQueries()).toEqual({});
  });
});

describe('asking again while the sign-in is checked', () => {
  type Received = { paths: string[]; company: string | undefined };
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  /** Answers tRPC batches like the API: the summary and the list; tasks are refused. */
  async function serve(): Promise<{
    connect: (company: string) => Promise<CompanyClient>;
    received: Received[];
  }> {
    const received: Received[] = [];
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const paths = url.pathname.replace('/api/trpc/', '').split(',');
      const company = req.headers['x-sprint-customer'];
      received.push({ paths, company: typeof company === 'string' ? company : undefined });
      const answers = paths.map((path) =>
        path === 'tasks.summary'
          ? {
              error: {
                json: {
                  message: 'Keine Berechtigung.',
                  code: -32003,
                  data: { code: 'FORBIDDEN', httpStatus: 403, path },
                },
              },
            }
          : {
              result: {
                data: superjson.serialize(
                  path === 'crm.leads.summary' ? { openCount: 7 } : { items: ['Lead'] },
                ),
              },
            },
      );
      res.writeHead(paths.includes('tasks.summary') ? 207 : 200, {
        'content-type': 'application/json',
      });
      res.end(JSON.stringify(answers));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const connect = async (company: string): Promise<CompanyClient> =>
      createTRPCUntypedClient<AppRouter>({
        links: [
          httpBatchLink({
            url: `http://127.0.0.1:${port}/api/trpc`,
            transformer: superjson,
            headers: () => ({ 'X-Sprint-Customer': company }),
          }),
        ],
      });
    return { connect, received };
  }

  function remembered(keys: ApiQueryKey[], stored = owner.company) {
    rememberPageQueries('/app/dashboard', { ...owner, keys });
    sessionStorage.setItem(STORAGE_KEYS.customerId, stored);
  }

  it('asks once, for the stored company, and the answers wait under the pages’ keys', async () => {
    const { connect, received } = await serve();
    const tasksKey = noted(trpc.tasks.summary.queryOptions().queryKey);
    remembered([summaryKey, listKey, tasksKey]);
    const queryClient = new QueryClient();

    const stop = replayPageQueries(queryClient, '/app/dashboard', owner.uid, connect);
    await vi.waitFor(() => expect(queryClient.getQueryData(listKey)).toEqual({ items: ['Lead'] }));
    expect(queryClient.getQueryData(summaryKey)).toEqual({ openCount: 7 });
    // Refused: not kept, the page asks for itself.
    await vi.waitFor(() => expect(queryClient.getQueryState(tasksKey)).toBeUndefined());
    expect(received).toEqual([
      {
        paths: ['crm.leads.summary', 'crm.leads.list', 'tasks.summary'],
        company: owner.company,
      },
    ]);

    // The sync settled on that company: the answers stay for the page.
    setRequestCompany(owner.company);
    window.dispatchEvent(new CustomEvent('userDataUpdated'));
    expect(queryClient.getQueryData(summaryKey)).toEqual({ openCount: 7 });
    stop();
  });

  it('drops the answers before the page shows them when the sync settles on another company', async () => {
    const { connect } = await serve();
    remembered([summaryKey]);
    const queryClient = new QueryClient();
    const stop = replayPageQueries(queryClient, '/app/dashboard', owner.uid, connect);
    await vi.waitFor(() => expect(queryClient.getQueryData(summaryKey)).toBeDefined());

    setRequestCompany('c-kleinkram');
    window.dispatchEvent(new CustomEvent('userDataUpdated'));
    expect(queryClient.getQueryData(summaryKey)).toBeUndefined();
    stop();
  });

  it('asks nothing for another person, another company or a page not noted', async () => {
    const { connect, received } = await serve();
    const queryClient = new QueryClient();
    remembered([summaryKey]);
    replayPageQueries(queryClient, '/app/dashboard', 'uid-someone-else', connect)();
    replayPageQueries(queryClient, '/app/crm', owner.uid, connect)();
    remembered([summaryKey], 'c-kleinkram');
    replayPageQueries(queryClient, '/app/dashboard', owner.uid, connect)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
