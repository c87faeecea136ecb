import { expect, test } from '@playwright/test';

// Plain Playwright here: this test provokes a violation on purpose, which the shared fixture fails on.
test('a script injected into a page is refused by its Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
  expect(headers['x-frame-options']).toBe('DENY');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), {
          once: true,
        }),
      ),
  );
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await violation).toBe('script-src-elem');
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
