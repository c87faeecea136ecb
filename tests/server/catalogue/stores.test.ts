import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionStoreOrder } from '../../../server/domain/orders/settle.ts';
import { addToCart, makeBuyer, orderBody } from '../cart/fixtures.ts';
import { registerUser } from '../support/testApp.ts';
import { addListings, createCatalogueApp, makeProduct } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let demoStore: { id: number; slug: string };

beforeAll(async () => {
  t = await createCatalogueApp({ seller: true });
  demoStore = await t.db
    .selectFrom('stores')
    .select(['id', 'slug'])
    .where('slug', '=', 'loja-do-sergio')
    .executeTakeFirstOrThrow();
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/stores', () => {
  it('lists stores with rating, client status and counts', async () => {
    const res = await t.request('GET', '/v1/stores', { query: { per_page: 3 } });
    expect(res.statusCode).toBe(200);
    const { data, paginate } = res.json();
    expect(paginate).toMatchObject({ current_page: 1, per_page: 3, total: 6, last_page: 2 });
    expect(Object.keys(data[0]).sort()).toEqual(
      [
        'banner',
        'city',
        'id',
        'is_client',
        'logo',
        'name',
        'offers_count',
        'rating',
        'reviews_count',
        'sales_count',
        'slug',
        'uf',
      ].sort(),
    );
    expect(data[0]).toMatchObject({ slug: 'loja-do-sergio', is_client: true, uf: 'SP', city: 'São Paulo' });
  });

  it('filters by state, name and client status', async () => {
    const sp = (await t.request('GET', '/v1/stores', { query: { uf: 'SP' } })).json().data;
    expect(sp.length).toBeGreaterThan(0);
    expect(sp.every((s: { uf: string }) => s.uf === 'SP')).toBe(true);
    const named = (await t.request('GET', '/v1/stores', { query: { search: 'sérgio' } })).json().data;
    expect(named.map((s: { slug: string }) => s.slug)).toEqual(['loja-do-sergio']);
    const clients = (await t.request('GET', '/v1/stores', { query: { is_client: 'true' } })).json().data;
    expect(clients.every((s: { is_client: boolean }) => s.is_client)).toBe(true);
    expect((await t.request('GET', '/v1/stores', { query: { uf: 'XX' } })).statusCode).toBe(422);
  });
});

describe('GET /v1/stores/{id}', () => {
  it('answers the store to anyone, and 404 for an unknown id', async () => {
    const res = await t.request('GET', `/v1/stores/${demoStore.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      id: demoStore.id,
      name: 'Loja do Sérgio',
      slug: 'loja-do-sergio',
      is_owner: false,
      free_shipping_days: [3],
      description: expect.any(String),
    });
    expect((await t.request('GET', '/v1/stores/99999')).json()).toEqual({ message: 'Loja não encontrada.' });
    expect((await t.request('GET', '/v1/stores/abc')).statusCode).toBe(404);
  });

  it('checks management access: 401 without a session, 403 for another user, 200 for the owner', async () => {
    const manage = { query: { access: 'manage' } };
    expect((await t.request('GET', `/v1/stores/${demoStore.id}`, manage)).statusCode).toBe(401);
    const buyer = await registerUser(t);
    const denied = await t.request('GET', `/v1/stores/${demoStore.id}`, { ...manage, token: buyer.token });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Você não tem acesso a esta loja.' });
    const header = await t.request('GET', `/v1/stores/${demoStore.id}`, {
      token: buyer.token,
      headers: { 'x-store-access': 'manage' },
    });
    expect(header.statusCode).toBe(403);
    const owner = await t.request('GET', `/v1/stores/${demoStore.id}`, { ...manage, token: t.seller?.token });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().result.is_owner).toBe(true);
    expect((await t.request('GET', '/v1/stores/99999', { ...manage, token: buyer.token })).statusCode).toBe(
      404,
    );
  });

  it('finds a store by slug', async () => {
    expect((await t.request('GET', '/v1/stores/slug/loja-do-sergio')).json().result.id).toBe(demoStore.id);
    expect((await t.request('GET', '/v1/stores/slug/nenhuma')).statusCode).toBe(404);
  });
});

describe('POST /v1/stores-ranking/', () => {
  it('ranks by sales, rating and offers, with positions and values', async () => {
    for (const type of ['sales', 'rating', 'offers']) {
      const res = await t.request('POST', '/v1/stores-ranking/', { body: { type, per_page: 10 } });
      expect(res.statusCode, type).toBe(200);
      const { data } = res.json();
      expect(data.map((s: { position: number }) => s.position)).toEqual(
        data.map((_: unknown, i: number) => i + 1),
      );
      const values = data.map((s: { value: number }) => s.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    const rated = (await t.request('POST', '/v1/stores-ranking', { body: { type: 'rating' } })).json().data;
    expect(rated[0].value).toBe(rated[0].rating);
    expect((await t.request('POST', '/v1/stores-ranking/', { body: { type: 'fame' } })).statusCode).toBe(422);
  });
});

describe('reviews and rating', () => {
  it('reviewStore lists reviews newest first; storeRating sums them up', async () => {
    const reviews = (await t.request('GET', `/v1/reviewStore/${demoStore.id}`)).json();
    expect(reviews.paginate.total).toBeGreaterThan(0);
    const dates = reviews.data.map((r: { created_at: string }) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(reviews.data[0]).sort()).toEqual(['author', 'comment', 'created_at', 'id', 'rating']);
    const rating = (await t.request('GET', `/v1/storeRating/${demoStore.id}`)).json().result;
    const counted = Object.values(rating.distribution as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(rating.count);
    expect(rating.count).toBe(reviews.paginate.total);
    expect(rating.average).toBeGreaterThanOrEqual(1);
    expect((await t.request('GET', '/v1/reviewStore/99999')).statusCode).toBe(404);
    expect((await t.request('GET', '/v1/storeRating/99999')).statusCode).toBe(404);
  });
});

describe('POST /v1/show-products-store', () => {
  it('lists a store’s listings with the spec’s counts; only the owner sees paused ones', async () => {
    const product = await makeProduct(t, { name: 'Sentinela da Vitrine' });
    await addListings(t, product, [
      { storeId: demoStore.id, price: 12, status: 'paused' },
      { storeId: demoStore.id, price: 15, condition: 'SP' },
    ]);
    const visitor = (
      await t.request('POST', '/v1/show-products-store', {
        body: { store_id: demoStore.id, search: 'vitrine' },
      })
    ).json();
    expect(visitor).toMatchObject({
      total: 1,
      showing: 1,
      availableCount: 1,
      pausedCount: 0,
      store: { id: demoStore.id, slug: 'loja-do-sergio' },
    });
    expect(visitor.data[0]).toMatchObject({
      price: 15,
      condition: 'SP',
      status: 'available',
      product: { code: product, name: 'Sentinela da Vitrine', type: 'card' },
    });
    const owner = (
      await t.request('POST', '/v1/show-products-store', {
        token: t.seller?.token,
        body: { store_id: demoStore.id, search: 'vitrine' },
      })
    ).json();
    expect(owner).toMatchObject({ total: 2, showing: 2, availableCount: 1, pausedCount: 1 });
    const paused = (
      await t.request('POST', '/v1/show-products-store', {
        token: t.seller?.token,
        body: { store_id: demoStore.id, search: 'vitrine', status: 'paused' },
      })
    ).json();
    expect(paused.data.map((l: { price: number }) => l.price)).toEqual([12]);
  });

  it('pages and sorts the whole stock', async () => {
    const page = (
      await t.request('POST', '/v1/show-products-store', {
        body: { store_id: demoStore.id, per_page: 5, sort: 'price_desc' },
      })
    ).json();
    expect(page.showing).toBe(5);
    expect(page.paginate).toMatchObject({ per_page: 5, total: page.total });
    const prices = page.data.map((l: { price: number }) => l.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(
      (await t.request('POST', '/v1/show-products-store', { body: { store_id: 99999 } })).statusCode,
    ).toBe(404);
    expect((await t.request('POST', '/v1/show-products-store', { body: {} })).json().errors.store_id[0]).toBe(
      'O campo loja é obrigatório.',
    );
  });
});

describe('POST /v1/show-products-store filters', () => {
  const list = async (body: Record<string, unknown>) => {
    const res = await t.request('POST', '/v1/show-products-store', {
      body: { store_id: demoStore.id, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const prices = (page: { data: { price: number }[] }) => page.data.map((l) => l.price).sort((a, b) => a - b);

  let product: number;
  beforeAll(async () => {
    product = await makeProduct(t, { name: 'Dragão Púrpura Errante', name_en: 'Wandering Purple Dragon' });
    await addListings(t, product, [
      { storeId: demoStore.id, price: 10, condition: 'NM', language: 'BR' },
      { storeId: demoStore.id, price: 20, condition: 'SP', language: 'EN', extras: ['foil'] },
      { storeId: demoStore.id, price: 30, condition: 'MP', language: 'JP' },
      { storeId: demoStore.id, price: 45, condition: 'HP', language: 'BR' },
    ]);
  });

  it('searches without accents or case, by word prefix, in Portuguese and English', async () => {
    for (const search of ['dragao purpura', 'DRAGÃO PÚRP', 'purple wander']) {
      expect(prices(await list({ search })), search).toEqual([10, 20, 30, 45]);
    }
    expect((await list({ search: 'dragao purpura' })).search).toEqual({
      query: 'dragao purpura',
      corrected: null,
    });
  });

  it('tolerates one typo and says what it searched for', async () => {
    const page = await list({ search: 'purpira errante' });
    expect(prices(page)).toEqual([10, 20, 30, 45]);
    expect(page.search).toEqual({ query: 'purpira errante', corrected: 'purpura errante' });
  });

  it('filters by condition, language, extras and price range, alone and together', async () => {
    const search = 'purpura errante';
    expect(prices(await list({ search, condition: ['SP', 'MP'] }))).toEqual([20, 30]);
    expect(prices(await list({ search, condition: 'NM,HP' }))).toEqual([10, 45]);
    expect(prices(await list({ search, language: ['jp'] }))).toEqual([30]);
    expect(prices(await list({ search, extras: ['foil'] }))).toEqual([20]);
    expect(prices(await list({ search, price_min: 15, price_max: 40 }))).toEqual([20, 30]);
    expect(prices(await list({ search, price_min: '30' }))).toEqual([30, 45]);
    const both = await list({ search, condition: ['NM', 'HP'], language: ['BR'], price_max: 20 });
    expect(prices(both)).toEqual([10]);
    expect(both).toMatchObject({ total: 1, availableCount: 1, paginate: { total: 1 } });
  });

  it('refuses bad filters with a Portuguese 422', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await t.request('POST', '/v1/show-products-store', {
        body: { store_id: demoStore.id, ...body },
      });
      expect(res.statusCode).toBe(422);
      return res.json();
    };
    expect((await bad({ condition: ['XX'] })).errors.condition[0]).toBe(
      'O campo condição tem um valor inválido.',
    );
    expect((await bad({ language: ['KLINGON'] })).errors.language).toBeDefined();
    expect((await bad({ extras: ['shiny'] })).errors.extras).toBeDefined();
    expect((await bad({ price_min: -1 })).errors.price_min[0]).toBe(
      'O campo preço mínimo não pode ser negativo.',
    );
    expect((await bad({ price_min: 50, price_max: 10 })).errors.price_max[0]).toBe(
      'O preço mínimo deve ser menor ou igual ao preço máximo.',
    );
  });
});

describe('POST /v1/store-clients', () => {
  const clients = (token: string | undefined, body: Record<string, unknown> = {}) =>
    t.request('POST', '/v1/store-clients', { token, body: { store_id: demoStore.id, ...body } });

  /** A buyer pays an order at the demo store with wallet credit: paid at once. */
  async function buyAtDemoStore(buyer: Awaited<ReturnType<typeof makeBuyer>>, price: number) {
    const product = await makeProduct(t, { name: `Relíquia ${price}` });
    await addListings(t, product, [{ storeId: demoStore.id, price, quantity: 3 }]);
    const listing = await t.db
      .selectFrom('store_listings')
      .select('id')
      .where('product_id', '=', product)
      .executeTakeFirstOrThrow();
    await addToCart(t, buyer, listing.id, 1);
    const res = await t.request('POST', '/v1/order/pix', {
      token: buyer.token,
      body: orderBody(buyer, { wallet_credit: 1000 }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json().result.data;
    expect(group.status).toBe('paid');
    return group.orders[0] as { id: number; total: number };
  }

  it('answers 401 without a session, 422 for bad input, 404 for no store, 403 for another user', async () => {
    expect((await clients(undefined)).statusCode).toBe(401);
    const stranger = await registerUser(t);
    const missing = await t.request('POST', '/v1/store-clients', { token: stranger.token, body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.store_id[0]).toBe('O campo loja é obrigatório.');
    expect((await clients(t.seller?.token, { sort: 'fame' })).json().errors.sort[0]).toBe(
      'A ordenação é inválida.',
    );
    expect((await clients(stranger.token, { store_id: 99999 })).statusCode).toBe(404);
    const denied = await clients(stranger.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: 'Você não tem acesso a esta loja.' });
  });

  it('lists the buyers who paid at the store, kept as orders are paid and canceled', async () => {
    const before = await clients(t.seller?.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      clients: [],
      paginate: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });

    const ana = await makeBuyer(t, { credit: 100000 });
    const bruno = await makeBuyer(t, { credit: 100000 });
    const first = await buyAtDemoStore(ana, 20);
    const second = await buyAtDemoStore(ana, 35);
    const third = await buyAtDemoStore(bruno, 90);

    const res = await clients(t.seller?.token);
    expect(res.statusCode).toBe(200);
    const { clients: rows, paginate } = res.json();
    expect(paginate).toMatchObject({ current_page: 1, total: 2 });
    // Most recent buyer first.
    expect(rows.map((c: { user_id: number }) => c.user_id)).toEqual([bruno.id, ana.id]);
    expect(rows[1]).toMatchObject({
      user_id: ana.id,
      name: expect.any(String),
      orders_count: 2,
      total_spent: Math.round((first.total + second.total) * 100) / 100,
    });
    expect(rows[1].first_order_at <= rows[1].last_order_at).toBe(true);
    expect(rows[0]).toMatchObject({ orders_count: 1, total_spent: third.total });

    const bySpent = (await clients(t.seller?.token, { sort: 'spent', per_page: 1 })).json();
    expect(bySpent.clients.map((c: { user_id: number }) => c.user_id)).toEqual([bruno.id]);
    expect(bySpent.paginate).toMatchObject({ per_page: 1, last_page: 2, total: 2 });
    const byOrders = (await clients(t.seller?.token, { sort: 'orders' })).json();
    expect(byOrders.clients[0].user_id).toBe(ana.id);

    // The store cancels Bruno's paid order: he is no longer a client; Ana's cancel takes one back.
    await transitionStoreOrder(t.app.commerce, third.id, 'canceled', { note: 'Sem estoque' });
    await transitionStoreOrder(t.app.commerce, second.id, 'canceled', { note: 'Sem estoque' });
    const after = (await clients(t.seller?.token)).json();
    expect(after.clients).toEqual([expect.objectContaining({ user_id: ana.id, orders_count: 1 })]);
    expect(after.clients[0].total_spent).toBe(first.total);
    expect(after.clients[0].first_order_at).toBe(after.clients[0].last_order_at);

    // An admin may look too.
    const admin = await registerUser(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect((await clients(admin.token)).json().paginate.total).toBe(1);
  });
});
