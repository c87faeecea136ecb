import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionStoreOrder } from '../../../server/domain/orders/settle.ts';
import { localDay } from '../../../server/domain/stores/views.ts';
import { SESSION_COOKIE } from '../../../server/http/support/sessionCookie.ts';
import {
  addToCart,
  type Buyer,
  makeBuyer,
  makeListing,
  makeProduct,
  makeStore,
  orderBody,
} from '../cart/fixtures.ts';
import { createTestApp, registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let buyer: Buyer;
let storeId: number;
let slug: string;
let version: string;
const products: Record<string, number> = {};
const listings: Record<string, number> = {};

const DAY = 86_400_000;

/** An order of the buyer at the store; paid with wallet credit unless `pay` is false (PIX waiting). */
async function order(lines: [listing: number, quantity: number][], pay = true) {
  for (const [listing, quantity] of lines) await addToCart(t, buyer, listing, quantity);
  const res = await t.request('POST', '/v1/order/pix', {
    token: buyer.token,
    body: orderBody(buyer, pay ? { wallet_credit: 5000 } : {}),
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().result.data.orders[0].id as number;
  return t.db.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The page as the browser asks for it: an Inertia visit with the session cookie. */
function visit(
  url: string,
  { session, headers = {} }: { session?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-inertia': 'true', 'x-inertia-version': version, ...headers },
    cookies: session ? { [SESSION_COOKIE]: session } : {},
  });
}

const dashboard = (period: string, token = seller.token) =>
  t.request('GET', `/v1/store-dashboard/${storeId}`, { token, query: { period } });

let paid: Awaited<ReturnType<typeof order>>;
let second: Awaited<ReturnType<typeof order>>;
let older: Awaited<ReturnType<typeof order>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await registerUser(t, { name: 'Sérgio' });
  other = await registerUser(t, { name: 'Helena' });
  storeId = await makeStore(t, { ownerUserId: seller.id, name: 'Loja Painel' });
  await makeStore(t, { ownerUserId: other.id });
  slug = (await t.db.selectFrom('stores').select('slug').where('id', '=', storeId).executeTakeFirstOrThrow())
    .slug;
  buyer = await makeBuyer(t, { credit: 500000 });
  for (const [key, quantity, price] of [
    ['dragao', 10, 2000],
    ['fada', 10, 5000],
    ['last', 1, 900],
    ['paused', 1, 900],
  ] as const) {
    products[key] = await makeProduct(t, { name: `Produto ${key}` });
    listings[key] = await makeListing(t, {
      storeId,
      productId: products[key],
      quantity,
      price,
      status: key === 'paused' ? 'paused' : 'available',
    });
  }
  // This period: 3 × dragão + 1 × fada paid; 1 × fada paid; an order waiting for PIX; a canceled one.
  paid = await order([
    [listings.dragao, 3],
    [listings.fada, 1],
  ]);
  second = await order([[listings.fada, 1]]);
  await order([[listings.dragao, 1]], false);
  const canceled = await order([[listings.dragao, 2]]);
  await transitionStoreOrder(t.app.commerce, canceled.id, 'canceled', { note: 'teste' });
  // The previous 30 days: one paid order, 40 days ago.
  older = await order([[listings.dragao, 1]]);
  await t.db
    .updateTable('store_orders')
    .set({ paid_at: new Date(Date.now() - 40 * DAY).toISOString() })
    .where('id', '=', older.id)
    .execute();
  version = (await t.request('GET', '/', { headers: { 'x-inertia': 'true' } })).json().version;
});
afterAll(async () => {
  await t.close();
});

describe('store page views', () => {
  it('counts one view per visit of the store page, not partial reloads nor the owner', async () => {
    const today = localDay(new Date());
    const views = async () =>
      (
        await t.db
          .selectFrom('store_view_days')
          .select(['day', 'views'])
          .where('store_id', '=', storeId)
          .execute()
      ).map((r) => ({ day: r.day, views: Number(r.views) }));
    expect(await views()).toEqual([]);
    expect((await visit(`/${slug}`)).statusCode).toBe(200);
    expect((await visit(`/${slug}`, { session: buyer.token })).statusCode).toBe(200);
    // "carregar mais" / a filter: a partial reload of the same page.
    const more = await visit(`/${slug}?page=2`, {
      headers: { 'x-inertia-partial-component': 'Store/Page', 'x-inertia-partial-data': 'listings' },
    });
    expect(more.statusCode).toBe(200);
    // The owner looking at his own store.
    expect((await visit(`/${slug}`, { session: seller.token })).statusCode).toBe(200);
    // A first page load (HTML).
    const html = await t.app.inject({ method: 'GET', url: `/${slug}`, headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(await views()).toEqual([{ day: today, views: 3 }]);
  });
});

describe('GET /v1/store-dashboard/{store_id}', () => {
  it('gives the period’s figures from the store’s paid orders and views, against the previous period', async () => {
    const res = await dashboard('30d');
    expect(res.statusCode).toBe(200);
    const d = res.json().result;
    expect(d.store_id).toBe(storeId);
    expect(d.period).toMatchObject({ code: '30d', label: 'Últimos 30 dias', days: 30 });
    expect(d.granularity).toBe('day');
    expect(d.to).toBe(localDay(new Date()));
    const items = paid.items_total + second.items_total;
    const net = items + paid.shipping_price + second.shipping_price - paid.fee - second.fee;
    expect(paid.items_total).toBe(3 * 2000 + 5000);
    expect(d.figures.orders).toEqual({ value: 2, previous: 1, change: 100 });
    expect(d.figures.units).toEqual({ value: 5, previous: 1, change: 400 });
    expect(d.figures.revenue.value).toBe(items / 100);
    expect(d.figures.revenue.previous).toBe(older.items_total / 100);
    expect(d.figures.net_revenue.value).toBe(net / 100);
    expect(d.figures.average_ticket.value).toBe(items / 2 / 100);
    expect(d.figures.views).toEqual({ value: 3, previous: 0, change: null });
    expect(d.figures.conversion.value).toBe(Math.round((2 / 3) * 1000) / 10);

    // One point per day of the period; today holds the orders and views.
    expect(d.series).toHaveLength(30);
    const today = d.series.at(-1);
    expect(today).toEqual({ key: d.to, orders: 2, units: 5, revenue: items / 100, views: 3 });
    expect(d.series.slice(0, -1).every((p: { orders: number }) => p.orders === 0)).toBe(true);

    expect(d.top_products.by_units.map((p: { product_id: number }) => p.product_id)).toEqual([
      products.dragao,
      products.fada,
    ]);
    expect(d.top_products.by_units[0]).toMatchObject({ name: 'Produto dragao', units: 3, revenue: 60 });
    expect(d.top_products.by_revenue[0]).toMatchObject({ product_id: products.fada, units: 2, revenue: 100 });

    // Listings for sale with ≤ 2 units (the paused one is not for sale).
    expect(d.low_stock.threshold).toBe(2);
    expect(d.low_stock.total).toBe(1);
    expect(d.low_stock.items).toEqual([
      expect.objectContaining({ listing_id: listings.last, quantity: 1, type: 'card', price: 9 }),
    ]);
  });

  it('groups 12 months by month and counts the older order in them', async () => {
    const d = (await dashboard('12m')).json().result;
    expect(d.granularity).toBe('month');
    expect(d.series).toHaveLength(12);
    expect(d.figures.orders.value).toBe(3);
    expect(d.series.reduce((n: number, p: { orders: number }) => n + p.orders, 0)).toBe(3);
    const last7 = (await dashboard('7d')).json().result;
    expect(last7.series).toHaveLength(7);
    expect(last7.figures.orders).toEqual({ value: 2, previous: 0, change: null });
  });

  it('answers 401, 403, 404 and 422', async () => {
    expect((await t.request('GET', `/v1/store-dashboard/${storeId}`)).statusCode).toBe(401);
    const refused = await dashboard('30d', other.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem acesso a esta loja.');
    expect((await t.request('GET', '/v1/store-dashboard/999999', { token: seller.token })).statusCode).toBe(
      404,
    );
    const bad = await dashboard('5y');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.period[0]).toBe('O período é inválido.');
  });
});

describe('GET /v1/periods', () => {
  it('lists the periods with pt-BR labels and their days', async () => {
    const res = await t.request('GET', '/v1/periods');
    expect(res.statusCode).toBe(200);
    const list = res.json().result as { code: string; label: string; days: number }[];
    expect(list.map((p) => p.code)).toEqual(['7d', '30d', '90d', '12m', 'this_month', 'last_month']);
    expect(list[0]).toEqual({ code: '7d', label: 'Últimos 7 dias', days: 7 });
    expect(list.find((p) => p.code === 'last_month')?.days).toBeGreaterThanOrEqual(28);
    expect(list.find((p) => p.code === '12m')?.days).toBeGreaterThan(330);
  });
});

describe('the dashboard page', () => {
  it('gets the period’s figures as props and the lists after the first paint', async () => {
    const res = await visit(`/my-store/dashboard/${storeId}?period=7d`, { session: seller.token });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.component).toBe('MyStore/Dashboard');
    expect(page.props.store).toMatchObject({ id: storeId, name: 'Loja Painel' });
    expect(page.props.periods).toHaveLength(6);
    const api = (await dashboard('7d')).json().result;
    const { top_products, low_stock, store_id, ...summary } = api;
    expect(page.props.summary).toEqual(summary);
    expect(page.props.lists).toBeUndefined();
    expect(page.deferredProps).toEqual({ lists: ['lists'] });

    const lists = await visit(`/my-store/dashboard/${storeId}?period=7d`, {
      session: seller.token,
      headers: { 'x-inertia-partial-component': 'MyStore/Dashboard', 'x-inertia-partial-data': 'lists' },
    });
    expect(lists.json().props.lists).toEqual({ top_products, low_stock });
  });

  it('falls back to 30 days for an unknown period, and keeps others out', async () => {
    const page = (
      await visit(`/my-store/dashboard/${storeId}?period=nope`, { session: seller.token })
    ).json();
    expect(page.props.summary.period.code).toBe('30d');
    const refused = await visit(`/my-store/dashboard/${storeId}`, { session: other.token });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/my-store/list');
    expect((await visit(`/my-store/dashboard/${storeId}`)).headers['x-inertia-location']).toBe('/auth/login');
    expect((await visit('/my-store/dashboard/999999', { session: seller.token })).statusCode).toBe(404);
  });

  it('without a store id shows the viewer’s stores to choose from', async () => {
    const page = (await visit('/my-store/dashboard', { session: seller.token })).json();
    expect(page.props.store).toBeNull();
    expect(page.props.stores).toEqual([{ id: storeId, name: 'Loja Painel', status: 'active' }]);
    const buyerPage = (await visit('/my-store/dashboard', { session: buyer.token })).json();
    expect(buyerPage.props.stores).toEqual([]);
  });
});
