import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../../server/db/index.ts';
import { manualClock } from '../../../server/drivers/shared/clock.ts';
import { AUTO_CONCLUDE_NOTE, runOrderAutoConclude } from '../../../server/jobs/order-auto-conclude.ts';
import type { Buyer } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  accountFigures,
  advance,
  expectBooksBalanced,
  makeSellerStore,
  paidStoreOrder,
  richBuyer,
  type SellerStore,
} from './store-orders-fixtures.ts';

let t: TestApp;
let store: SellerStore;
let buyer: Buyer;
const DAY = 86_400;

beforeEach(async () => {
  t = await createTestApp();
  store = await makeSellerStore(t);
  buyer = await richBuyer(t);
});
afterEach(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

const statusOf = async (id: number) =>
  (await t.db.selectFrom('store_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('order auto-conclusion job', () => {
  it('concludes delivered orders older than the configured days with nothing holding them', async () => {
    const due = await paidStoreOrder(t, buyer, store);
    const held = await paidStoreOrder(t, buyer, store);
    const shipped = await paidStoreOrder(t, buyer, store);
    await advance(t, due.storeOrderId, 'delivered');
    await advance(t, held.storeOrderId, 'delivered');
    await advance(t, shipped.storeOrderId, 'shipped');
    await t.request('POST', '/v1/complaints/', {
      token: buyer.token,
      body: { store_order_id: held.storeOrderId, reason: 'Atraso', message: 'Veio amassado.' },
    });

    const clock = manualClock(new Date());
    t.app.commerce.clock = clock;
    // Not yet: 6 days and 23 hours after delivery.
    clock.advanceSeconds(7 * DAY - 3600);
    expect(await runOrderAutoConclude(t.app.commerce)).toBe(0);
    expect(await statusOf(due.storeOrderId)).toBe('delivered');

    clock.advanceSeconds(2 * 3600);
    expect(await runOrderAutoConclude(t.app.commerce)).toBe(1);
    expect(await statusOf(due.storeOrderId)).toBe('concluded');
    expect(await statusOf(held.storeOrderId)).toBe('delivered');
    expect(await statusOf(shipped.storeOrderId)).toBe('shipped');
    const history = await t.db
      .selectFrom('order_status_history')
      .select(['status', 'note'])
      .where('store_order_id', '=', due.storeOrderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ status: 'concluded', note: AUTO_CONCLUDE_NOTE });
    const order = await t.db
      .selectFrom('store_orders')
      .selectAll()
      .where('id', '=', due.storeOrderId)
      .executeTakeFirstOrThrow();
    const net = order.items_total + order.shipping_price - order.fee;
    expect(await accountFigures(t, `store_wallet:${store.storeId}`)).toEqual({ balance: net, entries: net });

    // A second run does nothing more; closing the complaint frees the held order for the next run.
    expect(await runOrderAutoConclude(t.app.commerce)).toBe(0);
    await t.db.updateTable('complaints').set({ status: 'closed' }).execute();
    expect(await runOrderAutoConclude(t.app.commerce)).toBe(1);
    expect(await statusOf(held.storeOrderId)).toBe('concluded');
  });

  it('reads the number of days from the system config', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    await advance(t, storeOrderId, 'delivered');
    await t.db
      .updateTable('system_config')
      .set({ value: '2', updated_at: nowIso() })
      .where('code', '=', 'order_auto_conclude_days')
      .execute();
    const clock = manualClock(new Date());
    t.app.commerce.clock = clock;
    clock.advanceSeconds(DAY);
    expect(await runOrderAutoConclude(t.app.commerce)).toBe(0);
    clock.advanceSeconds(DAY + 60);
    expect(await runOrderAutoConclude(t.app.commerce)).toBe(1);
    expect(await statusOf(storeOrderId)).toBe('concluded');
  });
});
