import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../server/db/schema.ts';
import { isRefusal } from '../../../server/domain/errors.ts';
import { refundThroughGateway } from '../../../server/domain/orders/refund.ts';
import { releaseGroup, transitionStoreOrder } from '../../../server/domain/orders/settle.ts';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS } from '../../../server/domain/orders/status.ts';
import { APPROVED_CARD, addToCart, type Buyer, listingQuantity, orderBody } from '../cart/fixtures.ts';
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

/**
 * Every pair of store-order statuses through transitionStoreOrder: the moves docs/orders.md allows
 * (from paid on: the payment moves belong to the whole group) happen with their ledger and stock
 * side; every other pair is a 422 and nothing changes (status, timeline, ledger, stock).
 */
const STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

let t: TestApp;
let store: SellerStore;
let buyer: Buyer;
beforeAll(async () => {
  t = await createTestApp();
  store = await makeSellerStore(t, 1500, 100_000);
  buyer = await richBuyer(t);
});
afterAll(async () => {
  await t.close();
});

/** A fresh store order brought to `status` through the real moves. */
async function orderIn(status: OrderStatus): Promise<number> {
  if (status === 'awaiting_payment' || status === 'refused' || status === 'expired') {
    await addToCart(t, buyer, store.listingId, 1);
    const res = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    const group = res.json().result.data;
    if (status !== 'awaiting_payment') await releaseGroup(t.app.commerce, group.id, status, null);
    return group.orders[0].id;
  }
  if (status === 'refunded') {
    // Only the gateway refunds: a card order given back through the sandbox gateway.
    await addToCart(t, buyer, store.listingId, 1);
    const res = await t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer, { card: { ...APPROVED_CARD, save: false }, installments: 1, wallet_credit: 0 }),
    });
    const group = res.json().result.data;
    await refundThroughGateway(t.app.commerce, group.payment.charge_id, null);
    return group.orders[0].id;
  }
  const { storeOrderId } = await paidStoreOrder(t, buyer, store, 1);
  const c = t.app.commerce;
  if (status === 'paid') return storeOrderId;
  if (status === 'canceled') {
    await transitionStoreOrder(c, storeOrderId, 'canceled', { note: 'teste' });
    return storeOrderId;
  }
  if (status === 'invoiced' || status === 'shipped') {
    await advance(t, storeOrderId, status);
    return storeOrderId;
  }
  await advance(t, storeOrderId, 'delivered');
  if (status === 'concluded' || status === 'returned') await transitionStoreOrder(c, storeOrderId, status);
  return storeOrderId;
}

async function snapshot(id: number) {
  const order = await t.db
    .selectFrom('store_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const history = await t.db
    .selectFrom('order_status_history')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_order_id', '=', id)
    .executeTakeFirstOrThrow();
  const postings = await t.db
    .selectFrom('ledger_transactions')
    .select('kind')
    .where('store_order_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    order,
    history: Number(history.n),
    postings: postings.map((p) => p.kind),
    stock: await listingQuantity(t, store.listingId),
    buyer: (await accountFigures(t, `buyer_wallet:${buyer.id}`)).balance,
    receivable: (await accountFigures(t, `store_receivable:${store.storeId}`)).balance,
    wallet: (await accountFigures(t, `store_wallet:${store.storeId}`)).balance,
    fee: (await accountFigures(t, 'platform_fee')).balance,
  };
}

const allowed = (from: OrderStatus, to: OrderStatus) =>
  from !== 'awaiting_payment' && ORDER_TRANSITIONS[from].includes(to);

describe('transitionStoreOrder, every pair of statuses', () => {
  for (const from of STATUSES) {
    for (const to of STATUSES) {
      const verb = allowed(from, to) ? 'moves' : 'refuses';
      it(`${verb} ${from} → ${to}`, async () => {
        const id = await orderIn(from);
        const before = await snapshot(id);
        expect(before.order.status).toBe(from);
        const net = before.order.items_total + before.order.shipping_price - before.order.fee;
        const refund = before.order.items_total + before.order.shipping_price;
        const moving = transitionStoreOrder(t.app.commerce, id, to, { note: 'passo' });
        if (!allowed(from, to)) {
          await expect(moving).rejects.toSatisfy(isRefusal);
          const after = await snapshot(id);
          expect(after).toEqual(before);
        } else {
          await moving;
          const after = await snapshot(id);
          expect(after.order.status).toBe(to);
          expect(after.history).toBe(before.history + 1);
          const extra = after.postings.slice(before.postings.length);
          if (to === 'concluded') {
            expect(extra).toEqual(['store_release']);
            expect(after.wallet - before.wallet).toBe(net);
            expect(after.receivable - before.receivable).toBe(-net);
            expect(after.buyer).toBe(before.buyer);
          } else if (to === 'canceled' || to === 'returned') {
            expect(extra).toEqual(['store_order_refund']);
            expect(after.buyer - before.buyer).toBe(refund);
            expect(after.receivable - before.receivable).toBe(-net);
            expect(after.fee - before.fee).toBe(-before.order.fee);
            expect(after.wallet).toBe(before.wallet);
            expect(after.stock - before.stock).toBe(1);
          } else {
            expect(extra).toEqual([]);
            expect(after.buyer).toBe(before.buyer);
            expect(after.receivable).toBe(before.receivable);
            expect(after.wallet).toBe(before.wallet);
            expect(after.stock).toBe(before.stock);
          }
        }
        await expectBooksBalanced(t);
      });
    }
  }
});
