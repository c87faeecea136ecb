import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../../server/db/index.ts';
import { releaseHold } from '../../../server/domain/orders/holds.ts';
import { transitionStoreOrder } from '../../../server/domain/orders/settle.ts';
import {
  addToCart,
  expectLedgerBalanced,
  listingQuantity,
  makeBuyer,
  makeListing,
  makeProduct,
  makeStore,
  orderBody,
  recordBroadcasts,
  walletOf,
} from '../cart/fixtures.ts';
import { createSharedTestApp, RaceHosts } from '../cart/race-hosts.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let hosts: RaceHosts | null = null;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await hosts?.close();
  hosts = null;
  // Whatever the scenario, the books balance (docs/ledger.md).
  await expectLedgerBalanced(t);
  await t.close();
});

const REASON = 'A carta chegou dobrada no canto.';

/** A store with one listing (R$ 10,00 × 3), a buyer who paid one unit with wallet credit, and the order moved to `delivered`. */
async function deliveredOrder(app: TestApp = t) {
  const seller = await registerUser(app);
  const storeId = await makeStore(app, { ownerUserId: seller.id });
  const listingId = await makeListing(app, { storeId, productId: await makeProduct(app), quantity: 3 });
  const buyer = await makeBuyer(app, { credit: 50000 });
  await addToCart(app, buyer, listingId);
  const placed = await app.request('POST', '/v1/order/pix', {
    token: buyer.token,
    body: orderBody(buyer, { wallet_credit: 500 }),
  });
  if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
  const group = placed.json().result.data;
  const storeOrderId = group.orders[0].id as number;
  for (const to of ['invoiced', 'shipped', 'delivered'] as const) {
    await transitionStoreOrder(
      app.app.commerce,
      storeOrderId,
      to,
      to === 'shipped' ? { trackingCode: 'AA123456789BR' } : {},
    );
  }
  return { seller, storeId, listingId, buyer, storeOrderId, groupId: group.id as number };
}

async function ask(storeOrderId: number, token: string, reason = REASON) {
  return t.request('POST', '/v1/order-return', { token, body: { store_order_id: storeOrderId, reason } });
}

const returnsCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('order_returns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function orderStatus(id: number) {
  return (
    await t.db.selectFrom('store_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()
  ).status;
}

describe('returns: the buyer asks', () => {
  it('opens a request on a delivered order: 201, the store is told, the release is held', async () => {
    const { storeId, buyer, storeOrderId, groupId } = await deliveredOrder();
    const before = (await t.request('GET', `/v1/orders/${groupId}`, { token: buyer.token })).json().result;
    expect(before.orders[0].can_return).toBe(true);

    const events = recordBroadcasts(t);
    const res = await ask(storeOrderId, buyer.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Pedido de devolução enviado.');
    expect(res.json().result).toMatchObject({
      store_order_id: storeOrderId,
      status: 'requested',
      reason: REASON,
      buyer: { id: buyer.id },
    });
    expect(res.json().result.items).toHaveLength(1);
    const told = events.find((e) => e.event === 'order-return.requested');
    expect(told?.channels).toEqual([`private-store.${storeId}`]);
    expect(told?.payload).toMatchObject({ store_order_id: storeOrderId, return_id: res.json().result.id });
    expect(await releaseHold(t.db, storeOrderId)).toMatch(/devolução sem resposta/);

    const after = (await t.request('GET', `/v1/orders/${groupId}`, { token: buyer.token })).json().result;
    expect(after.orders[0].can_return).toBe(false);
    // The buyer follows the request on the order.
    expect(after.orders[0].return).toMatchObject({
      status: 'requested',
      status_label: expect.any(String),
      reason: REASON,
      store_answer: null,
    });
    // One open request per order.
    const again = await ask(storeOrderId, buyer.token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.store_order_id[0]).toMatch(/aguardando resposta/);
    expect(await returnsCount()).toBe(1);
  });

  it('refuses what is not the buyer’s to ask: 401, 403, 404, 419, 422 (nothing written)', async () => {
    const { buyer, storeOrderId } = await deliveredOrder();
    const stranger = await makeBuyer(t);
    const body = { store_order_id: storeOrderId, reason: REASON };
    expect((await t.request('POST', '/v1/order-return', { body })).statusCode).toBe(401);
    expect((await t.request('POST', '/v1/order-return', { token: stranger.token, body })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.request('POST', '/v1/order-return', {
          token: buyer.token,
          body: { store_order_id: 999999, reason: REASON },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request('POST', '/v1/order-return', { token: buyer.token, body, xsrf: false })).statusCode,
    ).toBe(419);
    const short = await ask(storeOrderId, buyer.token, 'curto');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason[0]).toMatch(/pelo menos 10/);
    const long = await ask(storeOrderId, buyer.token, 'x'.repeat(501));
    expect(long.statusCode).toBe(422);
    expect(await returnsCount()).toBe(0);
  });

  it('only on a delivered order, and only within the return window', async () => {
    const seller = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: seller.id });
    const listingId = await makeListing(t, { storeId, productId: await makeProduct(t) });
    const buyer = await makeBuyer(t, { credit: 50000 });
    await addToCart(t, buyer, listingId);
    const placed = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: orderBody(buyer, { wallet_credit: 500 }),
    });
    const storeOrderId = placed.json().result.data.orders[0].id;
    const paid = await ask(storeOrderId, buyer.token);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().errors.store_order_id[0]).toMatch(/pedido entregue/);

    const { buyer: b2, storeOrderId: delivered } = await deliveredOrder();
    const eightDaysAgo = nowIso(new Date(Date.now() - 8 * 86_400_000));
    await t.db
      .updateTable('store_orders')
      .set({ delivered_at: eightDaysAgo })
      .where('id', '=', delivered)
      .execute();
    const late = await ask(delivered, b2.token);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.store_order_id[0]).toMatch(/7 dias/);

    // The window is the system setting when there is one.
    await t.db
      .insertInto('system_config')
      .values({ code: 'order_return_days', value: '10', description: null, updated_at: nowIso() })
      .execute();
    expect((await ask(delivered, b2.token)).statusCode).toBe(201);
    expect(await returnsCount()).toBe(1);
  });
});

describe('returns: the store answers', () => {
  it('accepting moves the order to returned: stock back, buyer refunded, told live and by e-mail', async () => {
    const { seller, buyer, storeOrderId, listingId, groupId } = await deliveredOrder();
    const id = (await ask(storeOrderId, buyer.token)).json().result.id;
    const walletBefore = await walletOf(t, buyer.id);
    const stockBefore = await listingQuantity(t, listingId);
    const order = await t.db
      .selectFrom('store_orders')
      .select(['items_total', 'shipping_price', 'store_id'])
      .where('id', '=', storeOrderId)
      .executeTakeFirstOrThrow();
    const receivable = async () =>
      (
        await t.db
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('code', '=', `store_receivable:${order.store_id}`)
          .executeTakeFirstOrThrow()
      ).balance;
    expect(await receivable()).toBeGreaterThan(0);

    const events = recordBroadcasts(t);
    const res = await t.request('POST', '/v1/order-return/answer', {
      token: seller.token,
      body: { return_id: id, accept: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'accepted', order_status: 'returned' });
    expect(await orderStatus(storeOrderId)).toBe('returned');
    expect(await listingQuantity(t, listingId)).toBe(stockBefore + 1);
    expect(await walletOf(t, buyer.id)).toBe(walletBefore + order.items_total + order.shipping_price);
    expect(await receivable()).toBe(0);
    expect(await releaseHold(t.db, storeOrderId)).toBeNull();

    const answered = events.find((e) => e.event === 'order-return.answered');
    expect(answered?.channels).toEqual([`private-App.Models.User.${buyer.id}`]);
    expect(answered?.payload).toMatchObject({ return_id: id, status: 'accepted' });
    expect(events.find((e) => e.event === 'order.status-changed')?.payload).toMatchObject({
      order_id: storeOrderId,
      status: 'returned',
    });
    const buyerEmail = (
      await t.db.selectFrom('users').select('email').where('id', '=', buyer.id).executeTakeFirstOrThrow()
    ).email;
    const mail = await t.db
      .selectFrom('outbox_mails')
      .selectAll()
      .where('to_address', '=', buyerEmail)
      .execute();
    const aboutReturn = mail.filter((m) => /devolução/i.test(m.subject));
    expect(aboutReturn).toHaveLength(1);
    expect(aboutReturn[0].subject).toMatch(/aceita/i);

    const timeline = (await t.request('GET', `/v1/orders/${groupId}`, { token: buyer.token })).json().result
      .orders[0].timeline;
    expect(timeline.at(-1)).toMatchObject({ status: 'returned', note: 'Devolução aceita pela loja.' });

    // Answered once: a second answer is refused and nothing moves twice.
    const twice = await t.request('POST', '/v1/order-return/answer', {
      token: seller.token,
      body: { return_id: id, accept: true },
    });
    expect(twice.statusCode).toBe(422);
    expect(await walletOf(t, buyer.id)).toBe(walletBefore + order.items_total + order.shipping_price);
  });

  it('refusing needs an answer, keeps the order delivered and lets it conclude', async () => {
    const { seller, buyer, storeOrderId, groupId } = await deliveredOrder();
    const id = (await ask(storeOrderId, buyer.token)).json().result.id;
    const noAnswer = await t.request('POST', '/v1/order-return/answer', {
      token: seller.token,
      body: { return_id: id, accept: false },
    });
    expect(noAnswer.statusCode).toBe(422);
    expect(noAnswer.json().errors.answer).toBeDefined();
    const tooShort = await t.request('POST', '/v1/order-return/answer', {
      token: seller.token,
      body: { return_id: id, accept: false, answer: 'não' },
    });
    expect(tooShort.statusCode).toBe(422);
    const still = await t.db
      .selectFrom('order_returns')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(still).toMatchObject({ status: 'requested', store_answer: null, answered_at: null });

    const events = recordBroadcasts(t);
    const res = await t.request('POST', '/v1/order-return/answer', {
      token: seller.token,
      body: {
        return_id: id,
        accept: false,
        answer: 'A carta foi enviada em perfeito estado (fotos no anúncio).',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'refused', order_status: 'delivered' });
    expect(res.json().result.store_answer).toMatch(/perfeito estado/);
    expect(events.find((e) => e.event === 'order-return.answered')?.payload).toMatchObject({
      status: 'refused',
    });
    expect(events.some((e) => e.event === 'order.status-changed')).toBe(false);
    const refusal = await t.db
      .selectFrom('outbox_mails as m')
      .innerJoin('users as u', 'u.email', 'm.to_address')
      .select(['m.subject', 'm.text'])
      .where('u.id', '=', buyer.id)
      .where('m.subject', 'like', 'Devolução recusada%')
      .execute();
    expect(refusal).toHaveLength(1);
    expect(refusal[0].text).toMatch(/perfeito estado/);
    const seen = (await t.request('GET', `/v1/orders/${groupId}`, { token: buyer.token })).json().result;
    expect(seen.orders[0].return).toMatchObject({
      status: 'refused',
      store_answer: expect.stringMatching(/perfeito estado/),
    });
    expect(await releaseHold(t.db, storeOrderId)).toBeNull();
    await transitionStoreOrder(t.app.commerce, storeOrderId, 'concluded');
    expect(await orderStatus(storeOrderId)).toBe('concluded');
  });

  it('only the store’s owner or an admin answers: 401, 403, 404, 419', async () => {
    const { buyer, storeOrderId, storeId } = await deliveredOrder();
    const id = (await ask(storeOrderId, buyer.token)).json().result.id;
    const other = await registerUser(t);
    await makeStore(t, { ownerUserId: other.id });
    const body = { return_id: id, accept: true };
    expect((await t.request('POST', '/v1/order-return/answer', { body })).statusCode).toBe(401);
    const denied = await t.request('POST', '/v1/order-return/answer', { token: other.token, body });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Você não tem acesso a esta loja.');
    // The buyer is not the store either.
    expect(
      (await t.request('POST', '/v1/order-return/answer', { token: buyer.token, body })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request('POST', '/v1/order-return/answer', {
          token: other.token,
          body: { return_id: 987654, accept: true },
        })
      ).statusCode,
    ).toBe(404);
    const admin = await registerUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect(
      (await t.request('POST', '/v1/order-return/answer', { token: admin.token, body, xsrf: false }))
        .statusCode,
    ).toBe(419);
    expect(await orderStatus(storeOrderId)).toBe('delivered');
    const byAdmin = await t.request('POST', '/v1/order-return/answer', { token: admin.token, body });
    expect(byAdmin.statusCode).toBe(200);
    expect(await orderStatus(storeOrderId)).toBe('returned');

    // The list: the store's owner or an admin.
    const list = await t.request('GET', '/v1/order-returns', {
      token: admin.token,
      query: { store_id: String(storeId), status: 'accepted' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().counts).toEqual({ requested: 0, accepted: 1, refused: 0 });
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(
      (
        await t.request('GET', '/v1/order-returns', {
          token: other.token,
          query: { store_id: String(storeId) },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request('GET', '/v1/order-returns', { query: { store_id: String(storeId) } })).statusCode,
    ).toBe(401);
    expect(
      (await t.request('GET', '/v1/order-returns', { token: admin.token, query: { store_id: '999999' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.request('GET', '/v1/order-returns', {
          token: admin.token,
          query: { store_id: String(storeId), status: 'lost' },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('lists the store’s returns by status with the counts of every tab', async () => {
    const first = await deliveredOrder();
    const a = (await ask(first.storeOrderId, first.buyer.token)).json().result.id;
    const res = await t.request('GET', '/v1/order-returns', {
      token: first.seller.token,
      query: { store_id: String(first.storeId) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      counts: { requested: 1, accepted: 0, refused: 0 },
      paginate: { current_page: 1, total: 1 },
    });
    expect(res.json().data[0]).toMatchObject({
      id: a,
      status: 'requested',
      status_label: 'Aguardando resposta',
    });
    const refused = await t.request('GET', '/v1/order-returns', {
      token: first.seller.token,
      query: { store_id: String(first.storeId), status: 'refused' },
    });
    expect(refused.json().data).toEqual([]);
  });
});

describe('returns under concurrency', () => {
  it('two answers at once from separate processes: one wins, the other gets a 422', async () => {
    await t.close();
    t = await createSharedTestApp();
    const { seller, buyer, storeOrderId, listingId } = await deliveredOrder(t);
    const id = (await ask(storeOrderId, buyer.token)).json().result.id;
    const walletBefore = await walletOf(t, buyer.id);
    const stockBefore = await listingQuantity(t, listingId);
    hosts = await RaceHosts.start(t.database, 4);
    const bodies = [
      { return_id: id, accept: true },
      { return_id: id, accept: true },
      { return_id: id, accept: false, answer: 'Recusada: a carta foi enviada perfeita.' },
      { return_id: id, accept: true },
      { return_id: id, accept: false, answer: 'Recusada: a carta foi enviada perfeita.' },
      { return_id: id, accept: true },
    ];
    const { answers } = await hosts.place(
      bodies.map((body) => ({ path: '/v1/order-return/answer', token: seller.token, body })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(bodies.length - 1);
    const winner = bodies[statuses.indexOf(200)];
    const row = await t.db
      .selectFrom('order_returns')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (winner.accept) {
      expect(row.status).toBe('accepted');
      expect(await orderStatus(storeOrderId)).toBe('returned');
      expect(await listingQuantity(t, listingId)).toBe(stockBefore + 1);
      expect(await walletOf(t, buyer.id)).toBeGreaterThan(walletBefore);
    } else {
      expect(row.status).toBe('refused');
      expect(await orderStatus(storeOrderId)).toBe('delivered');
      expect(await listingQuantity(t, listingId)).toBe(stockBefore);
      expect(await walletOf(t, buyer.id)).toBe(walletBefore);
    }
    const refunds = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'store_order_refund')
      .execute();
    expect(refunds).toHaveLength(winner.accept ? 1 : 0);
  }, 120_000);

  it('two requests for the same order at once: one is kept', async () => {
    await t.close();
    t = await createSharedTestApp();
    const { buyer, storeOrderId } = await deliveredOrder(t);
    hosts = await RaceHosts.start(t.database, 4);
    const { answers } = await hosts.place(
      Array.from({ length: 6 }, () => ({
        path: '/v1/order-return',
        token: buyer.token,
        body: { store_order_id: storeOrderId, reason: REASON },
      })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(await returnsCount()).toBe(1);
  }, 120_000);
});
