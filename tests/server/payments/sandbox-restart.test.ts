import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPaymentExpiry } from '../../../server/jobs/payment-expiry.ts';
import { runPaymentReconcile } from '../../../server/jobs/payment-reconcile.ts';
import {
  APPROVED_CARD,
  addToCart,
  expectLedgerBalanced,
  listingQuantity,
  makeBuyer,
  makeOffer,
  orderBody,
} from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { post, restartedHost } from './fixtures.ts';

/**
 * The sandbox gateway keeps its charges in the database: a host started again (or a second host)
 * pays, settles and refunds what the first created. And the reconciliation job settles a card the
 * gateway captured but whose order the host never settled (it stopped in between), or refunds it
 * when the order ended meanwhile.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

async function groupStatus(id: number) {
  const row = await t.db
    .selectFrom('order_groups')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('a restart', () => {
  it('still pays a PIX created before it', async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId);
    const res = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    expect(res.statusCode).toBe(201);
    const group = res.json().result.data;

    // The first host is gone; a new one (nothing in memory from the first) takes the payment.
    await t.app.close();
    const again = await restartedHost(t);
    try {
      const paid = await post(again, `/_sandbox/payments/${group.payment.charge_id}/pay`);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().result.status).toBe('paid');
      expect(await groupStatus(group.id)).toBe('paid');
    } finally {
      await again.close();
    }
  });
});

describe('the reconciliation job', () => {
  /** A card checkout whose host stops right after the gateway captured the card. */
  async function capturedThenStopped() {
    const offer = await makeOffer(t, { quantity: 1, price: 4500 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId);
    t.app.commerce.afterCapture = () => {
      throw new Error('host stopped');
    };
    const res = await t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer, { card: { ...APPROVED_CARD, save: false }, installments: 1 }),
    });
    t.app.commerce.afterCapture = null;
    expect(res.statusCode).toBe(500);
    const group = await t.db
      .selectFrom('order_groups')
      .select(['id', 'status', 'number'])
      .executeTakeFirstOrThrow();
    expect(group.status).toBe('awaiting_payment');
    expect(await t.db.selectFrom('payments').selectAll().execute()).toHaveLength(0);
    return { group, offer };
  }

  it('settles a captured card whose order was left awaiting payment', async () => {
    const { group, offer } = await capturedThenStopped();
    // A run while the checkout could still be running leaves it alone.
    expect((await runPaymentReconcile(t.app.commerce)).settled).toBe(0);
    const later = new Date(Date.now() + 5 * 60_000);
    t.app.commerce.clock = { now: () => later };
    expect(await runPaymentReconcile(t.app.commerce)).toEqual({ settled: 1, refunded: 0, released: 0 });
    expect(await groupStatus(group.id)).toBe('paid');
    const payment = await t.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment.status).toBe('approved');
    expect(await listingQuantity(t, offer.listingId)).toBe(0);
    const paid = await t.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('kind', '=', 'order_paid')
      .execute();
    expect(paid).toHaveLength(1);
    // Once more: nothing left to do.
    expect(await runPaymentReconcile(t.app.commerce)).toEqual({ settled: 0, refunded: 0, released: 0 });
  });

  it('refunds the captured card when the order expired before the job ran', async () => {
    const { group, offer } = await capturedThenStopped();
    const later = new Date(Date.now() + 60 * 60_000);
    t.app.commerce.clock = { now: () => later };
    expect(await runPaymentExpiry(t.app.commerce)).toBe(1);
    expect(await groupStatus(group.id)).toBe('expired');
    expect(await listingQuantity(t, offer.listingId)).toBe(1);

    expect(await runPaymentReconcile(t.app.commerce)).toEqual({ settled: 0, refunded: 1, released: 0 });
    const payment = await t.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment.status).toBe('refunded');
    const charge = await t.app.commerce.payments.getCharge(payment.charge_id);
    expect(charge?.status).toBe('refunded');
    expect(await groupStatus(group.id)).toBe('expired');
    expect(await runPaymentReconcile(t.app.commerce)).toEqual({ settled: 0, refunded: 0, released: 0 });
  });
});
