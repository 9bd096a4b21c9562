import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { initTRPC } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import { lazyLink } from './lazyLink';

const t = initTRPC.create();
const router = t.router({
  first: t.procedure.query(() => 'first'),
  second: t.procedure.query(() => 'second'),
});
type Router = typeof router;
const caller = router.createCaller({});

/** A stand-in for the HTTP transport: calls the router directly and notes when a call came. */
function answeringLink(received: { path: string; tick: number }[], clock: { tick: number }) {
  const link: TRPCLink<Router> =
    () =>
    ({ op }) =>
      observable((observer) => {
        received.push({ path: op.path, tick: clock.tick });
        void (op.path === 'first' ? caller.first() : caller.second()).then((data) => {
          observer.next({ result: { type: 'data', data } });
          observer.complete();
        });
        return () => undefined;
      });
  return link;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyLink', () => {
  it('holds calls until the transport has loaded, then sends them together', async () => {
    const received: { path: string; tick: number }[] = [];
    const clock = { tick: 0 };
    const loaded = deferred<TRPCLink<Router>>();
    let loads = 0;
    const lazy = lazyLink<Router>(() => {
      loads += 1;
      return loaded.promise;
    });
    const client = createTRPCClient<Router>({ links: [lazy.link] });

    const calls = Promise.all([client.first.query(), client.second.query()]);
    await nextTask();
    expect(received).toEqual([]);
    expect(loads).toBe(1);

    clock.tick = 1;
    loaded.resolve(answeringLink(received, clock));
    await expect(calls).resolves.toEqual(['first', 'second']);
    expect(received).toEqual([
      { path: 'first', tick: 1 },
      { path: 'second', tick: 1 },
    ]);

    // Loaded once: later calls go straight through.
    clock.tick = 2;
    await expect(client.first.query()).resolves.toBe('first');
    expect(loads).toBe(1);
    expect(received.at(-1)).toEqual({ path: 'first', tick: 2 });
  });

  it('fails the waiting calls when the load fails, and loads again for the next call', async () => {
    const received: { path: string; tick: number }[] = [];
    let loads = 0;
    const lazy = lazyLink<Router>(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return answeringLink(received, { tick: 0 });
    });
    const client = createTRPCClient<Router>({ links: [lazy.link] });

    const failed = await client.first.query().catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(TRPCClientError);
    expect((failed as Error).message).toBe('Failed to fetch dynamically imported module');
    await expect(client.second.query()).resolves.toBe('second');
    expect(loads).toBe(2);
  });

  it('passes a call cancelled meanwhile on with its signal, for the transport to drop', async () => {
    const signals: (boolean | undefined)[] = [];
    const loaded = deferred<TRPCLink<Router>>();
    const lazy = lazyLink<Router>(() => loaded.promise);
    const client = createTRPCClient<Router>({ links: [lazy.link] });

    const controller = new AbortController();
    const cancelled = client.first.query(undefined, { signal: controller.signal });
    controller.abort();
    loaded.resolve(
      () =>
        ({ op }) =>
          observable((observer) => {
            signals.push(op.signal?.aborted);
            observer.error(TRPCClientError.from(new Error('abgebrochen')));
            return () => undefined;
          }),
    );
    await expect(cancelled).rejects.toThrow('abgebrochen');
    expect(signals).toEqual([true]);
  });

  it('sends nothing for an operation unsubscribed while the transport was loading', async () => {
    const received: { path: string; tick: number }[] = [];
    const loaded = deferred<TRPCLink<Router>>();
    const lazy = lazyLink<Router>(() => loaded.promise);
    const operationLink = lazy.link({});
    const subscription = operationLink({
      op: { id: 1, type: 'query', path: 'first', input: undefined, context: {}, signal: null },
      next: () => {
        throw new Error('the lazy link ends nothing itself');
      },
    }).subscribe({});
    subscription.unsubscribe();
    loaded.resolve(answeringLink(received, { tick: 0 }));
    await nextTask();
    expect(received).toEqual([]);
  });

  it('preloads once, ahead of any call', async () => {
    let loads = 0;
    const lazy = lazyLink<Router>(async () => {
      loads += 1;
      return answeringLink([], { tick: 0 });
    });
    lazy.preload();
    lazy.preload();
    expect(loads).toBe(1);
    const client = createTRPCClient<Router>({ links: [lazy.link] });
    await expect(client.first.query()).resolves.toBe('first');
    expect(loads).toBe(1);
  });
});
