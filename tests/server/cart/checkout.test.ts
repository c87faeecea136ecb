import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refreshProductOffers } from '../../../server/domain/catalogue/offers.ts';
import { refreshStoreOffers } from '../../../server/domain/catalogue/stores.ts';
import { toWebhookDelivery } from '../../../server/drivers/payments/index.ts';
import { parsePixPayload } from '../../../server/drivers/pix/index.ts';
import { manualClock } from '../../../server/drivers/shared/clock.ts';
import { runPaymentExpiry } from '../../../server/jobs/payment-expiry.ts';
import { sandboxCardBody } from '../../../shared/cardTokenizer/sandboxToken.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  APPROVED_CARD,
  addToCart,
  count,
  expectLedgerBalanced,
  listingQuantity,
  makeBuyer,
  makeListing,
  makeOffer,
  makeProduct,
  makeStore,
  orderBody,
  REFUSED_CARD,
  recordBroadcasts,
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

async function groupStatus(id: number) {
  const g = await t.db
    .selectFrom('order_groups')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const orders = await t.db
    .selectFrom('store_orders')
    .select('status')
    .where('order_group_id', '=', id)
    .execute();
  return { group: g.status, orders: orders.map((o) => o.status) };
}

describe('POST /v1/order/pix', () => {
  it('creates one order group with one store order per store, reserves stock and answers with the PIX code', async () => {
    const a = await makeOffer(t, { quantity: 3, price: 2500, uf: 'SP' });
    const b = await makeOffer(t, { quantity: 1, price: 1000, uf: 'RJ' });
    const buyer = await makeBuyer(t);
    const events = recordBroadcasts(t);
    await addToCart(t, buyer, a.listingId, 2);
    await addToCart(t, buyer, b.listingId, 1);

    const res = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Pedido criado com sucesso');
    expect(body.error).toBe(false);
    const group = body.result.data;
    expect(body.result.order_id).toBe(group.id);
    expect(group.status).toBe('awaiting_payment');
    expect(group.orders).toHaveLength(2);
    expect(group.orders.map((o: { store: { id: number } }) => o.store.id).sort()).toEqual(
      [a.storeId, b.storeId].sort(),
    );
    expect(group.subtotal).toBe(60);
    expect(group.total).toBe(group.subtotal + group.shipping);
    // A real BR Code: the CRC checks out and the amount is the total.
    const pix = parsePixPayload(group.payment.pix_code);
    expect(pix.kind).toBe('static');
    expect(pix.kind === 'static' && pix.amountCents).toBe(Math.round(group.to_pay * 100));
    // The QR image is drawn when the thank-you page asks for the order, and kept.
    expect(group.payment.pix_qr_code).toBeNull();
    const shown = await t.request('GET', `/v1/orders/${group.id}`, { token: buyer.token });
    expect(shown.json().result.payment.pix_qr_code).toMatch(/^data:image\/png;base64,/);
    const kept = await t.db
      .selectFrom('payments')
      .select('pix_qr_code')
      .where('order_group_id', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(kept.pix_qr_code).toBe(shown.json().result.payment.pix_qr_code);

    expect(await listingQuantity(t, a.listingId)).toBe(1);
    expect(await listingQuantity(t, b.listingId)).toBe(0);
    const product = await t.db
      .selectFrom('products')
      .select(['stock', 'offers_count'])
      .where('id', '=', b.productId)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ stock: 0, offers_count: 0 });
    expect(await count(t, 'cart_items')).toBe(0);

    const created = events.filter((e) => e.event === 'order.created');
    expect(created.map((e) => e.channels[0]).sort()).toEqual(
      [`private-store.${a.storeId}`, `private-store.${b.storeId}`].sort(),
    );
    expect(created[0].payload).toMatchObject({
      buyer: { id: buyer.id, name: expect.stringMatching(/^Maria( [A-Z]\.)?$/) },
      items_count: expect.any(Number),
      status_label: 'Aguardando pagamento',
    });
    await expectLedgerBalanced(t);
  });

  it("keeps the products' offer figures as the catalogue computes them, sold out or not", async () => {
    // One product on sale in three stores (one listing sells out), another with stock left over.
    const shared = await makeProduct(t);
    const stores = [await makeStore(t), await makeStore(t), await makeStore(t)];
    const cheap = await makeListing(t, { storeId: stores[0], productId: shared, quantity: 1, price: 1500 });
    const middle = await makeListing(t, { storeId: stores[1], productId: shared, quantity: 4, price: 2000 });
    await makeListing(t, { storeId: stores[2], productId: shared, quantity: 2, price: 3000 });
    const other = await makeOffer(t, { quantity: 5, price: 1200 });
    const ids = [shared, other.productId];
    await t.db.transaction().execute(async (trx) => {
      await refreshProductOffers(trx, ids);
      await refreshStoreOffers(trx, [...stores, other.storeId]);
    });
    const figures = () =>
      t.db
        .selectFrom('products')
        .select(['id', 'min_price', 'avg_price', 'max_price', 'offers_count', 'stock', 'price_change_bp'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, cheap);
    await addToCart(t, buyer, middle, 2);
    await addToCart(t, buyer, other.listingId, 2);
    const res = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    expect(res.statusCode).toBe(201);

    const after = await figures();
    expect(after).toEqual([
      // The R$ 15,00 listing sold out: R$ 20,00 and R$ 30,00 are left, 2 + 2 units.
      {
        id: shared,
        min_price: 2000,
        avg_price: 2500,
        max_price: 3000,
        offers_count: 2,
        stock: 4,
        price_change_bp: null,
      },
      {
        id: other.productId,
        min_price: 1200,
        avg_price: 1200,
        max_price: 1200,
        offers_count: 1,
        stock: 3,
        price_change_bp: null,
      },
    ]);
    // Exactly what the catalogue's full recompute says.
    await t.db.transaction().execute((trx) => refreshProductOffers(trx, ids));
    expect(await figures()).toEqual(after);
    // The stores' offer counts: the sold-out listing's store lost its only offer, the others kept
    // theirs; again what the full recount says.
    const storeIds = [...stores, other.storeId];
    const counts = () =>
      t.db
        .selectFrom('stores')
        .select(['id', 'offers_count'])
        .where('id', 'in', storeIds)
        .orderBy('id')
        .execute();
    const storeCounts = await counts();
    expect(new Map(storeCounts.map((s) => [s.id, s.offers_count]))).toEqual(
      new Map([
        [stores[0], 0],
        [stores[1], 1],
        [stores[2], 1],
        [other.storeId, 1],
      ]),
    );
    await t.db.transaction().execute((trx) => refreshStoreOffers(trx, storeIds));
    expect(await counts()).toEqual(storeCounts);
  });

  it('is marked paid by the sandbox payment, and tells the buyer', async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t);
    const events = recordBroadcasts(t);
    await addToCart(t, buyer, offer.listingId);
    const placed = (
      await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) })
    ).json().result;
    const payment = { charge_id: placed.data.payment.charge_id as string };
    expect(payment.charge_id).toMatch(/^ch_/);

    const paid = await t.request('POST', `/_sandbox/payments/${payment.charge_id}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().result.status).toBe('paid');
    expect(await groupStatus(placed.order_id)).toEqual({ group: 'paid', orders: ['paid'] });
    const changed = events.find((e) => e.event === 'order.status-changed');
    expect(changed?.channels).toEqual([`private-App.Models.User.${buyer.id}`]);
    expect(changed?.payload).toMatchObject({ status: 'paid', status_label: 'Pago' });

    const receivable = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', `store_receivable:${offer.storeId}`)
      .executeTakeFirstOrThrow();
    const fee = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('code', '=', 'platform_fee')
      .executeTakeFirstOrThrow();
    expect(fee.balance).toBe(80); // 8% of R$ 10,00
    expect(receivable.balance).toBe(placed.data.total * 100 - 80);
    await expectLedgerBalanced(t);

    const again = await t.request('POST', `/_sandbox/payments/${payment.charge_id}/pay`);
    expect(again.statusCode).toBe(409);
  });

  it('uses wallet credit, and a checkout fully paid by credit is paid at once', async () => {
    const offer = await makeOffer(t, { quantity: 2, price: 1000 });
    const buyer = await makeBuyer(t, { credit: 15000 });
    await addToCart(t, buyer, offer.listingId);
    const res = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: orderBody(buyer, { wallet_credit: 150 }),
    });
    expect(res.statusCode).toBe(201);
    const group = res.json().result.data;
    expect(group.payment_method).toBe('wallet');
    expect(group.status).toBe('paid');
    expect(group.wallet_credit).toBe(group.total);
    expect(group.payment).toBeNull();
    expect(await walletOf(t, buyer.id)).toBe(15000 - Math.round(group.total * 100));
    await expectLedgerBalanced(t);
  });

  it('refuses more credit than the wallet holds, with nothing changed', async () => {
    const offer = await makeOffer(t, { quantity: 2, price: 10000 });
    const buyer = await makeBuyer(t, { credit: 5000 });
    await addToCart(t, buyer, offer.listingId);
    const res = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: orderBody(buyer, { wallet_credit: 80 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().messages[0].code).toBe('insufficient_credit');
    expect(await count(t, 'order_groups')).toBe(0);
    expect(await listingQuantity(t, offer.listingId)).toBe(2);
    expect(await walletOf(t, buyer.id)).toBe(5000);
    expect(await count(t, 'cart_items')).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('answers a retry with the same idempotency key with the first order group', async () => {
    const offer = await makeOffer(t, { quantity: 5 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId, 2);
    const body = orderBody(buyer);
    const first = await t.request('POST', '/v1/order/pix', { token: buyer.token, body });
    await addToCart(t, buyer, offer.listingId, 1);
    const retry = await t.request('POST', '/v1/order/pix', { token: buyer.token, body });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().result.replayed).toBe(true);
    expect(retry.json().result.order_id).toBe(first.json().result.order_id);
    expect(await count(t, 'order_groups')).toBe(1);
    expect(await listingQuantity(t, offer.listingId)).toBe(3);
  });

  it('creates one order group for a double click (same key, at once)', async () => {
    const offer = await makeOffer(t, { quantity: 5 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId, 1);
    const body = orderBody(buyer);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.request('POST', '/v1/order/pix', { token: buyer.token, body })),
    );
    const ids = new Set(answers.filter((r) => r.statusCode < 300).map((r) => r.json().result.order_id));
    expect(ids.size).toBe(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 201 || r.statusCode === 422)).toBe(
      true,
    );
    expect(await count(t, 'order_groups')).toBe(1);
    expect(await listingQuantity(t, offer.listingId)).toBe(4);
    await expectLedgerBalanced(t);
  });

  it('leaves no half order and no reserved stock when the database fails midway', async () => {
    const offer = await makeOffer(t, { quantity: 2 });
    const buyer = await makeBuyer(t, { credit: 500 });
    await addToCart(t, buyer, offer.listingId);
    if (t.dialect === 'postgres') {
      await sql`CREATE FUNCTION fail_items() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'falha simulada'; END $$ LANGUAGE plpgsql`.execute(
        t.db,
      );
      await sql`CREATE TRIGGER fail_items BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION fail_items()`.execute(
        t.db,
      );
    } else {
      await sql`CREATE TRIGGER fail_items BEFORE INSERT ON order_items BEGIN SELECT RAISE(ABORT, 'falha simulada'); END`.execute(
        t.db,
      );
    }
    const res = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: orderBody(buyer, { wallet_credit: 5 }),
    });
    expect(res.statusCode).toBe(500);
    expect(await count(t, 'order_groups')).toBe(0);
    expect(await count(t, 'store_orders')).toBe(0);
    expect(await listingQuantity(t, offer.listingId)).toBe(2);
    expect(await walletOf(t, buyer.id)).toBe(500);
    expect(await count(t, 'cart_items')).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('refuses an empty cart, a sold-out item and an address of someone else', async () => {
    const offer = await makeOffer(t, { quantity: 1 });
    const buyer = await makeBuyer(t);
    const other = await makeBuyer(t);
    const empty = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      error: true,
      messages: [{ description: 'Seu carrinho está vazio.' }],
    });

    await addToCart(t, buyer, offer.listingId);
    await t.db.updateTable('store_listings').set({ quantity: 0 }).where('id', '=', offer.listingId).execute();
    const soldOut = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    expect(soldOut.statusCode).toBe(422);
    expect(soldOut.json().messages[0]).toMatchObject({ code: 'sold_out', listing_id: offer.listingId });

    const foreign = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: { ...orderBody(buyer), address_id: other.addressId },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await count(t, 'order_groups')).toBe(0);
  });

  it('validates the body (422), the path (404) and the session (401)', async () => {
    const buyer = await makeBuyer(t);
    const bad = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: { idempotency_key: 'x', installments: 40 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['address_id', 'idempotency_key', 'installments']);
    expect(
      (await t.request('POST', '/v1/order/boleto', { token: buyer.token, body: orderBody(buyer) }))
        .statusCode,
    ).toBe(404);
    expect((await t.request('POST', '/v1/order/pix', { body: orderBody(buyer) })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer), xsrf: false }))
        .statusCode,
    ).toBe(419);
  });
});

describe('POST /v1/order/credit-card', () => {
  it('charges an approved card with installments and marks the order paid', async () => {
    const offer = await makeOffer(t, { quantity: 2, price: 30000 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId);
    const res = await t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer, { card: { ...APPROVED_CARD, save: true }, installments: 4 }),
    });
    expect(res.statusCode).toBe(201);
    const group = res.json().result.data;
    expect(group.status).toBe('paid');
    expect(group.payment).toMatchObject({
      method: 'card',
      status: 'approved',
      installments: 4,
      card: { brand: 'visa', last4: '1111' },
    });
    expect(group.payment.total_with_interest).toBeGreaterThan(group.to_pay);
    const cards = (await t.request('GET', '/v1/pagarme/cards', { token: buyer.token })).json().result;
    expect(cards).toHaveLength(1);

    // The saved card pays the next order without its number.
    await addToCart(t, buyer, offer.listingId);
    const again = await t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer, { card: { card_id: cards[0].id } }),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().result.data.status).toBe('paid');
    await expectLedgerBalanced(t);
  });

  it('leaves no order and puts the stock and credit back when the card is refused', async () => {
    const offer = await makeOffer(t, { quantity: 1, price: 5000 });
    const buyer = await makeBuyer(t, { credit: 1000 });
    const events = recordBroadcasts(t);
    await addToCart(t, buyer, offer.listingId);
    const res = await t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer, { card: REFUSED_CARD, wallet_credit: 10 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: true, messages: [{ code: 'insufficient_funds' }] });
    expect(res.json().messages[0].description).toMatch(/recusado/);
    await t.app.commerce.flush();
    expect(await count(t, 'order_groups')).toBe(0);
    expect(await count(t, 'payments')).toBe(0);
    expect(await listingQuantity(t, offer.listingId)).toBe(1);
    expect(await walletOf(t, buyer.id)).toBe(1000);
    // The cart is still there for another card.
    expect(await count(t, 'cart_items')).toBe(1);
    expect(events.filter((e) => e.event === 'order.created')).toHaveLength(0);
    await expectLedgerBalanced(t);
  });

  it('requires a card and installments offered for the amount', async () => {
    const offer = await makeOffer(t, { quantity: 1, price: 800 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId);
    const noCard = await t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer),
    });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().errors.card).toBeDefined();
    const tooMany = await t.request('POST', '/v1/order/credit-card', {
      token: buyer.token,
      body: orderBody(buyer, { card: APPROVED_CARD, installments: 12 }),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.installments).toBeDefined();
    expect(await count(t, 'order_groups')).toBe(0);
  });

  it('keeps a card in analysis awaiting payment, then applies the late answer', async () => {
    const clock = manualClock(new Date());
    t.app.commerce.clock = clock;
    const approve = await makeOffer(t, { quantity: 1 });
    const refuse = await makeOffer(t, { quantity: 1 });
    const buyer = await makeBuyer(t, { credit: 300 });
    const place = async (listingId: number, number: string) => {
      await addToCart(t, buyer, listingId);
      const res = await t.request('POST', '/v1/order/credit-card', {
        token: buyer.token,
        body: orderBody(buyer, { card: sandboxCardBody(number), wallet_credit: 1 }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().result.data.status).toBe('awaiting_payment');
      return res.json().result.order_id as number;
    };
    const first = await place(approve.listingId, '4000000000000036');
    const second = await place(refuse.listingId, '4000000000000044');
    clock.advanceSeconds(61);
    await runPaymentExpiry(t.app.commerce);
    expect((await groupStatus(first)).group).toBe('paid');
    expect(await groupStatus(second)).toEqual({ group: 'refused', orders: ['refused'] });
    expect(await listingQuantity(t, refuse.listingId)).toBe(1);
    expect(await walletOf(t, buyer.id)).toBe(200);
    await expectLedgerBalanced(t);
  });
});

describe('PIX expiry', () => {
  async function pixOrder(credit = 0) {
    const offer = await makeOffer(t, { quantity: 1, price: 4000 });
    const buyer = await makeBuyer(t, { credit });
    await addToCart(t, buyer, offer.listingId);
    const res = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: orderBody(buyer, { wallet_credit: credit / 100 }),
    });
    expect(res.statusCode).toBe(201);
    return { offer, buyer, groupId: res.json().result.order_id as number };
  }

  it('releases the stock and the credit of a PIX that expired (expiry job)', async () => {
    const { offer, buyer, groupId } = await pixOrder(1500);
    expect(await listingQuantity(t, offer.listingId)).toBe(0);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('order_groups').set({ expires_at: past }).where('id', '=', groupId).execute();

    expect(await runPaymentExpiry(t.app.commerce)).toBe(1);
    expect(await groupStatus(groupId)).toEqual({ group: 'expired', orders: ['expired'] });
    expect(await listingQuantity(t, offer.listingId)).toBe(1);
    expect(await walletOf(t, buyer.id)).toBe(1500);
    const product = await t.db
      .selectFrom('products')
      .select('stock')
      .where('id', '=', offer.productId)
      .executeTakeFirstOrThrow();
    expect(product.stock).toBe(1);
    const payment = await t.db
      .selectFrom('payments')
      .select(['status', 'charge_id'])
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('expired');
    // The code can no longer be paid.
    expect((await t.request('POST', `/_sandbox/payments/${payment.charge_id}/pay`)).statusCode).toBe(409);
    const timeline = (await t.request('GET', `/v1/orders/${groupId}`, { token: buyer.token })).json().result
      .orders[0].timeline;
    expect(timeline.map((s: { status: string }) => s.status)).toEqual(['awaiting_payment', 'expired']);
    await expectLedgerBalanced(t);
  });

  it('expires through the gateway event when the charge reaches its expiry', async () => {
    const clock = manualClock(new Date());
    t.app.commerce.clock = clock;
    const { offer, groupId } = await pixOrder();
    clock.advanceSeconds(31 * 60);
    await runPaymentExpiry(t.app.commerce);
    expect((await groupStatus(groupId)).group).toBe('expired');
    expect(await listingQuantity(t, offer.listingId)).toBe(1);
    const event = await t.db
      .selectFrom('payment_events')
      .select(['type', 'outcome'])
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ type: 'charge.expired', outcome: 'applied' });
    await expectLedgerBalanced(t);
  });
});

describe('POST /webhooks/payments', () => {
  async function pendingPix() {
    const offer = await makeOffer(t, { quantity: 1, price: 2000 });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, offer.listingId);
    const res = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    const payment = await t.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    const group = await t.db.selectFrom('order_groups').select('number').executeTakeFirstOrThrow();
    const event = {
      id: 'evt_test_1',
      type: 'charge.paid' as const,
      chargeId: payment.charge_id,
      orderRef: group.number,
      amountCents: payment.amount,
      at: new Date().toISOString(),
    };
    return { groupId: res.json().result.order_id as number, event };
  }

  const post = (body: string, signature: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/webhooks/payments',
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-webhook-signature': signature } : {}),
      },
    });

  it('marks the order paid on a signed charge.paid and ignores the retry', async () => {
    const { groupId, event } = await pendingPix();
    const delivery = toWebhookDelivery(event, t.app.commerce.settings.webhookSecret);
    const res = await post(delivery.body, delivery.headers['x-webhook-signature']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await groupStatus(groupId)).group).toBe('paid');
    const retry = await post(delivery.body, delivery.headers['x-webhook-signature']);
    expect(retry.json().outcome).toBe('duplicate');
    await expectLedgerBalanced(t);
  });

  it('answers 401 to a bad signature and changes nothing', async () => {
    const { groupId, event } = await pendingPix();
    const delivery = toWebhookDelivery(event, 'outro-segredo');
    expect((await post(delivery.body, delivery.headers['x-webhook-signature'])).statusCode).toBe(401);
    expect((await post(delivery.body, null)).statusCode).toBe(401);
    const good = toWebhookDelivery(event, t.app.commerce.settings.webhookSecret);
    const tampered = good.body.replace(String(event.amountCents), String(event.amountCents - 1));
    expect((await post(tampered, good.headers['x-webhook-signature'])).statusCode).toBe(401);
    expect((await groupStatus(groupId)).group).toBe('awaiting_payment');
    expect(await count(t, 'order_groups')).toBe(1);
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toHaveLength(0);
  });

  it('refunds a payment that arrives after the order expired', async () => {
    const { groupId, event } = await pendingPix();
    await t.db
      .updateTable('order_groups')
      .set({ expires_at: new Date(0).toISOString() })
      .where('id', '=', groupId)
      .execute();
    await runPaymentExpiry(t.app.commerce);
    const delivery = toWebhookDelivery({ ...event, id: 'evt_late' }, t.app.commerce.settings.webhookSecret);
    const res = await post(delivery.body, delivery.headers['x-webhook-signature']);
    expect(res.json().outcome).toBe('refunded_late');
    expect((await groupStatus(groupId)).group).toBe('expired');
    await expectLedgerBalanced(t);
  });
});
