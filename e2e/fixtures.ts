import { expect, test as base } from '@playwright/test';
import { E2E_PORT } from './stack';

export { expect };

/**
 * Every test also checks that the page's Content-Security-Policy let the app work: Chromium logs
 * each blocked script, style, image or connection, and any such line fails the test.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  // This worker's own stack (stack.ts: one per worker, ports by its slot).
  baseURL: async ({ baseURL: _lane0 }, provide) => provide(`http://127.0.0.1:${E2E_PORT}`),
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(undefined);
      expect(violations, 'blocked by the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});
