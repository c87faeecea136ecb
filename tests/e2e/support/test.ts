import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, failing any test whose pages threw an uncaught error or logged a console error
 * (a hydration mismatch, a failed render, a broken route matcher…): such a page may look fine in a
 * screenshot and still be broken for a user. Failed network requests the app handles itself (a 404
 * answered on purpose, the socket server's reconnection) are not console errors of the page's code.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (/Failed to load resource|WebSocket connection|ERR_CONNECTION_REFUSED/.test(text)) return;
          errors.push(`console.error: ${text}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export type { Page } from '@playwright/test';
export { expect };
