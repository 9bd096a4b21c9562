import type { ComponentType } from 'react';

export type PageModule = { Component: ComponentType };

export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

export type LazyPage = {
  /** For the route's `lazy`: the page component, once its module has loaded. */
  lazy: () => Promise<PageModule>;
  /** Starts loading early (a link hovered or focused); safe to call often. */
  preload: () => void;
};

/**
 * A page as a lazily loaded module. A failed load (a new deployment removed the old chunk, the
 * network dropped) is announced as Vite's `vite:preloadError` event, so one handler can react to
 * it (reload once, say); if no handler takes it, the error goes on to the route's error view.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  return {
    preload: () => {
      void loadOnce().catch(() => undefined);
    },
    lazy: async () => {
      try {
        return await loadOnce();
      } catch (error) {
        const event = new Event(PRELOAD_ERROR_EVENT, { cancelable: true }) as Event & {
          payload?: unknown;
        };
        event.payload = error;
        window.dispatchEvent(event);
        if (!event.defaultPrevented) throw error;
        // A handler took over (and is reloading the page): show nothing meanwhile.
        return { Component: () => null };
      }
    },
  };
}
