import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
