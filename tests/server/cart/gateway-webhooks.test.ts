import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_GATEWAY_WEBHOOK_KEYS } from '../../../server/domain/payments/commerce.ts';
import { signPagarmeWebhook, signPagbankWebhook } from '../../../server/drivers/payments/index.ts';
import {
  pagarmeChargePaidSample,
  pagarmeOrderPaidSample,
  pagarmePaymentFailedSample,
  pagbankPixPaidSample,
} from '../drivers/payments-gateway-samples.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  addToCart,
  type Buyer,
  expectLedgerBalanced,
  listingQuantity,
  makeBuyer,
  makeOffer,
  orderBody,
} from './fixtures.ts';

let t: TestApp;
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
  vi.unstubAllEnvs();
});

/** A PIX order placed through the sandbox gateway: its charge id is what the gateway's webhooks name. */
async function placePix(buyer: Buyer, listingId: number) {
  await addToCart(t, buyer, listingId);
  const res = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
  expect(res.statusCode).toBe(201);
  const group = res.json().result.data;
  return {
    id: group.id as number,
    number: group.number as string,
    chargeId: group.payment.charge_id as string,
    toPay: group.to_pay as number,
  };
}

async function groupStatus(id: number) {
  const row = await t.db
    .selectFrom('order_groups')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

function postPagarme(body: unknown, key: string = SANDBOX_GATEWAY_WEBHOOK_KEYS.pagarme) {
  const raw = JSON.stringify(body);
  return t.request('POST', '/webhooks/pagarme', {
    body: raw,
    headers: { 'content-type': 'application/json', 'x-hub-signature': signPagarmeWebhook(raw, key) },
    xsrf: false,
  });
}

function postPagbank(body: unknown, token: string = SANDBOX_GATEWAY_WEBHOOK_KEYS.pagbank) {
  const raw = JSON.stringify(body);
  return t.request('POST', '/webhooks/pagbank', {
    body: raw,
    headers: { 'content-type': 'application/json', 'x-authenticity-token': signPagbankWebhook(raw, token) },
    xsrf: false,
  });
}

describe('POST /webhooks/pagarme (sandbox keys)', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('marks the order paid on charge.paid, ignores the redelivery and the order.paid that follows', async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t);
    const order = await placePix(buyer, offer.listingId);
    const cents = Math.round(order.toPay * 100);

    const paid = await postPagarme(pagarmeChargePaidSample(order.chargeId, order.number, cents));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      received: true,
      outcomes: [{ charge_id: order.chargeId, type: 'charge.paid', outcome: 'applied' }],
    });
    expect(await groupStatus(order.id)).toBe('paid');
    const shown = (await t.request('GET', `/v1/orders/${order.id}`, { token: buyer.token })).json().result;
    expect(shown.orders.map((o: { status: string }) => o.status)).toEqual(['paid']);

    const again = await postPagarme(pagarmeChargePaidSample(order.chargeId, order.number, cents));
    expect(again.json().outcomes[0].outcome).toBe('duplicate');
    const orderPaid = await postPagarme(pagarmeOrderPaidSample(order.chargeId, order.number, cents));
    expect(orderPaid.json().outcomes).toEqual([
      { charge_id: order.chargeId, type: 'charge.paid', outcome: 'already_applied' },
    ]);
  });

  it('answers 401 to a bad or missing signature and changes nothing', async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t);
    const order = await placePix(buyer, offer.listingId);
    const body = pagarmeChargePaidSample(order.chargeId, order.number, Math.round(order.toPay * 100));

    expect((await postPagarme(body, 'not-the-secret')).statusCode).toBe(401);
    const unsigned = await t.request('POST', '/webhooks/pagarme', {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
      xsrf: false,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe('Assinatura do webhook inválida.');
    expect(await groupStatus(order.id)).toBe('awaiting_payment');
  });

  it("refuses an amount that is not the order's, and a body without a charge (422)", async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t);
    const order = await placePix(buyer, offer.listingId);
    const wrong = await postPagarme(pagarmeChargePaidSample(order.chargeId, order.number, 1));
    expect(wrong.json().outcomes[0].outcome).toBe('amount_mismatch');
    expect(await groupStatus(order.id)).toBe('awaiting_payment');

    const malformed = await postPagarme({ id: 'hook_1', type: 'charge.paid', created_at: '', data: {} });
    expect(malformed.statusCode).toBe(422);
  });

  it('refuses the order on charge.payment_failed and puts its stock back', async () => {
    const offer = await makeOffer(t, { quantity: 1 });
    const buyer = await makeBuyer(t);
    const order = await placePix(buyer, offer.listingId);
    expect(await listingQuantity(t, offer.listingId)).toBe(0);
    const failed = await postPagarme(
      pagarmePaymentFailedSample(order.chargeId, order.number, Math.round(order.toPay * 100)),
    );
    expect(failed.json().outcomes).toEqual([
      { charge_id: order.chargeId, type: 'charge.refused', outcome: 'applied' },
    ]);
    expect(await groupStatus(order.id)).toBe('refused');
    expect(await listingQuantity(t, offer.listingId)).toBe(1);
  });
});

describe('POST /webhooks/pagbank (sandbox keys)', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it('marks the order paid when the PIX order comes back with a PAID charge', async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t);
    const order = await placePix(buyer, offer.listingId);
    // Our charge id stands where PagBank's order id (the PIX's charge id with PagBank) would be.
    const body = pagbankPixPaidSample(order.chargeId, Math.round(order.toPay * 100));

    expect((await postPagbank(body, 'outro-token')).statusCode).toBe(401);
    expect(await groupStatus(order.id)).toBe('awaiting_payment');

    const res = await postPagbank(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcomes).toEqual([
      { charge_id: order.chargeId, type: 'charge.paid', outcome: 'applied' },
    ]);
    expect(await groupStatus(order.id)).toBe('paid');
    expect((await postPagbank(body)).json().outcomes[0].outcome).toBe('duplicate');
  });

  it('answers 422 to a body that is neither an order nor a charge', async () => {
    const res = await postPagbank({ hello: 'world' });
    expect(res.statusCode).toBe(422);
  });
});

describe('PAYMENT_DRIVER=pagarme', () => {
  beforeEach(async () => {
    vi.stubEnv('PAGARME_SECRET_KEY', 'sk_test_configured');
    vi.stubEnv('PAGARME_WEBHOOK_SECRET', 'whsec_configured');
    t = await createTestApp({ paymentDriver: 'pagarme' });
  });

  it('builds the pagar.me driver and takes only pagar.me webhooks signed with the configured secret', async () => {
    expect(t.app.commerce.payments.name).toBe('pagarme');
    const body = pagarmeChargePaidSample('ch_unknown', 'MC-999999', 100);
    expect((await postPagarme(body)).statusCode).toBe(401);
    const signed = await postPagarme(body, 'whsec_configured');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().outcomes[0].outcome).toBe('unknown_charge');
    // PagBank is not the gateway in use: its route does not exist for this host.
    expect((await postPagbank(pagbankPixPaidSample())).statusCode).toBe(404);
  });
});
