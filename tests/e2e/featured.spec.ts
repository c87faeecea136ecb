import { apiHeaders, login } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * Featured ads, as the demo seller (Sérgio, store 1): on the featured screen he picks the first home
 * position and today (the calendar shows which days are free), reserves it, pays by PIX, the sandbox
 * bank pays the PIX, the page (following the payment by itself) shows "Pago", and the home page shows
 * the store's featured ad.
 */
test('the seller buys a featured position, pays the PIX and sees it on the home page', async ({ page }) => {
  waitForApp(page);
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');

  await page.goto('/my-store/1/ad-payment');
  const form = page.getByTestId('featured-form');
  await expect(form).toBeVisible();
  await expect(page.getByLabel('Posição')).toContainText('Página inicial: destaque 1');
  await expect(page.getByTestId('featured-calendar').getByTestId('day-free').first()).toBeVisible();
  await page.getByLabel('Título').fill('Ofertas do Sérgio em destaque');
  await expect(page.getByTestId('featured-price')).toContainText('1 dia, total R$');

  await page.getByRole('button', { name: 'Reservar e pagar' }).click();
  await page.waitForURL(/\/my-store\/1\/ad-payment\?featured_id=\d+/);
  await expect(page.getByTestId('featured-summary')).toContainText('Ofertas do Sérgio em destaque');
  await expect(page.getByTestId('featured-status').first()).toHaveText('Aguardando pagamento');

  const paid = page.waitForResponse(
    (r) => r.url().endsWith('/v1/featured-ad/pay') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pagar com PIX' }).click();
  const body = (await (await paid).json()) as { result: { payment: { charge_id: string } } };
  const chargeId = body.result.payment.charge_id;
  expect(chargeId).toMatch(/^ch_/);

  await page.waitForURL(/\/my-store\/1\/payment-pix\?featured_id=\d+/);
  const pix = page.getByTestId('pix-payment');
  await expect(pix.locator('img')).toBeVisible();
  await expect(pix.locator('textarea')).toHaveValue(/^000201/);
  await expect(page.getByTestId('featured-waiting')).toBeVisible();

  // The store's bank pays the PIX (the sandbox's payment simulation).
  const pay = await page.request.post(`/v1/_sandbox/featured-charges/${chargeId}/pay`, {
    headers: await apiHeaders(page),
  });
  expect(pay.ok()).toBe(true);
  expect((await pay.json()).result.status).toBe('active');

  await expect(page.getByTestId('featured-paid')).toContainText('Pago', { timeout: 15_000 });

  await page.getByRole('link', { name: 'Ver a página inicial' }).click();
  await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  const shelf = page.getByTestId('home-featured-ads');
  await expect(shelf).toContainText('Ofertas do Sérgio em destaque');
  await expect(shelf.getByTestId('featured-card').first()).toHaveAttribute('href', /\/[a-z0-9-]+$/);

  // A fresh server render of the home shows it too (it is in the first HTML, not fetched after).
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Ofertas do Sérgio em destaque');
});
