import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/testApp.ts';
import { createCatalogueApp, PRODUCT_LIST_KEYS } from './support.ts';

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let products: number[];
beforeAll(async () => {
  t = await createCatalogueApp();
  products = (
    await t.db.selectFrom('products').select('id').where('type', '=', 'card').orderBy('id').limit(3).execute()
  ).map((r) => r.id);
});
afterAll(async () => {
  await t.close();
});

describe('favorites', () => {
  it('need a session', async () => {
    expect((await t.request('GET', '/v1/users/favorites')).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/v1/favorites/add-to-favorite', { body: { product_id: products[0] } }))
        .statusCode,
    ).toBe(401);
  });

  it('add-to-favorite toggles (or sets) and the list shows product list items, newest first', async () => {
    const { token } = await registerUser(t);
    const add = await t.request('POST', '/v1/favorites/add-to-favorite', {
      token,
      body: { product_id: products[0] },
    });
    expect(add.json()).toEqual({
      error: false,
      message: 'Adicionado aos favoritos',
      result: { product_id: products[0], favorite: true },
    });
    await t.request('POST', '/v1/favorites/add-to-favorite', { token, body: { product_id: products[1] } });
    const list = (await t.request('GET', '/v1/users/favorites', { token })).json();
    expect(list.paginate.total).toBe(2);
    expect(Object.keys(list.data[0]).sort()).toEqual(PRODUCT_LIST_KEYS);
    expect(new Set(list.data.map((i: { code: number }) => i.code))).toEqual(
      new Set([products[0], products[1]]),
    );
    const removed = await t.request('POST', '/v1/favorites/add-to-favorite', {
      token,
      body: { product_id: products[0] },
    });
    expect(removed.json().result.favorite).toBe(false);
    const set = await t.request('POST', '/v1/favorites/add-to-favorite', {
      token,
      body: { product_id: products[1], favorite: true },
    });
    expect(set.json().result.favorite).toBe(true);
    expect(
      (await t.request('GET', '/v1/users/favorites', { token }))
        .json()
        .data.map((i: { code: number }) => i.code),
    ).toEqual([products[1]]);
  });

  it('404 for an unknown product, 422 without one', async () => {
    const { token } = await registerUser(t);
    expect(
      (await t.request('POST', '/v1/favorites/add-to-favorite', { token, body: { product_id: 99999999 } }))
        .statusCode,
    ).toBe(404);
    expect((await t.request('POST', '/v1/favorites/add-to-favorite', { token, body: {} })).statusCode).toBe(
      422,
    );
  });
});

describe('user collections (have / want)', () => {
  it('need a session', async () => {
    expect((await t.request('GET', '/v1/userCollections')).statusCode).toBe(401);
    expect(
      (
        await t.request('POST', '/v1/userCollections/add_to_collection', {
          body: { product_id: products[0] },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('add_to_collection sets quantities per list; 0 removes; the list filters, sorts and totals', async () => {
    const { token } = await registerUser(t);
    const add = await t.request('POST', '/v1/userCollections/add_to_collection', {
      token,
      body: { product_id: products[0], vision: 'have', quantity: 3 },
    });
    expect(add.json()).toMatchObject({
      error: false,
      message: 'Cadastrada com sucesso',
      result: { vision: 'have', quantity: 3, product: { code: products[0] } },
    });
    await t.request('POST', '/v1/userCollections/add_to_collection', {
      token,
      body: { product_id: products[0], vision: 'have', quantity: 4 },
    });
    await t.request('POST', '/v1/userCollections/add_to_collection', {
      token,
      body: { product_id: products[1], vision: 'want' },
    });
    await t.request('POST', '/v1/userCollections/add_to_collection', {
      token,
      body: { product_id: products[2], vision: 'have', quantity: 1 },
    });
    const all = (await t.request('GET', '/v1/userCollections', { token })).json();
    expect(all.totals).toEqual({ have: 5, want: 1 });
    expect(all.paginate.total).toBe(3);
    const have = (
      await t.request('GET', '/v1/userCollections', { token, query: { vision: 'have', order_by: 'name' } })
    ).json();
    expect(have.data.every((e: { vision: string }) => e.vision === 'have')).toBe(true);
    expect(
      have.data.find((e: { product: { code: number } }) => e.product.code === products[0]).quantity,
    ).toBe(4);
    const removed = await t.request('POST', '/v1/userCollections/add_to_collection', {
      token,
      body: { product_id: products[2], vision: 'have', quantity: 0 },
    });
    expect(removed.json().result).toBeNull();
    expect(
      (await t.request('GET', '/v1/userCollections', { token, query: { vision: 'have' } })).json().paginate
        .total,
    ).toBe(1);
  });

  it('keeps each user’s lists apart and validates input', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await t.request('POST', '/v1/userCollections/add_to_collection', {
      token: a.token,
      body: { product_id: products[0] },
    });
    expect((await t.request('GET', '/v1/userCollections', { token: b.token })).json().paginate.total).toBe(0);
    const bad = await t.request('POST', '/v1/userCollections/add_to_collection', {
      token: a.token,
      body: { product_id: products[0], vision: 'maybe', quantity: -1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.vision[0]).toBe('A lista deve ser have ou want.');
    expect(bad.json().errors.quantity[0]).toBe('O campo quantidade não pode ser negativo.');
    expect(
      (await t.request('GET', '/v1/userCollections', { token: a.token, query: { order_by: 'x' } }))
        .statusCode,
    ).toBe(422);
  });
});
