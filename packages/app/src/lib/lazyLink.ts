import { TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';

/**
 * A tRPC link whose code loads with the first request instead of with the page: the transport
 * (its link and superjson) stays out of the first paint. Requests made while it loads wait and
 * then go out together, as they would have (the batch link collects them in one tick). A failed
 * load fails those requests and is tried again by the next.
 */
export function lazyLink<TRouter extends AnyTRPCRouter>(
  load: () => Promise<TRPCLink<TRouter>>,
): { link: TRPCLink<TRouter>; preload: () => void } {
  let loading: Promise<TRPCLink<TRouter>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const link: TRPCLink<TRouter> = (runtime) => {
    let operationLink: Promise<OperationLink<TRouter>> | undefined;
    const ready = () =>
      (operationLink ??= loadOnce()
        .then((loaded) => loaded(runtime))
        .catch((error: unknown) => {
          operationLink = undefined;
          throw error;
        }));
    return ({ op, next }) =>
      observable((observer) => {
        let unsubscribed = false;
        let subscription: { unsubscribe: () => void } | undefined;
        ready().then(
          (forward) => {
            if (!unsubscribed) subscription = forward({ op, next }).subscribe(observer);
          },
          (cause: unknown) => {
            if (!unsubscribed) observer.error(TRPCClientError.from(cause as Error));
          },
        );
        return () => {
          unsubscribed = true;
          subscription?.unsubscribe();
        };
      });
  };

  return { link, preload: () => void loadOnce().catch(() => undefined) };
}
