import { test as base, expect, type Page } from '@playwright/test';

/**
 * After a full page load the server's HTML is on screen before the app has hydrated it; a click in
 * that moment is a plain browser action (a link is a full load, a button does nothing yet). Every
 * `goto`, `reload` and `waitForURL` of the tests waits for the shell's `html[data-app-ready]` too, as
 * a user's next click would come after the page came to life.
 */
export function waitForApp(page: Page, javaScriptEnabled = true): void {
  const ready = () =>
    javaScriptEnabled ? page.locator('html[data-app-ready]').waitFor({ state: 'attached' }) : undefined;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  page.waitForURL = async (...args) => {
    await waitForURL(...args);
    await ready();
  };
}

/**
 * Playwright's `test`, failing any test whose pages threw an uncaught error, logged a console error
 * or had something refused by the Content-Security-Policy
 * (a hydration mismatch, a failed render, a broken route matcher…): such a page may look fine in a
 * screenshot and still be broken for a user. Failed network requests the app handles itself (a 404
 * answered on purpose, the socket server's reconnection) are not console errors of the page's code.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    waitForApp(page, javaScriptEnabled);
    await use(page);
  },
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`pageerror: ${page.url()}: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (/Failed to load resource|WebSocket connection|ERR_CONNECTION_REFUSED/.test(text)) return;
          errors.push(`console.error: ${page.url()}: ${text}`);
        });
      };
      // A script, style, picture or connection the Content-Security-Policy refused.
      await context.exposeBinding('reportCspViolation', ({ page }, text: string) =>
        errors.push(`csp: ${page.url()}: ${text}`),
      );
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
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
