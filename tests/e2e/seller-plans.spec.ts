import { login, xsrf } from './support/session';
import { expect, test, waitForApp } from './support/test';

/**
 * Plans, as the demo seller (Sérgio, store 1, on Lojista Pro): the plans screen shows the plans with
 * the current one marked and the usage; he switches to Lojista Max paying by PIX, the sandbox bank
 * pays the PIX, and the page (which follows the payment by itself) shows the subscription "Ativo" on
 * the new plan.
 */
test('the seller switches plans, pays the PIX and sees the subscription active', async ({ page }) => {
  waitForApp(page);
  await login(page, 'lojista@demo.test', 'Olá, Sérgio');

  await page.goto('/my-store/plans/1');
  await expect(page.getByTestId('plan-lojista-pro')).toContainText('Plano atual');
  await expect(page.getByTestId('current-subscription')).toContainText('Lojista Pro');
  await expect(page.getByTestId('subscription-status').first()).toHaveText('Ativo');
  await expect(page.getByTestId('plan-usage')).toContainText('de 50.000 anúncios');

  await page.getByTestId('plan-lojista-max').getByRole('link', { name: 'Mudar para este plano' }).click();
  await expect(page).toHaveURL(/\/my-store\/plan-assinature\/1\?plan=\d+/);
  await expect(page.getByTestId('plan-payment')).toContainText('Lojista Max');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/v1/create-signature') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Gerar PIX' }).click();
  const body = (await (await created).json()) as { result: { charge: { charge_id: string } } };
  const chargeId = body.result.charge.charge_id;
  expect(chargeId).toMatch(/^ch_/);

  const pix = page.getByTestId('plan-pix');
  await expect(pix).toBeVisible();
  await expect(pix.locator('img')).toBeVisible();
  await expect(pix.locator('textarea')).toHaveValue(/^000201/);
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');

  // The store's bank pays the PIX (the sandbox's payment simulation).
  const pay = await page.request.post(`/_sandbox/subscription-charges/${chargeId}/pay`, {
    headers: { 'X-XSRF-TOKEN': await xsrf(page), Accept: 'application/json' },
  });
  expect(pay.ok()).toBe(true);
  expect((await pay.json()).result.status).toBe('paid');

  await expect(page.getByTestId('plan-active')).toContainText('Plano Lojista Max ativo.', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');
  await expect(page.getByTestId('plan-pix')).toHaveCount(0);

  await page.goto('/my-store/plans/1');
  await expect(page.getByTestId('plan-lojista-max')).toContainText('Plano atual');
  await expect(page.getByTestId('plan-usage')).toContainText('anúncios (ilimitados)');
});
