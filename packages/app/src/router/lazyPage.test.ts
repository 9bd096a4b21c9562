import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, PRELOAD_ERROR_EVENT } from './lazyPage';

const Page = () => null;

describe('lazyPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the module once, whether preloaded or navigated to', async () => {
    const load = vi.fn(async () => ({ Component: Page }));
    const page = lazyPage(load);
    page.preload();
    page.preload();
    await expect(page.lazy()).resolves.toEqual({ Component: Page });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('announces a failed load and rethrows it when nobody handles it', async () => {
    const failure = new Error('chunk fehlt');
    const page = lazyPage(async () => {
      throw failure;
    });
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload?: unknown }).payload);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await expect(page.lazy()).rejects.toBe(failure);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(seen).toEqual([failure]);
  });

  it('does not rethrow when a handler takes the error, and tries again next time', async () => {
    let attempts = 0;
    const page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('erst kaputt');
      return { Component: Page };
    });
    const handler = (event: Event) => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, handler);
    const handled = await page.lazy();
    window.removeEventListener(PRELOAD_ERROR_EVENT, handler);
    expect(handled.Component).not.toBe(Page);
    await expect(page.lazy()).resolves.toEqual({ Component: Page });
  });
});
