import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, makeBuyer, recordBroadcasts } from '../cart/fixtures.ts';
import { addListings, B, createCatalogueApp, inertiaVisits, makeProduct } from '../catalogue/support.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let seller: { token: string; id: number };
let stranger: { token: string; id: number };
let admin: { token: string; id: number };
let storeId: number;
let otherStoreId: number;
let productId: number;
let otherStoreListing: number;

const listingRow = (id: number) =>
  t.db.selectFrom('store_listings').selectAll().where('id', '=', id).executeTakeFirst();
const listingCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('store_listings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const save = (body: Record<string, unknown>, token = seller.token) =>
  t.request('POST', '/v1/product-store-save/', { token, body: { store_id: storeId, ...body } });
const offersOf = async (id: number) =>
  (await t.request('POST', `${B}/product-stores/`, { body: { product_id: id, per_page: 100 } })).json()
    .data as { id: number; price: number; store: { id: number } }[];
const listedPrice = async (search: string, extra: Record<string, unknown> = {}) => {
  const res = await t.request('POST', `${B}/products/paginate`, {
    body: { type: 'filter', search, per_page: 60, ...extra },
  });
  const item = (res.json().data as { code: number; price: number | null }[]).find(
    (p) => p.code === productId,
  );
  return item ? item.price : undefined;
};

beforeAll(async () => {
  const app = await createCatalogueApp({ seller: true });
  t = app;
  seller = app.seller as { token: string; id: number };
  stranger = await registerUser(t);
  admin = await registerUser(t);
  await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  storeId = (
    await t.db
      .selectFrom('stores')
      .select('id')
      .where('owner_user_id', '=', seller.id)
      .executeTakeFirstOrThrow()
  ).id;
  await t.db.updateTable('stores').set({ status: 'active' }).where('id', '=', storeId).execute();
  otherStoreId = (
    await t.db
      .selectFrom('stores')
      .select('id')
      .where('id', '<>', storeId)
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  productId = await makeProduct(t, { name: 'Quimera Estelar Zefir', number: '777' });
  await addListings(t, productId, [{ storeId: otherStoreId, price: 50, quantity: 3 }]);
  otherStoreListing = (
    await t.db
      .selectFrom('store_listings')
      .select('id')
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('POST /v1/product-store-save', () => {
  let id: number;

  it('creates a listing that buyers see at once: offers, min price, facets', async () => {
    expect(await listedPrice('quimera zefir')).toBe(50);
    expect(await listedPrice('quimera zefir', { condition: ['SP'] })).toBeUndefined();
    const res = await save({
      product_id: productId,
      condition: 'SP',
      language: 'en',
      extras: ['foil'],
      quantity: 4,
      price: '12,50',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: false, message: 'Criado/Alterado com sucesso.' });
    expect(body.result).toMatchObject({
      quantity: 4,
      reserved: 0,
      price: 12.5,
      status: 'available',
      condition: 'SP',
      language: 'EN',
      extras: ['foil'],
      product: { code: productId, name: 'Quimera Estelar Zefir' },
      sold: { units: 0, orders: 0 },
    });
    id = body.result.id;
    expect((await listingRow(id))?.price).toBe(1250);
    const offers = await offersOf(productId);
    expect(offers.map((o) => [o.store.id, o.price])).toEqual([
      [storeId, 12.5],
      [otherStoreId, 50],
    ]);
    expect(await listedPrice('quimera zefir')).toBe(12.5);
    expect(await listedPrice('quimera zefir', { condition: ['SP'] })).toBe(12.5);
  });

  it('saving the same key again updates that listing instead of adding one', async () => {
    const before = await listingCount();
    const res = await save({
      product_id: productId,
      condition: 'SP',
      language: 'EN',
      extras: ['foil'],
      quantity: 6,
      price: 11,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.id).toBe(id);
    expect(await listingCount()).toBe(before);
    expect(await listingRow(id)).toMatchObject({ quantity: 6, price: 1100 });
  });

  it('edits by id conditionally on expected_quantity: 409 with the figures when it moved', async () => {
    const stale = await save({
      id,
      product_id: productId,
      condition: 'SP',
      language: 'EN',
      extras: ['foil'],
      quantity: 20,
      price: 11,
      expected_quantity: 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: true, result: { id, quantity: 6, reserved: 0 } });
    expect(stale.json().message).toMatch(/agora há 6 unidades à venda/);
    expect((await listingRow(id))?.quantity).toBe(6);
    const ok = await save({
      id,
      product_id: productId,
      condition: 'SP',
      language: 'EN',
      extras: ['foil'],
      quantity: 2,
      price: 9.9,
      expected_quantity: 6,
    });
    expect(ok.statusCode).toBe(200);
    expect(await listingRow(id)).toMatchObject({ quantity: 2, price: 990 });
    expect(await listedPrice('quimera zefir')).toBe(9.9);
  });

  it('flags open carts after a price change (cart.listing-changed)', async () => {
    const events = recordBroadcasts(t);
    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, id, 1);
    const res = await save({
      id,
      product_id: productId,
      condition: 'SP',
      language: 'EN',
      extras: ['foil'],
      quantity: 2,
      price: 15,
    });
    expect(res.statusCode).toBe(200);
    const changed = events.filter((e) => e.event === 'cart.listing-changed');
    expect(changed).toHaveLength(1);
    expect(changed[0].channels).toEqual([`private-App.Models.User.${buyer.id}`]);
    expect(changed[0].payload).toMatchObject({ listing_id: id, change: 'price_changed', new_price: '15.00' });
    const cart = (await t.request('GET', `/v1/active-cart/${'a'.repeat(20)}`, { token: buyer.token })).json();
    expect(cart.result.items[0].status).toBe('price_changed');
  });

  it('answers 422 per field and writes nothing', async () => {
    const before = await listingCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 0 }, 'price'],
      [{ price: -3 }, 'price'],
      [{ quantity: 2.5 }, 'quantity'],
      [{ quantity: -1 }, 'quantity'],
      [{ condition: 'XX' }, 'condition'],
      [{ condition: 'sealed' }, 'condition'],
      [{ language: 'ZZ' }, 'language'],
      [{ extras: ['holo'] }, 'extras'],
      [{ product_id: 99_999_999 }, 'product_id'],
    ];
    for (const [patch, field] of cases) {
      const res = await save({
        product_id: productId,
        condition: 'NM',
        language: 'BR',
        extras: [],
        quantity: 1,
        price: 5,
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(patch)).toContain(field);
      expect(typeof res.json().errors[field][0]).toBe('string');
    }
    expect(await listingCount()).toBe(before);
  });

  it('401 without a session, 403 for another store, 419 without XSRF, 404 for an unknown store', async () => {
    const body = {
      store_id: storeId,
      product_id: productId,
      condition: 'NM',
      language: 'BR',
      quantity: 1,
      price: 5,
    };
    expect((await t.request('POST', '/v1/product-store-save', { body })).statusCode).toBe(401);
    const forbidden = await save({ ...body }, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem acesso a esta loja.');
    expect(
      (await t.request('POST', '/v1/product-store-save', { body, token: seller.token, xsrf: false }))
        .statusCode,
    ).toBe(419);
    expect(
      (
        await t.request('POST', '/v1/product-store-save', {
          body: { ...body, store_id: 999_999 },
          token: seller.token,
        })
      ).statusCode,
    ).toBe(404);
    // An admin manages any store.
    expect((await save({ ...body, price: 7 }, admin.token)).statusCode).toBe(200);
  });

  it('a store that is not active saves listings paused and refuses to resume them', async () => {
    await t.db.updateTable('stores').set({ status: 'pending' }).where('id', '=', storeId).execute();
    try {
      const created = await save({
        product_id: productId,
        condition: 'HP',
        language: 'BR',
        quantity: 1,
        price: 3,
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().result.status).toBe('paused');
      const resume = await t.request('POST', '/v1/product-store-pause', {
        token: seller.token,
        body: { id: created.json().result.id, paused: false },
      });
      expect(resume.statusCode).toBe(422);
      expect(resume.json().message).toBe(
        'Sua loja aguarda ativação: os produtos ficam pausados até a loja ser ativada.',
      );
      const asAvailable = await save({
        product_id: productId,
        condition: 'HP',
        language: 'BR',
        quantity: 1,
        price: 3,
        status: 'available',
      });
      expect(asAvailable.statusCode).toBe(422);
      expect(asAvailable.json().errors.status[0]).toMatch(/aguarda ativação/);
      await t.db.updateTable('stores').set({ status: 'blocked' }).where('id', '=', storeId).execute();
      const blocked = await t.request('POST', '/v1/product-store-pause', {
        token: seller.token,
        body: { id: created.json().result.id, paused: false },
      });
      expect(blocked.json().message).toBe('Sua loja está bloqueada: os produtos ficam pausados.');
    } finally {
      await t.db.updateTable('stores').set({ status: 'active' }).where('id', '=', storeId).execute();
    }
  });

  it('pause takes the listing out of the offers and the min price; resume puts it back', async () => {
    const pause = await t.request('POST', '/v1/product-store-pause/', {
      token: seller.token,
      body: { id, paused: true },
    });
    expect(pause.statusCode).toBe(200);
    expect(pause.json().result.status).toBe('paused');
    expect((await offersOf(productId)).map((o) => o.id)).not.toContain(id);
    expect(await listedPrice('quimera zefir', { condition: ['SP'] })).toBeUndefined();
    const resume = await t.request('POST', '/v1/product-store-pause', {
      token: seller.token,
      body: { id, paused: false },
    });
    expect(resume.json().result.status).toBe('available');
    expect((await offersOf(productId)).map((o) => o.id)).toContain(id);
    const foreign = await t.request('POST', '/v1/product-store-pause', {
      token: seller.token,
      body: { id: otherStoreListing, paused: true },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await listingRow(otherStoreListing))?.status).toBe('available');
  });
});

describe('POST /v1/block-card', () => {
  it('is for admins only; a blocked listing leaves the offers and the store cannot resume it', async () => {
    const [listing] = (
      await t.request('POST', '/v1/product-store-list', {
        token: seller.token,
        body: { store_id: storeId, search: 'quimera', status: 'available' },
      })
    ).json().products as { id: number }[];
    expect(
      (
        await t.request('POST', '/v1/block-card', {
          token: seller.token,
          body: { id: listing.id, blocked: true },
        })
      ).statusCode,
    ).toBe(403);
    const blocked = await t.request('POST', '/v1/block-card', {
      token: admin.token,
      body: { id: listing.id, blocked: true, reason: 'Foto enganosa' },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().result.status).toBe('blocked');
    expect((await offersOf(productId)).map((o) => o.id)).not.toContain(listing.id);
    const notice = await t.db
      .selectFrom('notices')
      .select('body')
      .where('user_id', '=', seller.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.body).toMatch(/Foto enganosa/);
    const resume = await t.request('POST', '/v1/product-store-pause', {
      token: seller.token,
      body: { id: listing.id, paused: false },
    });
    expect(resume.statusCode).toBe(422);
    const list = await t.request('POST', '/v1/product-store-list', {
      token: seller.token,
      body: { store_id: storeId, search: 'quimera', status: 'blocked' },
    });
    expect(list.json()).toMatchObject({ total: 1, blockedCount: 1 });
    const unblocked = await t.request('POST', '/v1/block-card', {
      token: admin.token,
      body: { id: listing.id, blocked: false },
    });
    expect(unblocked.json().result.status).toBe('paused');
  });
});

describe('POST /v1/product-store-list and the stock screens', () => {
  it('lists the store’s listings with counts, filters, search by name or code and paging', async () => {
    const all = await t.request('POST', '/v1/product-store-list', {
      token: seller.token,
      body: { store_id: storeId, per_page: 5 },
    });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'products',
        'paginate',
        'store',
        'total',
        'showing',
        'availableCount',
        'pausedCount',
      ]),
    );
    const stored = Number(
      (
        await t.db
          .selectFrom('store_listings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('store_id', '=', storeId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(body.total).toBe(stored);
    expect(body.availableCount + body.pausedCount + body.blockedCount).toBe(stored);
    expect(body.showing).toBe(5);
    expect(body.paginate).toMatchObject({ current_page: 1, per_page: 5, total: stored });
    const page2 = (
      await t.request('POST', '/v1/product-store-list', {
        token: seller.token,
        body: { store_id: storeId, per_page: 5, page: 2 },
      })
    ).json();
    expect(page2.products.map((p: { id: number }) => p.id)).not.toContain(body.products[0].id);

    const byCode = (
      await t.request('POST', '/v1/product-store-list', {
        token: seller.token,
        body: { store_id: storeId, search: '777' },
      })
    ).json();
    expect(byCode.products.length).toBeGreaterThan(0);
    expect(byCode.products.every((p: { product: { code: number } }) => p.product.code === productId)).toBe(
      true,
    );

    const filtered = (
      await t.request('POST', '/v1/product-store-list', {
        token: seller.token,
        body: { store_id: storeId, condition: 'NM', language: ['BR'], type: 'card', sort: 'price_asc' },
      })
    ).json();
    const prices = filtered.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    for (const p of filtered.products) {
      expect(p).toMatchObject({ condition: 'NM', language: 'BR', product: { type: 'card' } });
    }

    const bad = await t.request('POST', '/v1/product-store-list', {
      token: seller.token,
      body: { store_id: storeId, status: 'sold' },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (
        await t.request('POST', '/v1/product-store-list', {
          token: stranger.token,
          body: { store_id: storeId },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request('POST', '/v1/product-store-list', { body: { store_id: storeId } })).statusCode,
    ).toBe(401);
  });

  it('counts units held by open orders as reserved, apart from the units for sale', async () => {
    const buyer = await makeBuyer(t);
    const created = await save({
      product_id: productId,
      condition: 'MP',
      language: 'JP',
      quantity: 5,
      price: 4,
    });
    const id = created.json().result.id;
    await addToCart(t, buyer, id, 2);
    const { orderBody } = await import('../cart/fixtures.ts');
    const order = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    expect(order.statusCode).toBe(201);
    const full = await t.request('POST', '/v1/product-store-full/', { token: seller.token, body: { id } });
    expect(full.json().result).toMatchObject({ quantity: 3, reserved: 2 });
    expect(
      (await t.request('POST', '/v1/product-store-full', { token: stranger.token, body: { id } })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('POST', '/v1/product-store-full', { token: seller.token, body: { id: 99_999_999 } }))
        .statusCode,
    ).toBe(404);
  });

  it('the Cards screen renders the store’s cards as props, with the URL’s filters', async () => {
    const visit = await inertiaVisits(t);
    const session = (
      await t.request('POST', '/login', {
        body: { email: 'lojista@exemplo.com', password: 'segredo123' },
      })
    ).cookies.find((c) => c.name.includes('session'))?.value;
    const res = await visit(`/my-store/${storeId}/products/Cards?condition=SP&status=available`, {}, session);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.component).toBe('MyStore/Products/Cards');
    expect(page.props.kind).toBe('card');
    expect(page.props.filters).toMatchObject({ condition: ['SP'], status: 'available' });
    expect(page.mergeProps).toContain('products');
    for (const p of page.props.products) {
      expect(p).toMatchObject({ condition: 'SP', status: 'available', product: { type: 'card' } });
    }
    expect(page.props.total).toBe(page.props.availableCount);
  });
});

describe('POST /v1/product-store-delete', () => {
  it('deletes the listing; carts holding it hear it is gone; orders keep their copy', async () => {
    const events = recordBroadcasts(t);
    const buyer = await makeBuyer(t);
    const created = await save({
      product_id: productId,
      condition: 'D',
      language: 'BR',
      quantity: 3,
      price: 2,
    });
    const id = created.json().result.id;
    await addToCart(t, buyer, id, 1);
    const forbidden = await t.request('POST', '/v1/product-store-delete', {
      token: stranger.token,
      body: { id },
    });
    expect(forbidden.statusCode).toBe(403);
    const res = await t.request('POST', '/v1/product-store-delete/', { token: seller.token, body: { id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: 'Excluído com sucesso' });
    expect(await listingRow(id)).toBeUndefined();
    expect((await offersOf(productId)).map((o) => o.id)).not.toContain(id);
    const changed = events.filter((e) => e.event === 'cart.listing-changed');
    expect(changed).toHaveLength(1);
    expect(changed[0].payload).toMatchObject({ listing_id: id, change: 'unavailable' });
    const again = await t.request('POST', '/v1/product-store-delete', { token: seller.token, body: { id } });
    expect(again.statusCode).toBe(404);

    // A listing with an order awaiting payment: the order line keeps product, price and quantity.
    const sold = await save({ product_id: productId, condition: 'D', language: 'EN', quantity: 3, price: 2 });
    const soldId = sold.json().result.id;
    await addToCart(t, buyer, soldId, 1);
    const { orderBody } = await import('../cart/fixtures.ts');
    expect(
      (await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) })).statusCode,
    ).toBe(201);
    expect(
      (await t.request('POST', '/v1/product-store-delete', { token: seller.token, body: { id: soldId } }))
        .statusCode,
    ).toBe(200);
    const item = await t.db
      .selectFrom('order_items')
      .select(['listing_id', 'product_id', 'quantity', 'unit_price'])
      .where('product_id', '=', productId)
      .where('language', '=', 'EN')
      .where('condition', '=', 'D')
      .executeTakeFirstOrThrow();
    expect(item).toEqual({ listing_id: null, product_id: productId, quantity: 1, unit_price: 200 });
  });
});
