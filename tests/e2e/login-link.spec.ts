import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The spec's token login (`/auth/login?token=…`) as a login link: asked for on the login screen, the
 * mailed link signs in the browser that asked for it, once; the same link in another browser signs
 * nobody in (docs/security.md, "Sessions and throttles").
 */

const EMAIL = 'comprador@demo.test';

/** The code of the latest login link mailed to the address (the sandbox outbox). */
async function latestCode(page: Page): Promise<string> {
  const answer = await page.request.get(`/_sandbox/mail?to=${encodeURIComponent(EMAIL)}`, {
    headers: { Accept: 'application/json' },
  });
  const mails = ((await answer.json()) as { data: { subject: string; text: string }[] }).data;
  const link = mails.filter((m) => m.subject === 'Seu link de acesso').at(-1);
  const code = /\/auth\/login\?token=([^\s&"]+)/.exec(link?.text ?? '')?.[1];
  expect(code, 'a login link in the outbox').toBeTruthy();
  return decodeURIComponent(code as string);
}

test('a login link signs in the browser that asked for it, once, and no other browser', async ({
  page,
  browser,
}) => {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Receber um link de acesso por e-mail' }).click();
  await expect(page.getByRole('alert')).toContainText('Se houver uma conta com este e-mail');
  const code = await latestCode(page);
  // The page's scripts see no token nor nonce: both cookies are HttpOnly.
  expect(await page.evaluate(() => document.cookie)).not.toContain('mc_');

  // Another browser (the link forwarded, or an attacker's link opened by a victim) is refused.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR' });
  const stranger = await other.newPage();
  await stranger.goto(`/auth/login?token=${encodeURIComponent(code)}`);
  await expect(stranger.getByRole('alert')).toContainText('foi pedido em outro navegador');
  expect((await other.cookies()).find((c) => c.name === 'mc_session')).toBeUndefined();
  await other.close();

  // The browser that asked: signed in and sent to the root.
  await page.goto(`/auth/login?token=${encodeURIComponent(code)}`);
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('header-user-name')).toHaveText('Olá, Bruna');
  expect(await page.evaluate(() => localStorage.getItem('session'))).not.toContain('token');

  // Once: with the session gone, the same link no longer signs in.
  await page.context().clearCookies({ name: 'mc_session' });
  await page.goto(`/auth/login?token=${encodeURIComponent(code)}`);
  await expect(page.getByRole('alert')).toContainText('já foi usado');
});
