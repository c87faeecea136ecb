import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSubscriptionRenewal } from '../../../server/jobs/subscription-renewal.ts';
import { expectLedgerBalanced } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  balanceOf,
  chargesOf,
  createSignature,
  type PlanScene,
  payPix,
  planScene,
  savedCard,
  subscriptionsOf,
  subscriptionTransactions,
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

const DAY = 86400;
const run = () => runSubscriptionRenewal(t.app.commerce);
const sub = async () => (await subscriptionsOf(t, s.storeId))[0];

async function subscribeCard(last4 = '1111') {
  const card = await savedCard(t, s.seller.id, last4);
  const res = await createSignature(t, s.seller.token, {
    store_id: s.storeId,
    plan_id: s.pro.id,
    method: 'card',
    card_id: card,
  });
  expect(res.statusCode).toBe(201);
  return card;
}

async function subscribePixPaid() {
  await createSignature(t, s.seller.token, { store_id: s.storeId, plan_id: s.pro.id, method: 'pix' });
  await payPix(t, (await chargesOf(t, s.storeId))[0]?.charge_id as string);
}

describe('subscription renewal job', () => {
  it('does nothing before the period ends', async () => {
    await subscribeCard();
    s.clock.advanceSeconds(29 * DAY);
    expect(await run()).toMatchObject({ charged: 0 });
    expect(await chargesOf(t, s.storeId)).toHaveLength(1);
  });

  it('renews a card subscription at the period end: charged, paid, one more month, revenue posted', async () => {
    await subscribeCard();
    s.clock.set('2025-04-10T12:00:01.000Z');
    expect((await run()).charged).toBe(1);
    const charges = await chargesOf(t, s.storeId);
    expect(charges.map((c) => [c.kind, c.status])).toEqual([
      ['signup', 'paid'],
      ['renewal', 'paid'],
    ]);
    expect(await sub()).toMatchObject({ status: 'active', current_period_end: '2025-05-10T12:00:00.000Z' });
    expect(await balanceOf(t, 'platform_revenue')).toBe(2 * 4990);
    // A second run finds nothing due.
    expect((await run()).charged).toBe(0);
    expect(await subscriptionTransactions(t)).toHaveLength(2);
  });

  it('two runs at once charge the renewal once', async () => {
    await subscribeCard();
    s.clock.set('2025-04-11T00:00:00.000Z');
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.charged + b.charged).toBe(1);
    expect(await chargesOf(t, s.storeId)).toHaveLength(2);
    expect(await subscriptionTransactions(t)).toHaveLength(2);
  });

  it('a PIX subscription gets a renewal PIX and is overdue until paid; paid within the grace it continues from the due date', async () => {
    await subscribePixPaid();
    s.clock.set('2025-04-10T12:00:01.000Z');
    await run();
    expect((await sub())?.status).toBe('overdue');
    const renewal = (await chargesOf(t, s.storeId))[1];
    expect(renewal).toMatchObject({ kind: 'renewal', status: 'pending', method: 'pix' });
    expect(renewal?.pix_payload).toMatch(/^000201/);
    await payPix(t, renewal?.charge_id as string);
    expect(await sub()).toMatchObject({ status: 'active', current_period_end: '2025-05-10T12:00:00.000Z' });
    expect(await balanceOf(t, 'platform_revenue')).toBe(2 * 4990);
  });

  it('a refused renewal card → overdue with the reason; after the grace days → suspended; tried again every day', async () => {
    const card = await subscribeCard();
    // The card now declines (insufficient funds).
    await t.db
      .updateTable('saved_cards')
      .set({ last4: '9995', gateway_card_id: 'card_gone_declined' })
      .where('id', '=', card)
      .execute();
    s.clock.set('2025-04-10T12:00:01.000Z');
    await run();
    expect((await sub())?.status).toBe('overdue');
    const failed = (await chargesOf(t, s.storeId))[1];
    expect(failed).toMatchObject({ status: 'failed', attempt: 1 });
    expect(failed?.failure_reason?.toLowerCase()).toContain('saldo');

    s.clock.set('2025-04-11T12:00:02.000Z');
    expect((await run()).retried).toBe(1);
    expect((await chargesOf(t, s.storeId))[1]).toMatchObject({ status: 'failed', attempt: 2 });
    expect((await sub())?.status).toBe('overdue');

    s.clock.set('2025-04-15T12:00:02.000Z');
    expect((await run()).suspended).toBe(1);
    expect((await sub())?.status).toBe('suspended');
    expect(await balanceOf(t, 'platform_revenue')).toBe(4990);
  });

  it('the grace days come from system_config subscription_grace_days', async () => {
    await subscribePixPaid();
    await t.db
      .updateTable('system_config')
      .set({ value: '1' })
      .where('code', '=', 'subscription_grace_days')
      .execute();
    s.clock.set('2025-04-10T12:00:01.000Z');
    await run();
    s.clock.set('2025-04-11T12:00:01.000Z');
    await run();
    expect((await sub())?.status).toBe('suspended');
  });

  it('canceled at the due date: expires at the period end without a new charge', async () => {
    await subscribeCard();
    await t.request('POST', '/v1/cancel-due-date', { token: s.seller.token, body: { store_id: s.storeId } });
    s.clock.set('2025-04-09T12:00:00.000Z');
    await run();
    expect((await sub())?.status).toBe('active');
    s.clock.set('2025-04-10T12:00:01.000Z');
    expect((await run()).expired).toBe(1);
    expect(await sub()).toMatchObject({ status: 'expired', ends_at: '2025-04-10T12:00:00.000Z' });
    expect(await chargesOf(t, s.storeId)).toHaveLength(1);
    expect(await balanceOf(t, 'platform_revenue')).toBe(4990);
  });
});
