import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import { addToCart, type Buyer, makeBuyer, makeOffer, orderBody } from '../cart/fixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The page as an Inertia visit, with the session cookie of `buyer` (none: a visitor). */
const visit = (url: string, buyer?: Buyer, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-inertia': 'true', ...headers },
    cookies: buyer ? { [SESSION_COOKIE]: buyer.token } : {},
  });

const api = async (method: 'GET' | 'POST', url: string, buyer: Buyer, body?: unknown) =>
  (await t.request(method, url, { token: buyer.token, body })).json();

/** An order group of `buyer`: paid with wallet credit, or a PIX still awaited. */
async function placeOrder(buyer: Buyer, { paid = true } = {}) {
  const { listingId } = await makeOffer(t, { quantity: 5, price: 1500 });
  await addToCart(t, buyer, listingId, 1);
  const res = await t.request('POST', '/v1/order/pix', {
    token: buyer.token,
    body: orderBody(buyer, paid ? { wallet_credit: 500 } : {}),
  });
  expect(res.statusCode).toBe(201);
  const group = res.json().result.data;
  return { groupId: group.id as number, storeOrderId: group.orders[0].id as number };
}

describe('the cart and checkout pages', () => {
  it("get the viewer's cart as a prop, as active-cart answers it", async () => {
    const buyer = await makeBuyer(t);
    const { listingId } = await makeOffer(t, { quantity: 5, price: 1990 });
    await addToCart(t, buyer, listingId, 2);
    const cart = (await api('GET', '/v1/active-cart/aaaaaaaaaaaaaaaaaaaa', buyer)).result;
    for (const url of ['/cart', '/checkout']) {
      const res = await visit(url, buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json().props.cart).toEqual(cart);
      expect(res.json().props.cart.count).toBe(2);
    }
    // The checkout also gets the address book to choose from, as GET /v1/address gives it.
    const addresses = (await api('GET', '/v1/address', buyer)).result;
    expect((await visit('/checkout', buyer)).json().props.addresses).toEqual(addresses);
    expect((await visit('/cart', buyer)).json().props.addresses).toBeUndefined();
  });
});

describe('my account', () => {
  it('gets the profile and page 1 of the order groups, as current-user and paginate-order give them', async () => {
    const buyer = await makeBuyer(t, { credit: 100000 });
    for (let i = 0; i < 11; i++) await placeOrder(buyer);
    const page = (await visit('/my-account', buyer)).json();
    expect(page.component).toBe('MyAccount/Index');
    expect(page.props.profile).toEqual((await api('GET', '/v1/users/current-user', buyer)).result.user);
    const orders = await api('POST', '/v1/paginate-order', buyer, { page: 1, per_page: 10 });
    expect(page.props.orders).toEqual({ data: orders.products, paginate: orders.paginate });
    expect(page.props.orders.paginate).toMatchObject({ current_page: 1, last_page: 2, total: 11 });
    expect(page.mergeProps).toEqual(['orders.data']);
  });

  it('gives "carregar mais" the next page of orders alone', async () => {
    const buyer = await makeBuyer(t, { credit: 100000 });
    for (let i = 0; i < 11; i++) await placeOrder(buyer);
    const res = await visit('/my-account?page=2', buyer, {
      'x-inertia-partial-component': 'MyAccount/Index',
      'x-inertia-partial-data': 'orders',
    });
    const page = res.json();
    expect(Object.keys(page.props).sort()).toEqual(['errors', 'orders']);
    const orders = await api('POST', '/v1/paginate-order', buyer, { page: 2, per_page: 10 });
    expect(page.props.orders.data).toEqual(orders.products);
    expect(page.props.orders.data).toHaveLength(1);
  });

  it('shows a new buyer no orders', async () => {
    const buyer = await makeBuyer(t);
    const page = (await visit('/my-account?page=abc', buyer)).json();
    expect(page.props.orders.data).toEqual([]);
    expect(page.props.orders.paginate.current_page).toBe(1);
  });

  it('sends a visitor to the login', async () => {
    const res = await visit('/my-account');
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-inertia-location']).toBe('/auth/login');
  });
});

describe('the order view and the thank-you page', () => {
  it("get the viewer's order group as GET /v1/orders/{id} gives it", async () => {
    const buyer = await makeBuyer(t);
    const { groupId } = await placeOrder(buyer, { paid: false });
    const view = (await visit(`/my-account/order-view/${groupId}`, buyer)).json();
    const thanks = (await visit(`/checkout/thankyou?order=${groupId}`, buyer)).json();
    const group = (await api('GET', `/v1/orders/${groupId}`, buyer)).result;
    expect(group.status).toBe('awaiting_payment');
    expect(group.payment.pix_qr_code).toMatch(/^data:image\/png;base64,/);
    expect(view.component).toBe('MyAccount/OrderView');
    expect(view.props.group).toEqual(group);
    expect(thanks.component).toBe('Checkout/ThankYou');
    expect(thanks.props.group).toEqual(group);
  });

  it("answer 404 for another buyer's order, an unknown one, or none", async () => {
    const owner = await makeBuyer(t, { credit: 100000 });
    const other = await makeBuyer(t);
    const { groupId } = await placeOrder(owner);
    for (const url of [
      `/my-account/order-view/${groupId}`,
      '/my-account/order-view/999999',
      '/my-account/order-view/abc',
      '/my-account/order-view',
      `/checkout/thankyou?order=${groupId}`,
      '/checkout/thankyou?order=999999',
      '/checkout/thankyou',
    ]) {
      const res = await visit(url, other);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().component).toBe('Errors/NotFound');
      expect(JSON.stringify(res.json().props)).not.toContain(`"order_group_id":${groupId}`);
    }
  });

  it('tells a visitor without a session on the thank-you page that the order cannot be found', async () => {
    const owner = await makeBuyer(t, { credit: 100000 });
    const { groupId } = await placeOrder(owner);
    const res = await visit(`/checkout/thankyou?order=${groupId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().props.group).toBeNull();
    expect((await visit(`/my-account/order-view/${groupId}`)).statusCode).toBe(409);
  });
});

describe('the complaints page', () => {
  async function withComplaint() {
    const buyer = await makeBuyer(t, { credit: 100000 });
    const { storeOrderId } = await placeOrder(buyer);
    const opened = await t.request('POST', '/v1/complaints/', {
      token: buyer.token,
      body: { store_order_id: storeOrderId, reason: 'Produto não chegou', message: 'Nada ainda.' },
    });
    expect(opened.statusCode).toBe(201);
    return { buyer, complaintId: opened.json().result.id as number };
  }

  it("lists the viewer's complaints as GET /v1/complaints does", async () => {
    const { buyer } = await withComplaint();
    const page = (await visit('/complaints?order=5', buyer)).json();
    const list = await api('GET', '/v1/complaints', buyer);
    expect(page.component).toBe('Complaints/Index');
    expect(page.props.complaints).toEqual({ data: list.data, paginate: list.paginate });
    expect(page.props.complaints.data).toHaveLength(1);
    expect(page.props).not.toHaveProperty('complaint');
    expect(page.mergeProps).toEqual(['complaints.data']);
  });

  it('names the order of ?order= (number and store) for the form, only for the buyer who placed it', async () => {
    const buyer = await makeBuyer(t, { credit: 100000 });
    const { storeOrderId } = await placeOrder(buyer);
    const page = (await visit(`/complaints?order=${storeOrderId}`, buyer)).json();
    expect(page.props.complaintOrder).toMatchObject({
      id: storeOrderId,
      number: expect.stringMatching(/^MC-/),
    });
    expect(page.props.complaintOrder.store.name).toBeTruthy();
    const other = await makeBuyer(t);
    expect((await visit(`/complaints?order=${storeOrderId}`, other)).json().props.complaintOrder).toBeNull();
  });

  it('gives one complaint with its messages, as GET /v1/complaints/{id} does', async () => {
    const { buyer, complaintId } = await withComplaint();
    const page = (await visit(`/complaints/${complaintId}`, buyer)).json();
    const complaint = (await api('GET', `/v1/complaints/${complaintId}`, buyer)).result;
    expect(page.props.complaint).toEqual(complaint);
    expect(page.props.complaint.messages[0].body).toBe('Nada ainda.');
    expect(page.props).not.toHaveProperty('complaints');
  });

  it("answers 404 for another buyer's complaint or an unknown one, and sends a visitor to the login", async () => {
    const { complaintId } = await withComplaint();
    const other = await makeBuyer(t);
    for (const url of [`/complaints/${complaintId}`, '/complaints/999999', '/complaints/abc']) {
      const res = await visit(url, other);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Nada ainda.');
    }
    expect((await visit(`/complaints/${complaintId}`)).statusCode).toBe(409);
  });
});

describe('the address page', () => {
  it("gives the viewer's addresses as GET /v1/address does, and a visitor none", async () => {
    const buyer = await makeBuyer(t);
    await t.request('POST', '/v1/address', {
      token: buyer.token,
      body: {
        postcode: '30130-010',
        address: 'Avenida Afonso Pena',
        number: '1',
        district: 'Centro',
        city: 'Belo Horizonte',
        state: 'MG',
      },
    });
    const page = (await visit('/address', buyer)).json();
    const addresses = (await api('GET', '/v1/address', buyer)).result;
    expect(page.props.addresses).toEqual(addresses);
    expect(page.props.addresses).toHaveLength(2);
    expect(page.props.addresses[0].default).toBe(true);

    const visitor = await visit('/address');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().props.addresses).toBeNull();
  });
});
