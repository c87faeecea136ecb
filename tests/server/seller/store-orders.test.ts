import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../../server/db/index.ts';
import { todayInBrazil } from '../../../server/domain/stores/settings.ts';
import { type Buyer, listingQuantity, walletOf } from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import {
  accountFigures,
  advance,
  expectBooksBalanced,
  makeSellerStore,
  outbox,
  paidStoreOrder,
  richBuyer,
  type SellerStore,
} from './store-orders-fixtures.ts';

let t: TestApp;
let store: SellerStore;
let buyer: Buyer;
let buyerEmail: string;

beforeEach(async () => {
  t = await createTestApp();
  store = await makeSellerStore(t);
  buyer = await richBuyer(t);
  buyerEmail = (
    await t.db.selectFrom('users').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()
  ).email;
});
afterEach(async () => {
  // Whatever the scenario, the books balance and the store's wallet is its ledger balance.
  await expectBooksBalanced(t);
  const wallet = await accountFigures(t, `store_wallet:${store.storeId}`);
  expect(wallet.balance).toBe(wallet.entries);
  await t.close();
});

const post = (path: string, body: unknown, token: string | null = store.seller.token, xsrf = true) =>
  t.request('POST', path, { token, body, xsrf });

const statusOf = async (id: number) =>
  await t.db.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /v1/stores-orders', () => {
  it('lists the store’s orders newest first with counters, filters, search and paging', async () => {
    const a = await paidStoreOrder(t, buyer, store);
    const b = await paidStoreOrder(t, buyer, store);
    const c = await paidStoreOrder(t, buyer, store);
    await advance(t, c.storeOrderId, 'shipped');
    // Another store's order never shows.
    const other = await makeSellerStore(t);
    await paidStoreOrder(t, buyer, other);

    const all = await post('/v1/stores-orders', { store_id: store.storeId, page: 1, per_page: 2 });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.orders.map((o: { id: number }) => o.id)).toEqual([c.storeOrderId, b.storeOrderId]);
    expect(body.paginate).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(body.counts).toEqual({ all: 3, paid: 2, shipped: 1 });
    const row = body.orders[1];
    expect(row).toMatchObject({
      status: 'paid',
      status_label: 'Pago',
      is_new: true,
      subtotal: 40,
      buyer: { id: buyer.id, email: buyerEmail, name: 'Maria Silva' },
    });
    expect(row.net).toBeCloseTo(row.subtotal + row.shipping - row.fee, 2);

    const page2 = (await post('/v1/stores-orders', { store_id: store.storeId, page: 2, per_page: 2 })).json();
    expect(page2.orders.map((o: { id: number }) => o.id)).toEqual([a.storeOrderId]);

    const paid = (await post('/v1/stores-orders', { store_id: store.storeId, status: 'paid' })).json();
    expect(paid.orders).toHaveLength(2);
    expect(paid.paginate.total).toBe(2);
    expect(paid.counts.all).toBe(3);

    const number = (await statusOf(b.storeOrderId)).number;
    const byNumber = (await post('/v1/stores-orders', { store_id: store.storeId, search: number })).json();
    expect(byNumber.orders.map((o: { id: number }) => o.id)).toEqual([b.storeOrderId]);
    const byEmail = (
      await post('/v1/stores-orders', { store_id: store.storeId, search: buyerEmail.slice(0, 8) })
    ).json();
    expect(byEmail.orders).toHaveLength(3);
    // The buyer's order number (with or without MC- and zeros) finds the store's part of it.
    const groupNo = number.replace(/-\d+$/, '');
    for (const typed of [groupNo, groupNo.toLowerCase(), groupNo.replace(/^MC-0*/, '')]) {
      const byGroup = (await post('/v1/stores-orders', { store_id: store.storeId, search: typed })).json();
      expect(byGroup.orders.map((o: { id: number }) => o.id)).toEqual([b.storeOrderId]);
      expect(byGroup.counts).toEqual({ all: 1, paid: 1 });
    }
    const byName = (
      await post('/v1/stores-orders', { store_id: store.storeId, search: 'maria silva', status: 'shipped' })
    ).json();
    expect(byName.orders.map((o: { id: number }) => o.id)).toEqual([c.storeOrderId]);
    expect(byName.counts).toEqual({ all: 3, paid: 2, shipped: 1 });
    const unknownNumber = (
      await post('/v1/stores-orders', { store_id: store.storeId, search: 'MC-999999' })
    ).json();
    expect(unknownNumber.orders).toHaveLength(0);
    const nobody = (await post('/v1/stores-orders', { store_id: store.storeId, search: 'ninguém' })).json();
    expect(nobody.orders).toHaveLength(0);
    expect(nobody.counts).toEqual({ all: 0 });

    // Dates are São Paulo days: one order moved to last year is outside "today".
    await t.db
      .updateTable('store_orders')
      .set({ created_at: '2024-03-10T12:00:00.000Z' })
      .where('id', '=', a.storeOrderId)
      .execute();
    const inMarch = (
      await post('/v1/stores-orders', { store_id: store.storeId, from: '2024-03-10', to: '2024-03-10' })
    ).json();
    expect(inMarch.orders.map((o: { id: number }) => o.id)).toEqual([a.storeOrderId]);
    const since = (
      await post('/v1/stores-orders', { store_id: store.storeId, from: todayInBrazil() })
    ).json();
    expect(since.paginate.total).toBe(2);
  });

  it('refuses visitors, other users, missing stores, bad filters and calls without the XSRF token', async () => {
    const stranger = await registerUser(t);
    expect((await post('/v1/stores-orders', { store_id: store.storeId }, null)).statusCode).toBe(401);
    const denied = await post('/v1/stores-orders', { store_id: store.storeId }, stranger.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Você não tem acesso a esta loja.');
    expect((await post('/v1/stores-orders', { store_id: 999999 })).statusCode).toBe(404);
    expect(
      (await post('/v1/stores-orders', { store_id: store.storeId }, store.seller.token, false)).statusCode,
    ).toBe(419);
    const bad = await post('/v1/stores-orders', {
      store_id: store.storeId,
      status: 'lost',
      from: '10/03/2024',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status']);
    const reversed = await post('/v1/stores-orders', {
      store_id: store.storeId,
      from: '2024-03-10',
      to: '2024-03-01',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['A data final deve ser igual ou posterior à inicial.']);
  });

  it('lets an admin list any store’s orders', async () => {
    await paidStoreOrder(t, buyer, store);
    const admin = await registerUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const res = await post('/v1/stores-orders', { store_id: store.storeId }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().orders).toHaveLength(1);
  });
});

describe('GET /v1/stores-order/{id}', () => {
  it('answers one store order in detail for its store', async () => {
    const { storeOrderId, groupId } = await paidStoreOrder(t, buyer, store, 3);
    await t.db.updateTable('users').set({ phone: '11987654321' }).where('id', '=', buyer.id).execute();
    const res = await t.request('GET', `/v1/stores-order/${storeOrderId}`, { token: store.seller.token });
    expect(res.statusCode).toBe(200);
    const order = res.json().result;
    expect(order).toMatchObject({
      id: storeOrderId,
      order_group_id: groupId,
      store_id: store.storeId,
      status: 'paid',
      is_new: true,
      buyer: { id: buyer.id, email: buyerEmail, phone: '11987654321', name: 'Maria Silva' },
      address: { postcode: '01310-100', address: 'Avenida Paulista', number: '1000', state: 'SP' },
      items: [{ quantity: 3, condition: 'NM', language: 'BR', extras: [], unit_price: 20, total: 60 }],
      subtotal: 60,
      fee: 4.8,
      hold: null,
      can: { accept: true, cancel: true, deliver: false, conclude: false },
      fulfilment: { store_order_id: storeOrderId },
    });
    expect(order.shipping).toMatchObject({
      service: expect.stringMatching(/PAC|SEDEX/),
      tracking_code: null,
    });
    expect(order.net).toBeCloseTo(60 + order.shipping.price - 4.8, 2);
    expect(order.timeline.map((h: { status: string }) => h.status)).toEqual(['awaiting_payment', 'paid']);
  });

  it('refuses 401, 403 and 404', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    const stranger = await registerUser(t);
    expect((await t.request('GET', `/v1/stores-order/${storeOrderId}`)).statusCode).toBe(401);
    expect(
      (await t.request('GET', `/v1/stores-order/${storeOrderId}`, { token: stranger.token })).statusCode,
    ).toBe(403);
    // The buyer is not the store.
    expect(
      (await t.request('GET', `/v1/stores-order/${storeOrderId}`, { token: buyer.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('GET', '/v1/stores-order/999999', { token: store.seller.token })).statusCode,
    ).toBe(404);
    expect((await t.request('GET', '/v1/stores-order/abc', { token: store.seller.token })).statusCode).toBe(
      404,
    );
  });
});

describe('grouped-orders and historic-orders for the store', () => {
  it('answers the store’s owner with its own part of the order only, and its timeline', async () => {
    const other = await makeSellerStore(t);
    await t.request('POST', '/v1/add-to-cart', {
      token: buyer.token,
      body: { listing_id: other.listingId, quantity: 1 },
    });
    const { groupId, storeOrderId } = await paidStoreOrder(t, buyer, store);
    const grouped = await t.request('GET', `/v1/grouped-orders/${groupId}`, { token: store.seller.token });
    expect(grouped.statusCode).toBe(200);
    expect(grouped.json().result.map((o: { id: number }) => o.id)).toEqual([storeOrderId]);
    // The buyer still sees both parts.
    const mine = await t.request('GET', `/v1/grouped-orders/${groupId}`, { token: buyer.token });
    expect(mine.json().result).toHaveLength(2);

    const history = await t.request('GET', `/v1/historic-orders/${storeOrderId}`, {
      token: store.seller.token,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().result.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'paid',
    ]);
    // The other store's owner sees neither this store's part nor its timeline.
    expect(
      (await t.request('GET', `/v1/historic-orders/${storeOrderId}`, { token: other.seller.token }))
        .statusCode,
    ).toBe(403);
    const stranger = await registerUser(t);
    expect(
      (await t.request('GET', `/v1/grouped-orders/${groupId}`, { token: stranger.token })).statusCode,
    ).toBe(403);
  });
});

describe('the moves', () => {
  it('accepts a paid order once; the second accept is a 422', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    const res = await post('/v1/store-order-accept', { store_order_id: storeOrderId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      error: false,
      message: 'Pedido aceito. Bom preparo!',
      result: { id: storeOrderId, is_new: false, can: { accept: false } },
    });
    const accepted = (await statusOf(storeOrderId)).accepted_at;
    expect(accepted).not.toBeNull();
    const again = await post('/v1/store-order-accept', { store_order_id: storeOrderId });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Este pedido já foi aceito.');
    expect((await statusOf(storeOrderId)).accepted_at).toBe(accepted);
  });

  it('cancels with a reason: stock back, buyer refunded as credit, e-mailed, receivable undone', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store, 2);
    const before = await walletOf(t, buyer.id);
    const stock = await listingQuantity(t, store.listingId);
    const order = await statusOf(storeOrderId);

    const empty = await post('/v1/store-order-cancel', { store_order_id: storeOrderId, reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toEqual(['Informe o motivo do cancelamento.']);
    const short = await post('/v1/store-order-cancel', { store_order_id: storeOrderId, reason: 'abc' });
    expect(short.statusCode).toBe(422);
    expect((await statusOf(storeOrderId)).status).toBe('paid');
    expect(await walletOf(t, buyer.id)).toBe(before);

    const res = await post('/v1/store-order-cancel', {
      store_order_id: storeOrderId,
      reason: 'Carta danificada no estoque',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'canceled',
      cancel_reason: 'Carta danificada no estoque',
      can: { accept: false, cancel: false, deliver: false, conclude: false },
    });
    expect(res.json().result.timeline.at(-1)).toMatchObject({
      status: 'canceled',
      note: 'Carta danificada no estoque',
    });
    expect(await walletOf(t, buyer.id)).toBe(before + order.items_total + order.shipping_price);
    expect(await listingQuantity(t, store.listingId)).toBe(stock + 2);
    expect((await accountFigures(t, `store_receivable:${store.storeId}`)).balance).toBe(0);
    const mails = await outbox(t, buyerEmail);
    expect(mails.at(-1)?.subject).toBe(`Seu pedido ${order.number} foi cancelado`);
    expect(mails.at(-1)?.text).toContain('Motivo: Carta danificada no estoque');
    expect(mails.at(-1)?.text).toMatch(/R\$ \d+,\d{2} voltaram para a sua carteira/);

    const twice = await post('/v1/store-order-cancel', {
      store_order_id: storeOrderId,
      reason: 'De novo, por favor',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('Não é possível passar de "Cancelado" para "Cancelado".');
    expect(await walletOf(t, buyer.id)).toBe(before + order.items_total + order.shipping_price);
  });

  it('refuses to cancel a shipped order', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    await advance(t, storeOrderId, 'shipped');
    const res = await post('/v1/store-order-cancel', {
      store_order_id: storeOrderId,
      reason: 'Desisti da venda',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Não é possível passar de "Enviado" para "Cancelado".');
    expect((await statusOf(storeOrderId)).status).toBe('shipped');
  });

  it('delivers a shipped order and concludes it: the net goes to the store’s wallet; e-mails go out', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    const early = await post('/v1/store-order-deliver', { store_order_id: storeOrderId });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Não é possível passar de "Pago" para "Entregue".');
    await advance(t, storeOrderId, 'shipped');
    const shippedMail = (await outbox(t, buyerEmail)).at(-1);
    expect(shippedMail?.subject).toMatch(/foi enviado$/);
    expect(shippedMail?.text).toContain('SS473031384BR');
    expect(shippedMail?.html).toContain('rastreamento.correios.com.br');

    const notYet = await post('/v1/store-order-conclude', { store_order_id: storeOrderId });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().message).toBe('Não é possível passar de "Enviado" para "Concluído".');

    const delivered = await post('/v1/store-order-deliver', { store_order_id: storeOrderId });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().result).toMatchObject({
      status: 'delivered',
      can: { conclude: true, deliver: false },
    });
    expect((await outbox(t, buyerEmail)).at(-1)?.subject).toMatch(/foi entregue$/);

    const order = await statusOf(storeOrderId);
    const net = order.items_total + order.shipping_price - order.fee;
    const concluded = await post('/v1/store-order-conclude', { store_order_id: storeOrderId });
    expect(concluded.statusCode).toBe(200);
    expect(concluded.json().result.status).toBe('concluded');
    expect((await statusOf(storeOrderId)).concluded_at).not.toBeNull();
    expect(await accountFigures(t, `store_wallet:${store.storeId}`)).toEqual({ balance: net, entries: net });
    expect((await accountFigures(t, `store_receivable:${store.storeId}`)).balance).toBe(0);
    const again = await post('/v1/store-order-conclude', { store_order_id: storeOrderId });
    expect(again.statusCode).toBe(422);
    expect((await accountFigures(t, `store_wallet:${store.storeId}`)).balance).toBe(net);
  });

  it('refuses to conclude while a complaint or an unanswered return holds the money', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    await advance(t, storeOrderId, 'delivered');
    const complaint = await t.request('POST', '/v1/complaints/', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, reason: 'Produto errado', message: 'Veio outra carta.' },
    });
    expect(complaint.statusCode).toBe(201);
    const detail = (
      await t.request('GET', `/v1/stores-order/${storeOrderId}`, { token: store.seller.token })
    ).json().result;
    expect(detail.hold).toMatch(/reclamação aberta/);
    expect(detail.can.conclude).toBe(false);
    const held = await post('/v1/store-order-conclude', { store_order_id: storeOrderId });
    expect(held.statusCode).toBe(422);
    expect(held.json().message).toBe(
      'Há uma reclamação aberta neste pedido: ele só pode ser concluído depois que ela for encerrada.',
    );
    expect((await statusOf(storeOrderId)).status).toBe('delivered');
    expect((await accountFigures(t, `store_wallet:${store.storeId}`)).balance).toBe(0);

    await t.db
      .updateTable('complaints')
      .set({ status: 'closed' })
      .where('store_order_id', '=', storeOrderId)
      .execute();
    await t.db
      .insertInto('order_returns')
      .values({
        store_order_id: storeOrderId,
        store_id: store.storeId,
        user_id: buyer.id,
        reason: 'Não era o que eu esperava',
        status: 'requested',
        created_at: nowIso(),
      })
      .execute();
    const returned = await post('/v1/store-order-conclude', { store_order_id: storeOrderId });
    expect(returned.statusCode).toBe(422);
    expect(returned.json().message).toMatch(/pedido de devolução sem resposta/);
  });

  it('refuses every move to visitors (401), other users (403), unknown orders (404) and without XSRF (419)', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    const stranger = await registerUser(t);
    for (const path of [
      '/v1/store-order-accept',
      '/v1/store-order-cancel',
      '/v1/store-order-deliver',
      '/v1/store-order-conclude',
    ]) {
      const body = { store_order_id: storeOrderId, reason: 'Motivo qualquer' };
      expect((await post(path, body, null)).statusCode).toBe(401);
      const denied = await post(path, body, stranger.token);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('Você não tem acesso a esta loja.');
      expect((await post(path, { ...body, store_order_id: 999999 })).statusCode).toBe(404);
      expect((await post(path, body, store.seller.token, false)).statusCode).toBe(419);
      const bad = await post(path, { store_order_id: 'x', reason: 'Motivo qualquer' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.store_order_id).toBeDefined();
    }
    const row = await statusOf(storeOrderId);
    expect(row.status).toBe('paid');
    expect(row.accepted_at).toBeNull();
  });

  it('lets an admin move any store’s order', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    const admin = await registerUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const res = await post('/v1/store-order-accept', { store_order_id: storeOrderId }, admin.token);
    expect(res.statusCode).toBe(200);
  });

  it('tells the buyer and the store of every move live', async () => {
    const { storeOrderId } = await paidStoreOrder(t, buyer, store);
    const events: { channels: string[]; event: string; payload: unknown }[] = [];
    t.app.commerce.deps.broadcaster = {
      async broadcast(channels, event, payload) {
        events.push({ channels, event, payload });
      },
    };
    await post('/v1/store-order-cancel', { store_order_id: storeOrderId, reason: 'Sem estoque real' });
    expect(events.map((e) => e.channels[0])).toEqual([
      `private-App.Models.User.${buyer.id}`,
      `private-store.${store.storeId}`,
    ]);
    expect(events[1]).toMatchObject({
      event: 'order.status-changed',
      payload: { order_id: storeOrderId, status: 'canceled', status_label: 'Cancelado' },
    });
  });
});
