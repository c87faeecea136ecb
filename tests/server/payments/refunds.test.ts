import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../../../server/domain/errors.ts';
import { ledgerHealth } from '../../../server/domain/ledger/post.ts';
import { transitionStoreOrder } from '../../../server/domain/orders/settle.ts';
import { toWebhookDelivery } from '../../../server/drivers/payments/index.ts';
import {
  APPROVED_CARD,
  addToCart,
  expectLedgerBalanced,
  listingQuantity,
  makeBuyer,
  orderBody,
  walletOf,
} from '../cart/fixtures.ts';
import { bankAccount, fixClock } from '../money/wallet-fixtures.ts';
import { advance, makeSellerStore } from '../seller/store-orders-fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { balance, cardOrder, snapshot } from './fixtures.ts';

/**
 * Gateway refunds and chargebacks (docs/orders.md "Refunds and chargebacks", docs/ledger.md): the
 * store orders they were for become refunded, the units of an order not shipped go back on sale, and
 * the reversing postings leave the books balanced; the same event twice changes nothing.
 */

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

const refund = (chargeId: string, body: Record<string, unknown> = {}) =>
  t.request('POST', `/_sandbox/payments/${chargeId}/refund`, { body });

async function status(table: 'order_groups' | 'store_orders', id: number) {
  const row = await t.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}

function postEvent(event: Record<string, unknown>) {
  const delivery = toWebhookDelivery(event as never, t.app.commerce.settings.webhookSecret);
  return t.request('POST', '/webhooks/payments', {
    body: delivery.body,
    headers: delivery.headers,
    xsrf: false,
  });
}

describe('a refund of the whole charge', () => {
  it('refunds every store order, puts the stock back and reverses the ledger, once', async () => {
    const buyer = await makeBuyer(t);
    const order = await cardOrder(t, buyer, 2);
    const listings = order.offers.map((o) => o.listingId);
    expect(await listingQuantity(t, listings[0] as number)).toBe(2);

    const res = await refund(order.chargeId);
    expect(res.statusCode).toBe(200);
    expect(await status('order_groups', order.groupId)).toBe('refunded');
    for (const o of order.orders) {
      expect(await status('store_orders', o.id)).toBe('refunded');
      expect(await balance(t, `store_receivable:${o.store_id}`)).toBe(0);
    }
    for (const id of listings) expect(await listingQuantity(t, id)).toBe(3);
    const payment = await t.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'refunded', refunded_amount: payment.amount });
    expect(await balance(t, 'gateway:sandbox')).toBe(0);
    expect(await balance(t, 'platform_fee')).toBe(0);
    expect(await ledgerHealth(t.db)).toEqual({
      balanceSum: 0,
      entrySum: 0,
      unbalancedTransactions: 0,
      driftedAccounts: 0,
    });
    // The store can no longer move it on, nor conclude it (its money would be released).
    const [first] = order.orders;
    await expect(
      transitionStoreOrder(t.app.commerce, first?.id as number, 'invoiced', { invoice: { number: '1' } }),
    ).rejects.toSatisfy(isRefusal);
    await expect(transitionStoreOrder(t.app.commerce, first?.id as number, 'concluded')).rejects.toSatisfy(
      isRefusal,
    );

    // The same refund again, under a new event id and then the same one: nothing moves.
    const before = await snapshot(t, listings);
    const event = {
      id: 'evt_refund_again',
      type: 'charge.refunded',
      chargeId: order.chargeId,
      orderRef: order.number,
      amountCents: payment.amount,
      at: new Date().toISOString(),
    };
    expect((await postEvent(event)).json().outcome).toBe('already_applied');
    expect((await postEvent(event)).json().outcome).toBe('duplicate');
    expect(await snapshot(t, listings)).toEqual(before);
    // A refund the gateway already made cannot be made twice.
    expect((await refund(order.chargeId)).statusCode).toBe(409);
  });
});

describe('a refund of one store order', () => {
  it('refunds only that part; the rest of the group stays paid until it is refunded too', async () => {
    const buyer = await makeBuyer(t);
    const order = await cardOrder(t, buyer, 2);
    const [kept, refunded] = order.orders;
    if (!kept || !refunded) throw new Error('two store orders expected');
    const [keptListing, refundedListing] = order.offers.map((o) => o.listingId) as [number, number];

    const res = await refund(order.chargeId, { store_order_id: refunded.id });
    expect(res.statusCode).toBe(200);
    expect(await status('store_orders', refunded.id)).toBe('refunded');
    expect(await status('store_orders', kept.id)).toBe('paid');
    expect(await status('order_groups', order.groupId)).toBe('paid');
    expect(await listingQuantity(t, refundedListing)).toBe(3);
    expect(await listingQuantity(t, keptListing)).toBe(2);
    const value = refunded.items_total + refunded.shipping_price;
    const payment = await t.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'approved', refunded_amount: value });
    expect(await balance(t, `store_receivable:${refunded.store_id}`)).toBe(0);
    expect(await balance(t, `store_receivable:${kept.store_id}`)).toBe(
      kept.items_total + kept.shipping_price - kept.fee,
    );
    expect(await balance(t, 'gateway:sandbox')).toBe(-(payment.amount - value));
    await expectLedgerBalanced(t);

    // A store order already refunded cannot be refunded again; a store order of another charge neither.
    expect((await refund(order.chargeId, { store_order_id: refunded.id })).statusCode).toBe(422);

    // The gateway's redelivery of that partial refund changes nothing.
    const before = await snapshot(t, [keptListing, refundedListing]);
    const again = await t.request('POST', '/webhooks/payments', {
      ...(() => {
        const d = toWebhookDelivery(
          {
            id: 'evt_partial_redelivered',
            type: 'charge.refunded',
            chargeId: order.chargeId,
            orderRef: order.number,
            amountCents: payment.amount,
            at: new Date().toISOString(),
            refundedCents: value,
            reference: refunded.number,
          },
          t.app.commerce.settings.webhookSecret,
        );
        return { body: d.body, headers: d.headers };
      })(),
      xsrf: false,
    });
    expect(again.json().outcome).toBe('already_applied');
    expect(await snapshot(t, [keptListing, refundedListing])).toEqual(before);

    // The rest of the charge: the other store order, and the group is refunded.
    expect((await refund(order.chargeId)).statusCode).toBe(200);
    expect(await status('store_orders', kept.id)).toBe('refunded');
    expect(await status('order_groups', order.groupId)).toBe('refunded');
    expect(await balance(t, 'gateway:sandbox')).toBe(0);
  });

  it('gives back what wallet credit paid to the wallet, and keeps the units of a shipped order away', async () => {
    const buyer = await makeBuyer(t, { credit: 1000 });
    const offers = [];
    const order = await (async () => {
      const o = await cardOrderWithCredit(buyer, 1000);
      offers.push(...o.offers);
      return o;
    })();
    const [shipped] = order.orders;
    if (!shipped) throw new Error('store order expected');
    await advance(t, shipped.id, 'shipped');
    expect(await walletOf(t, buyer.id)).toBe(0);

    expect((await refund(order.chargeId)).statusCode).toBe(200);
    expect(await status('store_orders', shipped.id)).toBe('refunded');
    // Shipped: the units are with the carrier or the buyer, not back on sale.
    expect(await listingQuantity(t, order.offers[0]?.listingId as number)).toBe(2);
    // The card's part went back through the gateway; the credit's part to the wallet.
    expect(await walletOf(t, buyer.id)).toBe(1000);
    expect(await balance(t, 'gateway:sandbox')).toBe(0);
  });
});

async function cardOrderWithCredit(buyer: Awaited<ReturnType<typeof makeBuyer>>, credit: number) {
  const store = await makeSellerStore(t, 3000, 3);
  await addToCart(t, buyer, store.listingId);
  const res = await t.request('POST', '/v1/order/credit-card', {
    token: buyer.token,
    body: orderBody(buyer, {
      card: { ...APPROVED_CARD, save: false },
      installments: 1,
      wallet_credit: credit / 100,
    }),
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  const group = res.json().result.data;
  expect(group.payment.amount * 100).toBe(Math.round((group.total - credit / 100) * 100));
  const orders = await t.db
    .selectFrom('store_orders')
    .selectAll()
    .where('order_group_id', '=', group.id)
    .execute();
  return {
    groupId: group.id as number,
    chargeId: group.payment.charge_id as string,
    offers: [{ listingId: store.listingId, storeId: store.storeId }],
    orders,
    store,
  };
}

describe('a chargeback after the store was paid out', () => {
  it("puts the store's wallet into debt, which the next cash-out must cover", async () => {
    const buyer = await makeBuyer(t);
    const store = await makeSellerStore(t, 5000, 5);
    await addToCart(t, buyer, store.listingId);
    const res = await t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer, { card: { ...APPROVED_CARD, save: false }, installments: 1 }),
    });
    expect(res.statusCode).toBe(201);
    const chargeId = res.json().result.data.payment.charge_id as string;
    const order = await t.db.selectFrom('store_orders').selectAll().executeTakeFirstOrThrow();
    const net = order.items_total + order.shipping_price - order.fee;
    await advance(t, order.id, 'delivered');
    await transitionStoreOrder(t.app.commerce, order.id, 'concluded');
    const wallet = `store_wallet:${store.storeId}`;
    expect(await balance(t, wallet)).toBe(net);

    // The store cashes out everything it has.
    fixClock(t);
    const accountId = await bankAccount(t, store.storeId);
    const cashOut = (amount: number) =>
      t.request('POST', '/v1/store-wallet/cash-out', {
        token: store.seller.token,
        body: { store_id: store.storeId, bank_account_id: accountId, date: '2025-03-13', amount },
      });
    const fee = 367;
    expect((await cashOut((net - fee) / 100)).statusCode).toBe(201);
    expect(await balance(t, wallet)).toBe(0);

    const chargeback = await t.request('POST', `/_sandbox/payments/${chargeId}/chargeback`);
    expect(chargeback.statusCode).toBe(200);
    expect(await status('store_orders', order.id)).toBe('refunded');
    expect(await balance(t, wallet)).toBe(-net);
    expect(await balance(t, 'gateway:sandbox')).toBe(0);
    const kinds = await t.db.selectFrom('ledger_transactions').select('kind').execute();
    expect(kinds.map((k) => k.kind)).toContain('store_order_chargeback');

    // Nothing can be cashed out until new sales cover the debt.
    expect((await cashOut(10)).statusCode).toBe(422);
    await expectLedgerBalanced(t);
  });
});

describe('a refund of a store order the store had canceled', () => {
  it('takes back the wallet credit the cancel gave, since the money went back to the card', async () => {
    const buyer = await makeBuyer(t);
    const order = await cardOrder(t, buyer, 1);
    const [only] = order.orders;
    if (!only) throw new Error('store order expected');
    await transitionStoreOrder(t.app.commerce, only.id, 'canceled', { cancelReason: 'Sem estoque' });
    const value = only.items_total + only.shipping_price;
    expect(await walletOf(t, buyer.id)).toBe(value);

    expect((await refund(order.chargeId)).statusCode).toBe(200);
    expect(await walletOf(t, buyer.id)).toBe(0);
    expect(await status('store_orders', only.id)).toBe('canceled');
    expect(await balance(t, 'gateway:sandbox')).toBe(0);
    // The units came back once, with the cancel.
    expect(await listingQuantity(t, order.offers[0]?.listingId as number)).toBe(3);
  });
});
