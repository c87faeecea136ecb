import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addListings, createCatalogueApp, inertiaVisits, makeProduct } from '../catalogue/support.ts';
import { registerUser, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let storeId: number;
let otherStoreId: number;
let productId: number;
let session: string | undefined;
let visit: Awaited<ReturnType<typeof inertiaVisits>>;

interface Row {
  id: number;
  quantity: number;
  status: string;
  product: { code: number };
}

const listingsOfProduct = async () =>
  t.db
    .selectFrom('store_listings')
    .select(['id', 'store_id', 'quantity', 'status'])
    .where('product_id', '=', productId)
    .execute();

beforeAll(async () => {
  const app = await createCatalogueApp({ seller: true });
  t = app;
  const sellerId = (app.seller as { id: number }).id;
  storeId = (
    await t.db
      .selectFrom('stores')
      .select('id')
      .where('owner_user_id', '=', sellerId)
      .executeTakeFirstOrThrow()
  ).id;
  otherStoreId = (
    await t.db
      .selectFrom('stores')
      .select('id')
      .where('id', '<>', storeId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  // The seeded listings of the store get plenty of units: the list holds this test's listings only.
  await t.db.updateTable('store_listings').set({ quantity: 50 }).where('store_id', '=', storeId).execute();
  productId = await makeProduct(t, { name: 'Serpente de Vidro Baixa' });
  await addListings(t, productId, [
    { storeId, price: 5, quantity: 2, condition: 'NM' },
    { storeId, price: 5, quantity: 0, condition: 'SP' },
    { storeId, price: 5, quantity: 1, condition: 'MP' },
    { storeId, price: 5, quantity: 5, condition: 'HP' },
    { storeId, price: 5, quantity: 1, condition: 'D', status: 'paused' },
    { storeId: otherStoreId, price: 5, quantity: 1 },
  ]);
  visit = await inertiaVisits(t);
  session = (
    await t.request('POST', '/login', { body: { email: 'lojista@exemplo.com', password: 'segredo123' } })
  ).cookies.find((c) => c.name.includes('session'))?.value;
});

afterAll(async () => {
  await t.close();
});

describe('/my-store/{store_id}/low-stock', () => {
  it("lists the store's listings on sale with the URL's limit or fewer units, fewest first", async () => {
    const res = await visit(`/my-store/${storeId}/low-stock?limit=2`, {}, session);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.component).toBe('MyStore/Products/LowStock');
    expect(page.props.store.id).toBe(storeId);
    expect(page.props.limit).toBe(2);
    const rows = page.props.listings as Row[];
    for (const row of rows) {
      expect(row.status).toBe('available');
      expect(row.quantity).toBeLessThanOrEqual(2);
    }
    const quantities = rows.map((r) => r.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(page.props.total).toBe(3);

    // This product's listings: the three on sale at 2 units or fewer, fewest first; not the one with 5,
    // the paused one or another store's.
    const own = await listingsOfProduct();
    const shown = rows.filter((r) => r.product.code === productId).map((r) => r.id);
    const id = (store: number, quantity: number, status = 'available') =>
      own.find((l) => l.store_id === store && l.quantity === quantity && l.status === status)?.id;
    expect(shown).toEqual([id(storeId, 0), id(storeId, 1), id(storeId, 2)]);
  });

  it('a lower limit narrows the list; a missing or malformed limit reads as 2', async () => {
    const zero = (await visit(`/my-store/${storeId}/low-stock?limit=0`, {}, session)).json();
    expect(zero.props.limit).toBe(0);
    expect((zero.props.listings as Row[]).every((r) => r.quantity === 0)).toBe(true);
    expect((zero.props.listings as Row[]).filter((r) => r.product.code === productId)).toHaveLength(1);

    for (const query of ['', '?limit=abc', '?limit=-3']) {
      const page = (await visit(`/my-store/${storeId}/low-stock${query}`, {}, session)).json();
      expect(page.props.limit).toBe(2);
    }
    const wide = (await visit(`/my-store/${storeId}/low-stock?limit=5`, {}, session)).json();
    expect((wide.props.listings as Row[]).filter((r) => r.product.code === productId)).toHaveLength(4);
  });

  it("is the store owner's only: anyone else does not get the list", async () => {
    const stranger = await registerUser(t);
    const res = await visit(`/my-store/${storeId}/low-stock`, {}, stranger.token);
    expect(res.statusCode).not.toBe(200);
    const anonymous = await visit(`/my-store/${storeId}/low-stock`);
    expect(anonymous.statusCode).not.toBe(200);
  });
});
