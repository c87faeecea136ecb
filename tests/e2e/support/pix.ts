import { expect, type Page, type Response } from '@playwright/test';
import { xsrf } from './session';

/** Waits for the checkout's PIX order call and returns the charge id from its answer. */
export async function pixChargeOf(response: Promise<Response>): Promise<string> {
  const body = (await (await response).json()) as { result: { data: { payment: { charge_id: string } } } };
  const chargeId = body.result.data.payment.charge_id;
  expect(chargeId).toMatch(/^ch_/);
  return chargeId;
}

/** The checkout's PIX order call, to be awaited after clicking 'Confirmar pedido'. */
export function pixOrderPlaced(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith('/v1/order/pix') && r.request().method() === 'POST');
}

/** Pays the order's PIX the way the sandbox bank does (POST /_sandbox/payments/{chargeId}/pay). */
export async function payPix(page: Page, chargeId: string): Promise<void> {
  const headers = { 'X-XSRF-TOKEN': await xsrf(page), Accept: 'application/json' };
  const res = await page.request.post(`/_sandbox/payments/${chargeId}/pay`, { headers });
  expect(res.ok()).toBe(true);
  expect((await res.json()).result.status).toBe('paid');
}
