import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SANDBOX_GATEWAY_WEBHOOK_KEYS,
  SANDBOX_WEBHOOK_SECRET,
} from '../../../server/domain/payments/commerce.ts';
import {
  signPagarmeWebhook,
  signPagbankWebhook,
  toWebhookDelivery,
} from '../../../server/drivers/payments/index.ts';
import { addToCart, expectLedgerBalanced, makeBuyer, makeOffer, orderBody } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { cardOrder, restartedHost, snapshot } from './fixtures.ts';

/**
 * Payment events only from the gateway (docs/security.md "Payment events"): an event of any kind
 * signed with a public default key, or with a wrong one, changes nothing — with a real gateway the
 * generic route does not exist, and in production no sandbox key is accepted anywhere.
 */

let t: TestApp;
let other: FastifyInstance | null = null;
afterEach(async () => {
  await other?.close();
  other = null;
  await expectLedgerBalanced(t);
  await t.close();
  vi.unstubAllEnvs();
});

const KINDS = [
  'charge.paid',
  'charge.refused',
  'charge.expired',
  'charge.refunded',
  'charge.chargeback',
] as const;

/** An order awaiting its PIX (for paid, refused, expired) and a paid card order (refunded, chargeback). */
async function orders() {
  const offer = await makeOffer(t, { quantity: 2 });
  const buyer = await makeBuyer(t);
  await addToCart(t, buyer, offer.listingId);
  const pix = (
    await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) })
  ).json().result.data;
  const card = await cardOrder(t, buyer, 1);
  const target = (kind: (typeof KINDS)[number]) =>
    kind === 'charge.refunded' || kind === 'charge.chargeback'
      ? { chargeId: card.chargeId, orderRef: card.number, amount: card.orders[0]?.total ?? 0 }
      : {
          chargeId: pix.payment.charge_id as string,
          orderRef: pix.number as string,
          amount: Math.round(pix.to_pay * 100),
        };
  return { target, listings: [offer.listingId, ...card.offers.map((o) => o.listingId)] };
}

function genericEvent(
  kind: (typeof KINDS)[number],
  target: { chargeId: string; orderRef: string; amount: number },
) {
  return {
    id: `evt_forged_${kind}`,
    type: kind,
    chargeId: target.chargeId,
    orderRef: target.orderRef,
    amountCents: target.amount,
    at: new Date().toISOString(),
  };
}

function postGeneric(app: FastifyInstance, event: object, key: string) {
  const d = toWebhookDelivery(event as never, key);
  return app.inject({ method: 'POST', url: '/webhooks/payments', payload: d.body, headers: d.headers });
}

const PAGARME_TYPES = {
  'charge.paid': ['charge.paid', 'paid'],
  'charge.refused': ['charge.payment_failed', 'failed'],
  'charge.expired': ['charge.payment_failed', 'failed'],
  'charge.refunded': ['charge.refunded', 'canceled'],
  'charge.chargeback': ['charge.chargedback', 'chargedback'],
} as const;

function postPagarme(
  app: FastifyInstance,
  kind: (typeof KINDS)[number],
  target: { chargeId: string; orderRef: string; amount: number },
  key: string,
) {
  const [type, status] = PAGARME_TYPES[kind];
  const raw = JSON.stringify({
    id: `hook_forged_${kind}`,
    type,
    created_at: new Date().toISOString(),
    data: {
      id: target.chargeId,
      code: target.orderRef,
      amount: target.amount,
      status,
      payment_method: 'pix',
      paid_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      metadata: { order_ref: target.orderRef, amount_cents: String(target.amount) },
    },
  });
  return app.inject({
    method: 'POST',
    url: '/webhooks/pagarme',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-hub-signature': signPagarmeWebhook(raw, key) },
  });
}

function postPagbank(app: FastifyInstance, target: { chargeId: string; amount: number }, key: string) {
  const raw = JSON.stringify({
    id: target.chargeId,
    status: 'PAID',
    amount: { value: target.amount },
    payment_method: { type: 'CREDIT_CARD' },
    paid_at: new Date().toISOString(),
  });
  return app.inject({
    method: 'POST',
    url: '/webhooks/pagbank',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-authenticity-token': signPagbankWebhook(raw, key) },
  });
}

describe('with a real gateway (PAYMENT_DRIVER=pagarme)', () => {
  it('has no generic route, and takes no event signed with a default or wrong key', async () => {
    t = await createTestApp();
    const { target, listings } = await orders();
    vi.stubEnv('PAGARME_SECRET_KEY', 'sk_test_configured');
    vi.stubEnv('PAGARME_WEBHOOK_SECRET', 'whsec_configured');
    other = await restartedHost(t, { paymentDriver: 'pagarme' });
    const before = await snapshot(t, listings);
    for (const kind of KINDS) {
      const generic = await postGeneric(other, genericEvent(kind, target(kind)), SANDBOX_WEBHOOK_SECRET);
      expect(generic.statusCode, kind).toBe(404);
      for (const key of [SANDBOX_GATEWAY_WEBHOOK_KEYS.pagarme, 'whsec_wrong', '']) {
        expect((await postPagarme(other, kind, target(kind), key)).statusCode, kind).toBe(401);
      }
      expect((await postPagbank(other, target(kind), SANDBOX_GATEWAY_WEBHOOK_KEYS.pagbank)).statusCode).toBe(
        404,
      );
    }
    expect(await snapshot(t, listings)).toEqual(before);
  });
});

describe('in production with the sandbox driver and no PAYMENT_WEBHOOK_SECRET', () => {
  it('accepts no event signed with the public sandbox keys', async () => {
    t = await createTestApp();
    const { target, listings } = await orders();
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PAYMENT_WEBHOOK_SECRET', '');
    other = await restartedHost(t);
    const before = await snapshot(t, listings);
    for (const kind of KINDS) {
      expect(
        (await postGeneric(other, genericEvent(kind, target(kind)), SANDBOX_WEBHOOK_SECRET)).statusCode,
      ).toBe(404);
      expect((await postGeneric(other, genericEvent(kind, target(kind)), '')).statusCode).toBe(404);
      expect(
        (await postPagarme(other, kind, target(kind), SANDBOX_GATEWAY_WEBHOOK_KEYS.pagarme)).statusCode,
      ).toBe(404);
      expect((await postPagbank(other, target(kind), SANDBOX_GATEWAY_WEBHOOK_KEYS.pagbank)).statusCode).toBe(
        404,
      );
    }
    expect(await snapshot(t, listings)).toEqual(before);
  });
});

describe('with the sandbox driver', () => {
  it('refuses every kind signed with a wrong key (401) and changes nothing', async () => {
    t = await createTestApp();
    const { target, listings } = await orders();
    const before = await snapshot(t, listings);
    for (const kind of KINDS) {
      const res = await postGeneric(t.app, genericEvent(kind, target(kind)), 'outro-segredo');
      expect(res.statusCode, kind).toBe(401);
      expect((await postPagarme(t.app, kind, target(kind), 'outro-segredo')).statusCode, kind).toBe(401);
    }
    expect(await snapshot(t, listings)).toEqual(before);
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toHaveLength(0);
  });

  it('in production takes the configured PAYMENT_WEBHOOK_SECRET and only it', async () => {
    t = await createTestApp();
    const { target, listings } = await orders();
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PAYMENT_WEBHOOK_SECRET', 'a-long-random-secret-of-this-host');
    other = await restartedHost(t);
    const before = await snapshot(t, listings);
    const event = genericEvent('charge.paid', target('charge.paid'));
    expect((await postGeneric(other, event, SANDBOX_WEBHOOK_SECRET)).statusCode).toBe(401);
    expect(await snapshot(t, listings)).toEqual(before);
    const signed = await postGeneric(other, event, 'a-long-random-secret-of-this-host');
    expect(signed.statusCode).toBe(200);
    expect(signed.json().outcome).toBe('applied');
  });
});
