import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../../../server/domain/errors.ts';
import { transitionStoreOrder } from '../../../server/domain/orders/settle.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  addToCart,
  type Buyer,
  expectLedgerBalanced,
  listingQuantity,
  makeBuyer,
  makeOffer,
  orderBody,
  walletOf,
} from './fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  // Whatever the scenario, the books balance (docs/ledger.md).
  await expectLedgerBalanced(t);
  await t.close();
});

/** A paid order (wallet credit covers it), with one store order. */
async function paidOrder(buyer: Buyer, price = 2000) {
  const offer = await makeOffer(t, { quantity: 5, price });
  await addToCart(t, buyer, offer.listingId, 2);
  const res = await t.request('POST', '/v1/order/pix', {
    token: buyer.token,
    body: orderBody(buyer, { wallet_credit: 500 }),
  });
  expect(res.statusCode).toBe(201);
  const group = res.json().result.data;
  return { offer, groupId: group.id as number, storeOrderId: group.orders[0].id as number };
}

async function deliver(storeOrderId: number) {
  const c = t.app.commerce;
  await transitionStoreOrder(c, storeOrderId, 'invoiced', {
    invoice: { number: '000123', key: '3'.repeat(44) },
  });
  await transitionStoreOrder(c, storeOrderId, 'shipped', { trackingCode: 'SS473031384BR' });
  await transitionStoreOrder(c, storeOrderId, 'delivered');
}

describe('the buyer’s orders', () => {
  it('lists order groups with pagination (orders/orderPaginate and products/paginate)', async () => {
    const buyer = await makeBuyer(t, { credit: 50000 });
    for (let i = 0; i < 3; i++) await paidOrder(buyer);
    const page1 = (
      await t.request('GET', '/v1/orders', { token: buyer.token, query: { per_page: 2 } })
    ).json();
    expect(page1.orders).toHaveLength(2);
    expect(page1.orderPaginate).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page1.orders[0].id).toBeGreaterThan(page1.orders[1].id);
    const page2 = (
      await t.request('POST', '/v1/paginate-order', { token: buyer.token, body: { page: 2, per_page: 2 } })
    ).json();
    expect(page2.products).toHaveLength(1);
    expect(page2.paginate.current_page).toBe(2);
    const filtered = (
      await t.request('POST', '/v1/paginate-order', { token: buyer.token, body: { status: 'expired' } })
    ).json();
    expect(filtered.products).toEqual([]);
    expect(
      (await t.request('POST', '/v1/paginate-order', { token: buyer.token, body: { page: 0 } })).statusCode,
    ).toBe(422);
    const someoneElse = await makeBuyer(t);
    expect((await t.request('GET', '/v1/orders', { token: someoneElse.token })).json().orders).toEqual([]);
  });

  it('shows one order with timeline, shipping, invoice and tracking; grouped and historic views', async () => {
    const buyer = await makeBuyer(t, { credit: 50000 });
    const { groupId, storeOrderId } = await paidOrder(buyer);
    await deliver(storeOrderId);
    const detail = (await t.request('GET', `/v1/orders/${groupId}`, { token: buyer.token })).json().result;
    const order = detail.orders[0];
    expect(order.status).toBe('delivered');
    expect(order.status_label).toBe('Entregue');
    expect(order.timeline.map((s: { label: string }) => s.label)).toEqual([
      'Aguardando pagamento',
      'Pago',
      'Faturado',
      'Enviado',
      'Entregue',
    ]);
    expect(order.invoice).toMatchObject({ number: '000123' });
    expect(order.shipping).toMatchObject({ service: 'PAC', tracking_code: 'SS473031384BR' });
    expect(order.shipping.tracking_url).toContain('SS473031384BR');
    expect(order.items[0]).toMatchObject({ quantity: 2, unit_price: 20, total: 40 });
    expect(order.can_review).toBe(true);

    const grouped = (await t.request('GET', `/v1/grouped-orders/${groupId}`, { token: buyer.token })).json()
      .result;
    expect(grouped.map((o: { id: number }) => o.id)).toEqual([storeOrderId]);
    const historic = (
      await t.request('GET', `/v1/historic-orders/${storeOrderId}`, { token: buyer.token })
    ).json().result;
    expect(historic.at(-1)).toMatchObject({ status: 'delivered', label: 'Entregue' });
  });

  it('answers 401, 403 on another buyer’s order and 404 on a missing one', async () => {
    const buyer = await makeBuyer(t, { credit: 50000 });
    const intruder = await makeBuyer(t);
    const { groupId, storeOrderId } = await paidOrder(buyer);
    for (const url of [
      `/v1/orders/${groupId}`,
      `/v1/grouped-orders/${groupId}`,
      `/v1/historic-orders/${storeOrderId}`,
    ]) {
      expect((await t.request('GET', url)).statusCode).toBe(401);
      const forbidden = await t.request('GET', url, { token: intruder.token });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe('Este pedido não é seu.');
    }
    expect((await t.request('GET', '/v1/orders/987654', { token: buyer.token })).statusCode).toBe(404);
    expect((await t.request('GET', '/v1/orders/abc', { token: buyer.token })).statusCode).toBe(404);
    expect((await t.request('GET', '/v1/orders')).statusCode).toBe(401);
    expect((await t.request('POST', '/v1/paginate-order', {})).statusCode).toBe(401);
  });

  it('releases the store’s receivable into its wallet when the order is concluded', async () => {
    const buyer = await makeBuyer(t, { credit: 50000 });
    const { offer, storeOrderId } = await paidOrder(buyer);
    await deliver(storeOrderId);
    await transitionStoreOrder(t.app.commerce, storeOrderId, 'concluded');
    const balances = Object.fromEntries(
      (await t.db.selectFrom('ledger_accounts').select(['code', 'balance']).execute()).map((a) => [
        a.code,
        a.balance,
      ]),
    );
    const order = await t.db
      .selectFrom('store_orders')
      .selectAll()
      .where('id', '=', storeOrderId)
      .executeTakeFirstOrThrow();
    expect(balances[`store_receivable:${offer.storeId}`]).toBe(0);
    expect(balances[`store_wallet:${offer.storeId}`]).toBe(order.total - order.fee);
    expect(balances.platform_fee).toBe(order.fee);
    expect(order.fee).toBe(320); // 8% of R$ 40,00
    await expect(transitionStoreOrder(t.app.commerce, storeOrderId, 'shipped')).rejects.toSatisfy(isRefusal);
    await expectLedgerBalanced(t);
  });

  it('refunds a paid store order canceled by the store as wallet credit, stock back', async () => {
    const buyer = await makeBuyer(t, { credit: 50000 });
    const { offer, storeOrderId } = await paidOrder(buyer);
    const before = await walletOf(t, buyer.id);
    await transitionStoreOrder(t.app.commerce, storeOrderId, 'canceled', { note: 'Sem estoque físico' });
    const order = await t.db
      .selectFrom('store_orders')
      .selectAll()
      .where('id', '=', storeOrderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('canceled');
    expect(await walletOf(t, buyer.id)).toBe(before + order.total);
    expect(await listingQuantity(t, offer.listingId)).toBe(5);
    await expectLedgerBalanced(t);
  });
});

describe('reviews', () => {
  it('accepts one order review and one review per product, only after delivery', async () => {
    const buyer = await makeBuyer(t, { credit: 50000 });
    const { offer, groupId, storeOrderId } = await paidOrder(buyer);
    const early = await t.request('POST', '/v1/create-order-review/', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, rating: 5 },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.store_order_id[0]).toBe(
      'Você poderá avaliar depois que o pedido for entregue.',
    );

    await deliver(storeOrderId);
    const review = await t.request('POST', '/v1/create-order-review/', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, rating: 4, comment: 'Chegou bem embalado.' },
    });
    expect(review.statusCode).toBe(201);
    expect(review.json().result).toMatchObject({ rating: 4, comment: 'Chegou bem embalado.' });
    const store = await t.db
      .selectFrom('stores')
      .select(['rating_sum', 'reviews_count'])
      .where('id', '=', offer.storeId)
      .executeTakeFirstOrThrow();
    expect(store).toEqual({ rating_sum: 4, reviews_count: 1 });
    const twice = await t.request('POST', '/v1/create-order-review', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, rating: 1 },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.store_order_id[0]).toBe('Você já avaliou este pedido.');

    const itemId = (await t.request('GET', `/v1/orders/${groupId}`, { token: buyer.token })).json().result
      .orders[0].items[0].id;
    const product = await t.request('POST', '/v1/create-order-product-review/', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, order_item_id: itemId, rating: 5 },
    });
    expect(product.statusCode).toBe(201);
    const again = await t.request('POST', '/v1/create-order-product-review/', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, order_item_id: itemId, rating: 3 },
    });
    expect(again.statusCode).toBe(422);
    const detail = (await t.request('GET', `/v1/orders/${groupId}`, { token: buyer.token })).json().result
      .orders[0];
    expect(detail.review.rating).toBe(4);
    expect(detail.items[0].review.rating).toBe(5);
    expect(detail.can_review).toBe(false);
  });

  it('answers 401, 403, 422 on reviews', async () => {
    const buyer = await makeBuyer(t, { credit: 50000 });
    const intruder = await makeBuyer(t);
    const { storeOrderId } = await paidOrder(buyer);
    await deliver(storeOrderId);
    const body = { store_order_id: storeOrderId, rating: 5 };
    expect((await t.request('POST', '/v1/create-order-review/', { body })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/v1/create-order-review/', { token: intruder.token, body })).statusCode,
    ).toBe(403);
    const bad = await t.request('POST', '/v1/create-order-review/', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, rating: 9 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.rating[0]).toBe('Dê uma nota de 1 a 5.');
    expect(
      (
        await t.request('POST', '/v1/create-order-review/', {
          token: buyer.token,
          body: { ...body, store_order_id: 999 },
        })
      ).statusCode,
    ).toBe(422);
    expect(await t.db.selectFrom('order_reviews').selectAll().execute()).toEqual([]);
  });
});
