import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  balanceOf,
  chargesOf,
  createSignature,
  type PlanScene,
  planScene,
  subscriptionsOf,
} from './fixtures.ts';

let t: TestApp;
let s: PlanScene;
beforeEach(async () => {
  t = await createTestApp();
  s = await planScene(t);
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

describe("a gateway's payment event for a plan's charge", () => {
  it('activates the subscription on its own, without a page view or the job, and only once', async () => {
    const res = await createSignature(t, s.seller.token, {
      store_id: s.storeId,
      plan_id: s.pro.id,
      method: 'pix',
    });
    expect(res.statusCode).toBe(201);
    const chargeId: string = res.json().result.charge.charge_id;

    // The bank pays the PIX: the gateway's event is all the host hears (the webhook path).
    const payments = t.app.commerce.payments;
    if (!payments.simulatePixPaid) throw new Error('the sandbox driver simulates payments');
    await payments.simulatePixPaid(chargeId);
    await t.app.commerce.flush();

    const [subscription] = await subscriptionsOf(t, s.storeId);
    expect(subscription.status).toBe('active');
    const [charge] = await chargesOf(t, s.storeId);
    expect(charge.status).toBe('paid');
    expect(await balanceOf(t, 'platform_revenue')).toBe(s.pro.price_cents);
    const recorded = await t.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('charge_id', '=', chargeId)
      .execute();
    expect(recorded.map((r) => r.outcome)).toEqual(['applied']);
  });
});
