import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';
import {
  addToCart,
  expectLedgerBalanced,
  makeBuyer,
  makeListing,
  makeProduct,
  makeStore,
  orderBody,
  recordBroadcasts,
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

async function scenario() {
  const seller = await registerUser(t);
  const storeId = await makeStore(t, { ownerUserId: seller.id });
  const listingId = await makeListing(t, { storeId, productId: await makeProduct(t), quantity: 3 });
  const buyer = await makeBuyer(t, { credit: 50000 });
  await addToCart(t, buyer, listingId);
  const placed = await t.request('POST', '/v1/order/pix', {
    token: buyer.token,
    body: orderBody(buyer, { wallet_credit: 500 }),
  });
  const storeOrderId = placed.json().result.data.orders[0].id as number;
  return { seller, storeId, buyer, storeOrderId };
}

describe('complaints', () => {
  it('lets the buyer open one and both sides exchange messages until it is closed', async () => {
    const { seller, storeId, buyer, storeOrderId } = await scenario();
    const events = recordBroadcasts(t);
    const opened = await t.request('POST', '/v1/complaints/', {
      token: buyer.token,
      body: {
        store_order_id: storeOrderId,
        reason: 'Produto não chegou',
        message: 'O rastreio parou há 10 dias.',
      },
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().message).toBe('Enviado com sucesso.');
    const complaint = opened.json().result;
    expect(complaint).toMatchObject({
      status: 'open',
      reason: 'Produto não chegou',
      store: { id: storeId },
      messages_count: 1,
    });
    expect(events.find((e) => e.event === 'complaint.opened')?.channels).toEqual([
      `private-store.${storeId}`,
    ]);

    const duplicate = await t.request('POST', '/v1/complaints', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, reason: 'De novo', message: 'x' },
    });
    expect(duplicate.statusCode).toBe(422);

    const reply = await t.request('POST', '/v1/complaint/add_message', {
      token: seller.token,
      body: { complaint_id: complaint.id, message: 'Vamos reenviar hoje.' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().result).toMatchObject({ author: 'store', body: 'Vamos reenviar hoje.' });
    expect(events.find((e) => e.event === 'complaint.message-added')?.channels).toEqual([
      `private-App.Models.User.${buyer.id}`,
    ]);

    const seen = (await t.request('GET', `/v1/complaints/${complaint.id}`, { token: buyer.token })).json()
      .result;
    expect(seen.messages.map((m: { author: string }) => m.author)).toEqual(['buyer', 'store']);
    const storeList = (
      await t.request('GET', `/v1/complaints/index_to_store/${storeId}`, { token: seller.token })
    ).json();
    expect(storeList.data).toHaveLength(1);
    expect(storeList.paginate.total).toBe(1);
    const storeView = await t.request('GET', `/v1/complaints/show_to_store/${complaint.id}`, {
      token: seller.token,
    });
    expect(storeView.statusCode).toBe(200);
    const buyerList = (await t.request('GET', '/v1/complaints', { token: buyer.token })).json();
    expect(buyerList.data.map((c: { id: number }) => c.id)).toEqual([complaint.id]);

    const closed = await t.request('GET', `/v1/complaints/block_complaint/buyer/${complaint.id}`, {
      token: buyer.token,
    });
    expect(closed.json().result).toMatchObject({ status: 'closed', closed_by: 'buyer' });
    const late = await t.request('POST', '/v1/complaint/add_message', {
      token: seller.token,
      body: { complaint_id: complaint.id, message: 'Oi?' },
    });
    expect(late.statusCode).toBe(422);
  });

  it('keeps complaints between the buyer and the store: 401, 403, 404, 422', async () => {
    const { storeId, buyer, storeOrderId } = await scenario();
    const stranger = await makeBuyer(t);
    const body = { store_order_id: storeOrderId, reason: 'Atraso', message: 'Cadê?' };
    expect((await t.request('POST', '/v1/complaints/', { body })).statusCode).toBe(401);
    expect((await t.request('POST', '/v1/complaints/', { token: stranger.token, body })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.request('POST', '/v1/complaints/', {
          token: buyer.token,
          body: { store_order_id: storeOrderId },
        })
      ).statusCode,
    ).toBe(422);
    const id = (await t.request('POST', '/v1/complaints/', { token: buyer.token, body })).json().result.id;
    expect((await t.request('GET', `/v1/complaints/${id}`, { token: stranger.token })).statusCode).toBe(403);
    expect(
      (await t.request('GET', `/v1/complaints/show_to_store/${id}`, { token: buyer.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('GET', `/v1/complaints/index_to_store/${storeId}`, { token: buyer.token })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request('POST', '/v1/complaint/add_message', {
          token: stranger.token,
          body: { complaint_id: id, message: 'oi' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request('GET', `/v1/complaints/block_complaint/store/${id}`, { token: buyer.token }))
        .statusCode,
    ).toBe(403);
    expect((await t.request('GET', '/v1/complaints/424242', { token: buyer.token })).statusCode).toBe(404);
    expect(
      (await t.request('GET', `/v1/complaints/block_complaint/ninguem/${id}`, { token: buyer.token }))
        .statusCode,
    ).toBe(404);
    const messages = await t.db.selectFrom('complaint_messages').selectAll().execute();
    expect(messages).toHaveLength(1);
  });

  it('refuses a complaint on an order that was never paid', async () => {
    const storeId = await makeStore(t);
    const listingId = await makeListing(t, { storeId, productId: await makeProduct(t) });
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, listingId);
    const placed = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    const storeOrderId = placed.json().result.data.orders[0].id;
    const res = await t.request('POST', '/v1/complaints/', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, reason: 'Atraso', message: 'x' },
    });
    expect(res.statusCode).toBe(422);
  });
});
