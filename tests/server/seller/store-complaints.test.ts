import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseHold } from '../../../server/domain/orders/holds.ts';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import {
  addToCart,
  expectLedgerBalanced,
  makeBuyer,
  makeListing,
  makeProduct,
  makeStore,
  orderBody,
  recordBroadcasts,
} from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectLedgerBalanced(t);
  await t.close();
});

/** A paid store order of a seller's store with a complaint the buyer opened. */
async function complaintScenario() {
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
  const opened = await t.request('POST', '/v1/complaints/', {
    token: buyer.token,
    body: { store_order_id: storeOrderId, reason: 'Produto não chegou', message: 'O rastreio parou.' },
  });
  expect(opened.statusCode).toBe(201);
  return { seller, storeId, buyer, storeOrderId, complaintId: opened.json().result.id as number };
}

async function makeAdmin() {
  const admin = await registerUser(t);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  return admin;
}

const visit = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-inertia': 'true' },
    cookies: token ? { [SESSION_COOKIE]: token } : {},
  });

const messagesOf = async (complaintId: number) =>
  t.db
    .selectFrom('complaint_messages')
    .selectAll()
    .where('complaint_id', '=', complaintId)
    .orderBy('id')
    .execute();

describe('the store’s side of a complaint (calls)', () => {
  it('messages go both ways live; the store closes it; the release is held while it is open', async () => {
    const { seller, storeId, buyer, storeOrderId, complaintId } = await complaintScenario();
    expect(await releaseHold(t.db, storeOrderId)).toMatch(/reclamação aberta/);
    const events = recordBroadcasts(t);

    const fromStore = await t.request('POST', '/v1/complaint/add_message', {
      token: seller.token,
      body: { complaint_id: complaintId, message: 'Reenviamos hoje com outro código.' },
    });
    expect(fromStore.statusCode).toBe(201);
    expect(fromStore.json().result).toMatchObject({
      author: 'store',
      body: 'Reenviamos hoje com outro código.',
    });
    const toBuyer = events.find((e) => e.event === 'complaint.message-added');
    expect(toBuyer?.channels).toEqual([`private-App.Models.User.${buyer.id}`]);
    expect(toBuyer?.payload).toMatchObject({ complaint_id: complaintId, message: { author: 'store' } });

    const fromBuyer = await t.request('POST', '/v1/complaint/add_message', {
      token: buyer.token,
      body: { complaint_id: complaintId, message: 'Obrigado, aguardo.' },
    });
    expect(fromBuyer.statusCode).toBe(201);
    expect(events.filter((e) => e.event === 'complaint.message-added')[1]?.channels).toEqual([
      `private-store.${storeId}`,
    ]);

    const shown = await t.request('GET', `/v1/complaints/show_to_store/${complaintId}`, {
      token: seller.token,
    });
    expect(shown.json().result.messages.map((m: { author: string }) => m.author)).toEqual([
      'buyer',
      'store',
      'buyer',
    ]);

    const closed = await t.request('GET', `/v1/complaints/block_complaint/store/${complaintId}`, {
      token: seller.token,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().result).toMatchObject({ status: 'closed', closed_by: 'store' });
    const told = events.filter((e) => e.event === 'complaint.closed');
    expect(told).toHaveLength(1);
    expect(told[0].channels).toEqual([`private-App.Models.User.${buyer.id}`]);
    expect(await releaseHold(t.db, storeOrderId)).toBeNull();

    // Closing again changes nothing and tells nobody; no more messages.
    await t.request('GET', `/v1/complaints/block_complaint/buyer/${complaintId}`, { token: buyer.token });
    expect(events.filter((e) => e.event === 'complaint.closed')).toHaveLength(1);
    const row = await t.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', complaintId)
      .executeTakeFirstOrThrow();
    expect(row.closed_by).toBe('store');
    const late = await t.request('POST', '/v1/complaint/add_message', {
      token: seller.token,
      body: { complaint_id: complaintId, message: 'Mais uma coisa.' },
    });
    expect(late.statusCode).toBe(422);
    expect(await messagesOf(complaintId)).toHaveLength(3);
  });

  it('is the store owner’s or an admin’s: 401, 403, 404, 419, 422', async () => {
    const { storeId, buyer, complaintId } = await complaintScenario();
    const other = await registerUser(t);
    await makeStore(t, { ownerUserId: other.id });
    const admin = await makeAdmin();

    expect((await t.request('GET', `/v1/complaints/index_to_store/${storeId}`)).statusCode).toBe(401);
    const denied = await t.request('GET', `/v1/complaints/index_to_store/${storeId}`, { token: other.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Você não tem acesso a esta loja.');
    expect(
      (await t.request('GET', '/v1/complaints/index_to_store/999999', { token: admin.token })).statusCode,
    ).toBe(404);
    const byAdmin = await t.request('GET', `/v1/complaints/index_to_store/${storeId}`, {
      token: admin.token,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.map((c: { id: number }) => c.id)).toEqual([complaintId]);

    expect(
      (await t.request('GET', `/v1/complaints/show_to_store/${complaintId}`, { token: other.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('GET', `/v1/complaints/show_to_store/${complaintId}`, { token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request('GET', '/v1/complaints/show_to_store/999999', { token: admin.token })).statusCode,
    ).toBe(404);

    const body = { complaint_id: complaintId, message: 'Resposta da loja.' };
    expect(
      (await t.request('POST', '/v1/complaint/add_message', { token: other.token, body })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('POST', '/v1/complaint/add_message', { token: admin.token, body, xsrf: false }))
        .statusCode,
    ).toBe(419);
    const empty = await t.request('POST', '/v1/complaint/add_message', {
      token: admin.token,
      body: { complaint_id: complaintId, message: '   ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(await messagesOf(complaintId)).toHaveLength(1);
    // An admin answers for the store.
    const answered = await t.request('POST', '/v1/complaint/add_message', { token: admin.token, body });
    expect(answered.statusCode).toBe(201);
    expect(answered.json().result.author).toBe('store');

    expect(
      (await t.request('GET', `/v1/complaints/block_complaint/store/${complaintId}`, { token: other.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('GET', `/v1/complaints/block_complaint/store/${complaintId}`, { token: buyer.token }))
        .statusCode,
    ).toBe(403);
    const row = await t.db
      .selectFrom('complaints')
      .select('status')
      .where('id', '=', complaintId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });
});

describe('the store’s complaint screens (props)', () => {
  it('lists the store’s complaints, shows one with its messages, and refuses others with a 404', async () => {
    const { seller, storeId, complaintId } = await complaintScenario();
    const list = await visit(`/my-store/complaints/${storeId}`, seller.token);
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.component).toBe('MyStore/Complaints/Index');
    expect(page.props.store).toMatchObject({ id: storeId });
    expect(page.props.complaints.data.map((c: { id: number }) => c.id)).toEqual([complaintId]);
    expect(page.props.complaint).toBeUndefined();

    const one = (await visit(`/my-store/complaints/${storeId}/${complaintId}`, seller.token)).json();
    expect(one.props.complaint).toMatchObject({ id: complaintId, status: 'open' });
    expect(one.props.complaint.messages).toHaveLength(1);

    const other = await registerUser(t);
    expect((await visit(`/my-store/complaints/${storeId}`, other.token)).statusCode).toBe(404);
    expect((await visit(`/my-store/complaints/${storeId}/${complaintId}`, other.token)).statusCode).toBe(404);
    // A complaint of another store under this store's path is not found either.
    const second = await complaintScenario();
    expect(
      (await visit(`/my-store/complaints/${storeId}/${second.complaintId}`, seller.token)).statusCode,
    ).toBe(404);
    const visitor = await visit(`/my-store/complaints/${storeId}`);
    expect(visitor.statusCode).not.toBe(200);
    const admin = await makeAdmin();
    expect((await visit(`/my-store/complaints/${storeId}/${complaintId}`, admin.token)).statusCode).toBe(200);
  });

  it('order defense: the order and its complaint thread; none when the order has no complaint', async () => {
    const { seller, storeId, storeOrderId, complaintId } = await complaintScenario();
    const page = (await visit(`/my-store/${storeId}/order-defense/${storeOrderId}`, seller.token)).json();
    expect(page.component).toBe('MyStore/Orders/Defense');
    expect(page.props.order).toMatchObject({ id: storeOrderId, status: 'paid', status_label: 'Pago' });
    expect(page.props.complaint).toMatchObject({ id: complaintId });
    expect(page.props.complaint.messages).toHaveLength(1);

    const other = await registerUser(t);
    expect((await visit(`/my-store/${storeId}/order-defense/${storeOrderId}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await visit(`/my-store/${storeId}/order-defense/999999`, seller.token)).statusCode).toBe(404);

    // An order of the store without a complaint.
    const listingId = await makeListing(t, { storeId, productId: await makeProduct(t) });
    const buyer = await makeBuyer(t, { credit: 50000 });
    await addToCart(t, buyer, listingId);
    const placed = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: orderBody(buyer, { wallet_credit: 500 }),
    });
    const quiet = placed.json().result.data.orders[0].id;
    const none = (await visit(`/my-store/${storeId}/order-defense/${quiet}`, seller.token)).json();
    expect(none.props.complaint).toBeNull();
  });

  it('returned orders: one tab with the counts of every tab', async () => {
    const seller = await registerUser(t);
    const storeId = await makeStore(t, { ownerUserId: seller.id });
    const page = (await visit(`/my-store/${storeId}/returned-orders?status=refused`, seller.token)).json();
    expect(page.component).toBe('MyStore/Orders/Returned');
    expect(page.props).toMatchObject({
      status: 'refused',
      counts: { requested: 0, accepted: 0, refused: 0 },
      returns: { data: [], paginate: { total: 0 } },
    });
    // A bad status falls back to the first tab.
    expect(
      (await visit(`/my-store/${storeId}/returned-orders?status=x`, seller.token)).json().props.status,
    ).toBe('requested');
  });
});
