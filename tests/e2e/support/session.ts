import { expect, type Page } from '@playwright/test';

/** The XSRF token the host set as a cookie, for API calls made from a test. */
export async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return decodeURIComponent(cookie?.value ?? '');
}

/**
 * Headers for a /v1 call made from a test on behalf of the page's user: `page.request` shares the
 * browser context's cookies, so the HttpOnly session cookie goes along; state changes need the XSRF pair.
 */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  return {
    'X-XSRF-TOKEN': await xsrf(page),
    Accept: 'application/json',
  };
}

/** Logs in through the login screen (demo password) and waits for the greeting in the header. */
export async function login(page: Page, email: string, greeting: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('senha1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // After the login the browser goes to the site root (spec section 2), on the same origin.
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('header-user-name')).toHaveText(greeting);
}

/** Empties the cart on the cart screen, whatever an earlier test left in it. */
export async function emptyCart(page: Page): Promise<void> {
  await page.goto('/cart');
  const remove = page.getByRole('button', { name: /^Remover / });
  await expect(page.getByText('Seu carrinho está vazio.').or(remove.first())).toBeVisible();
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    await expect(remove).toHaveCount(before - 1);
  }
}
