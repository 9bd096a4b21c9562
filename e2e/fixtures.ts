import { expect, test as base } from '@playwright/test';

export { expect };

/**
 * Every test also checks that the page's Content-Security-Policy let the app work: Chromium logs
 * each blocked script, style, image or connection, and any such line fails the test.
 */
export const test = base.extend<{ cspGuard: undefined }>({
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
