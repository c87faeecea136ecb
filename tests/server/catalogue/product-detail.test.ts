import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/testApp.ts';
import { addListings, B, createCatalogueApp, makeProduct, makeStores, PRODUCT_LIST_KEYS } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let stores: { sp: number; rj: number };
let product: number;

beforeAll(async () => {
  t = await createCatalogueApp();
  stores = await makeStores(t);
  product = await makeProduct(t, {
    name: 'Fênix Detalhada',
    name_en: 'Detailed Phoenix',
    collectionCode: 'LA01',
    rarity: 'SR',
    number: '007/12',
  });
  await addListings(t, product, [
    { storeId: stores.sp, price: 30, condition: 'NM', language: 'BR', quantity: 2 },
    { storeId: stores.sp, price: 55, condition: 'M', language: 'EN', extras: ['foil', 'signed'] },
    { storeId: stores.rj, price: 20, condition: 'SP', language: 'BR', quantity: 4 },
    { storeId: stores.rj, price: 10, condition: 'HP', language: 'JP', status: 'paused' },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('POST /v1/{business}/products-show/{id}', () => {
  it('answers the product with its collection, references, images and offer summary', async () => {
    const res = await t.request('POST', `${B}/products-show/${product}`, { body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      code: product,
      type: 'card',
      name: 'Fênix Detalhada',
      name_en: 'Detailed Phoenix',
      number: '007/12',
      url: `/media/products/${product}.svg`,
      images: [`/media/products/${product}.svg`],
      collection: { code: 'LA01', url: '/media/collections/LA01.svg' },
      rarity: { code: 'SR', name: 'Super rara' },
      price: { min: 20, avg: 35, max: 55, offers: 3, stock: 7 },
      is_favorite: false,
      in_collection: null,
    });
  });

  it('tells a signed-in user whether it is a favorite and how many they have', async () => {
    const { token } = await registerUser(t);
    await t.request('POST', '/v1/favorites/add-to-favorite', { token, body: { product_id: product } });
    await t.request('POST', '/v1/userCollections/add_to_collection', {
      token,
      body: { product_id: product, vision: 'want', quantity: 2 },
    });
    const res = await t.request('POST', `${B}/products-show/${product}`, { token, body: {} });
    expect(res.json().result).toMatchObject({ is_favorite: true, in_collection: { have: 0, want: 2 } });
  });

  it('counts the view toward the monthly ranking', async () => {
    const before = await t.db
      .selectFrom('products')
      .select('monthly_views')
      .where('id', '=', product)
      .executeTakeFirstOrThrow();
    await t.request('POST', `${B}/products-show/${product}`, { body: {} });
    const after = await t.db
      .selectFrom('products')
      .select('monthly_views')
      .where('id', '=', product)
      .executeTakeFirstOrThrow();
    expect(after.monthly_views).toBe(before.monthly_views + 1);
  });

  it('answers 404 for an unknown product, a product of another type and another business', async () => {
    expect((await t.request('POST', `${B}/products-show/99999999`, { body: {} })).json()).toEqual({
      message: 'Produto não encontrado.',
    });
    expect(
      (await t.request('POST', `${B}/products-show/${product}`, { body: { product_type: 'tcg' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request('POST', `${B}/products-show/abc`, { body: {} })).statusCode).toBe(404);
    expect((await t.request('POST', `/v1/3/products-show/${product}`, { body: {} })).statusCode).toBe(404);
  });
});

describe('POST /v1/{business}/product-stores/', () => {
  const offers = (body: Record<string, unknown>) =>
    t.request('POST', `${B}/product-stores/`, { body: { product_id: product, ...body } });

  it('lists the available offers cheapest first, with the store and the listing details', async () => {
    const res = await offers({});
    expect(res.statusCode).toBe(200);
    const { data, paginate } = res.json();
    expect(paginate).toMatchObject({ current_page: 1, total: 3 });
    expect(data.map((o: { price: number }) => o.price)).toEqual([20, 30, 55]);
    expect(data[2]).toMatchObject({
      condition: 'M',
      condition_name: 'Nova (M)',
      language: 'EN',
      language_name: 'Inglês',
      extras: ['foil', 'signed'],
      quantity: 1,
      store: { id: stores.sp, uf: 'SP', is_client: true, rating: null, reviews_count: 0 },
    });
  });

  it('filters by state, client stores, condition, language and extras, and sorts', async () => {
    expect((await offers({ uf: 'RJ' })).json().data.map((o: { price: number }) => o.price)).toEqual([20]);
    expect((await offers({ store_is_client: true })).json().paginate.total).toBe(2);
    expect((await offers({ condition: ['NM', 'M'] })).json().paginate.total).toBe(2);
    expect((await offers({ language: 'en' })).json().data[0].price).toBe(55);
    expect((await offers({ extras: 'foil' })).json().paginate.total).toBe(1);
    expect((await offers({ sort: 'price_desc' })).json().data[0].price).toBe(55);
    expect((await offers({ sort: 'quantity' })).json().data[0].quantity).toBe(4);
    expect((await offers({ per_page: 1, page: 2 })).json()).toMatchObject({
      data: [{ price: 30 }],
      paginate: { last_page: 3 },
    });
    expect(
      (
        await t.request('POST', `${B}/product-stores`, {
          body: { product_id: product, product_type: 'card' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown product or a product of another type, 422 without a product', async () => {
    expect((await offers({ product_id: 99999999 })).statusCode).toBe(404);
    expect((await offers({ product_type: 'bra' })).statusCode).toBe(404);
    const missing = await t.request('POST', `${B}/product-stores/`, { body: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.product_id[0]).toBe('O campo produto é obrigatório.');
  });
});

describe('price figures', () => {
  it('product-stats-price: minimum, average and maximum of available offers, by condition and language', async () => {
    const res = await t.request('POST', `${B}/product-stats-price`, { body: { product_id: product } });
    expect(res.json().result).toMatchObject({
      min: 20,
      avg: 35,
      max: 55,
      offers: 3,
      stock: 7,
      by_condition: [
        { condition: 'M', min: 55, offers: 1 },
        { condition: 'NM', min: 30, offers: 1 },
        { condition: 'SP', min: 20, offers: 1 },
      ],
      by_language: [
        { language: 'BR', name: 'Português', min: 20, offers: 2 },
        { language: 'EN', min: 55, offers: 1 },
      ],
    });
  });

  it('conditions-by-product-id: the conditions on offer, in grade order', async () => {
    const res = await t.request('POST', `${B}/conditions-by-product-id`, { body: { product_id: product } });
    expect(res.json().result).toEqual([
      { code: 'M', name: 'Nova (M)', offers: 1, quantity: 1, min_price: 55 },
      { code: 'NM', name: 'Praticamente nova (NM)', offers: 1, quantity: 2, min_price: 30 },
      { code: 'SP', name: 'Levemente jogada (SP)', offers: 1, quantity: 4, min_price: 20 },
    ]);
  });

  it('product-history-order: sales and one price point per day, filled forward', async () => {
    const seeded = await t.db
      .selectFrom('price_snapshots')
      .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('product_id')
      .having((eb) => eb.fn.countAll(), '>', 3)
      .executeTakeFirstOrThrow();
    const res = await t.request('POST', `${B}/product-history-order`, {
      body: { product_id: seeded.product_id, days: 90 },
    });
    const { daily, sales, last_sale } = res.json().result;
    expect(daily).toHaveLength(90);
    expect(daily.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(
      daily.every(
        (d: { min: number | null; max: number | null }) => d.min === null || (d.max as number) >= d.min,
      ),
    ).toBe(true);
    expect(daily.filter((d: { min: number | null }) => d.min !== null).length).toBeGreaterThan(80);
    const times = sales.map((s: { date: string }) => s.date);
    expect(times).toEqual([...times].sort().reverse());
    expect(last_sale).toEqual(sales[0] ?? null);
    const week = await t.request('POST', `${B}/product-history-order`, {
      body: { product_id: seeded.product_id, days: 7, condition: 'NM' },
    });
    expect(week.json().result.daily).toHaveLength(7);
    expect(week.json().result.sales.every((s: { condition: string }) => s.condition === 'NM')).toBe(true);
    expect(
      (
        await t.request('POST', `${B}/product-history-order`, { body: { product_id: product, days: 400 } })
      ).json().errors.days[0],
    ).toBe('O período máximo é de 365 dias.');
  });

  it('product-bra-data: origin, brand and the Bra Center figures', async () => {
    const bra = await t.db
      .selectFrom('products')
      .select('id')
      .where('type', '=', 'bra')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await t.request('POST', `${B}/product-bra-data`, { body: { product_id: bra.id } });
    expect(res.json().result).toMatchObject({
      code: bra.id,
      origin: { code: 'NAC', name: 'Nacional' },
      brand: { slug: expect.any(String) },
      can_send_bra_center: expect.any(Boolean),
      price: { offers: expect.any(Number) },
      bra_center_stores: expect.any(Number),
    });
  });

  it('answers 404 for unknown products on every price call', async () => {
    for (const path of [
      'product-stats-price',
      'conditions-by-product-id',
      'product-history-order',
      'product-bra-data',
    ]) {
      const res = await t.request('POST', `${B}/${path}`, { body: { product_id: 99999999 } });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe('POST /v1/{business}/HighAndLowCards', () => {
  const rank = (type: string, extra: Record<string, unknown> = {}) =>
    t.request('POST', `${B}/HighAndLowCards`, { body: { type, per_page: 5, ...extra } });

  it('ranks the week’s biggest rises and drops with their variation', async () => {
    const high = (await rank('price_high')).json();
    expect(high.type).toBe('price_high');
    for (const item of high.data) expect(Object.keys(item).sort()).toEqual(PRODUCT_LIST_KEYS);
    const rises = high.data.map((i: { code: number }) => high.metrics[i.code].value);
    expect(rises.every((v: number) => v > 0)).toBe(true);
    expect(rises).toEqual([...rises].sort((a, b) => b - a));
    const low = (await rank('price_low')).json();
    const drops = low.data.map((i: { code: number }) => low.metrics[i.code].value);
    expect(drops.every((v: number) => v < 0)).toBe(true);
    expect(drops).toEqual([...drops].sort((a, b) => a - b));
    expect(low.metrics[low.data[0].code].previous_price).toBeGreaterThan(0);
  });

  it('ranks by monthly views and sales', async () => {
    for (const type of ['monthly_views', 'monthly_sales']) {
      const body = (await rank(type, { per_page: 10 })).json();
      const values = body.data.map((i: { code: number }) => body.metrics[i.code].value);
      expect(values.length).toBeGreaterThan(0);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    const tcg = (await rank('monthly_sales', { product_type: 'tcg' })).json();
    const types = await t.db
      .selectFrom('products')
      .select('type')
      .where(
        'id',
        'in',
        tcg.data.map((i: { code: number }) => i.code),
      )
      .execute();
    expect(types.every((r) => r.type === 'tcg')).toBe(true);
  });

  it('answers 422 for an unknown ranking', async () => {
    const res = await rank('price_sideways');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.type[0]).toBe('O tipo de ranking é inválido.');
  });
});
