import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as offerFacetsMigration from '../../../server/db/migrations/0005_offer_facets.ts';
import * as listOrdersMigration from '../../../server/db/migrations/0020_list_orders.ts';
import * as statePriceMigration from '../../../server/db/migrations/0025_state_price_walk.ts';
import {
  countFacetKeys,
  facetDb,
  rebuildOfferFacets,
  storedFacetCounts,
} from '../../../server/domain/catalogue/facets.ts';
import { setListCache } from '../../../server/domain/catalogue/list-cache.ts';
import {
  offerTotal,
  roundDown,
  TOTAL_LIMITS,
  type TotalLimits,
} from '../../../server/domain/catalogue/offer-totals.ts';
import { refreshProductOffers } from '../../../server/domain/catalogue/offers.ts';
import { priceWalkPage } from '../../../server/domain/catalogue/price-walk.ts';
import { categoryIds, PAGE_LIMITS } from '../../../server/domain/catalogue/products.ts';
import { EXTRAS, extrasMask, PRODUCT_TYPES } from '../../../server/domain/catalogue/references.ts';
import { runPaymentExpiry } from '../../../server/jobs/payment-expiry.ts';
import { addToCart, makeBuyer, orderBody } from '../cart/fixtures.ts';
import { addListings, B, createCatalogueApp, makeProduct, makeStores } from './support.ts';

/**
 * The lists filtered by offer attributes read precomputed offer facets and counts (docs/catalogue.md,
 * "Offer facets"). These tests hold them to the definition: the cheapest available offer with stock
 * that matches the filters, computed here straight from the listings, for every kind of filter, sort
 * and page, before and after checkouts move stock.
 */

let t: Awaited<ReturnType<typeof createCatalogueApp>>;
let stores: { sp: number; rj: number };

beforeAll(async () => {
  t = await createCatalogueApp();
  stores = await makeStores(t);
});
afterAll(async () => {
  await t.close();
});

interface Filters {
  type?: 'card' | 'tcg' | 'accessory' | 'bra' | 'filter';
  category_id?: number;
  condition?: string[];
  language?: string[];
  uf?: string[];
  extras?: string[];
  price_min?: number;
  price_max?: number;
  sort?: 'name' | 'price_asc' | 'price_desc' | 'newest' | 'popular';
  page?: number;
  per_page?: number;
}

const paginate = async (body: Filters) => {
  const res = await t.request('POST', `${B}/products/paginate`, { body });
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  const json = res.json();
  return {
    items: json.data.map((i: { code: number; price: number }) => [i.code, i.price]),
    total: json.paginate.total,
  };
};

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** What the list must answer, computed from the listings themselves. */
async function expected(f: Filters) {
  const [products, listings, storeRows, categories] = await Promise.all([
    t.db
      .selectFrom('products')
      .select(['id', 'type', 'category_id', 'name_norm', 'released_at', 'monthly_sales', 'monthly_views'])
      .execute(),
    t.db
      .selectFrom('store_listings')
      .select(['product_id', 'store_id', 'condition', 'language', 'extras', 'quantity', 'price', 'status'])
      .execute(),
    t.db.selectFrom('stores').select(['id', 'uf']).execute(),
    t.db.selectFrom('categories').select(['id', 'parent_id']).execute(),
  ]);
  const store = new Map(storeRows.map((s) => [s.id, s]));
  const mask = (f.extras ?? []).reduce((m, code) => m | (1 << EXTRAS.findIndex((e) => e.code === code)), 0);
  const inCategory =
    f.category_id === undefined
      ? null
      : new Set(
          categories.filter((c) => c.id === f.category_id || c.parent_id === f.category_id).map((c) => c.id),
        );
  const types = f.type === 'filter' ? null : [f.type ?? 'card'];
  const cheapest = new Map<number, number>();
  for (const l of listings) {
    const s = store.get(l.store_id);
    if (!s || l.status !== 'available' || l.quantity <= 0) continue;
    if (f.condition && !f.condition.includes(l.condition)) continue;
    if (f.language && !f.language.includes(l.language)) continue;
    if (f.uf && !f.uf.includes(s.uf)) continue;
    if ((l.extras & mask) !== mask) continue;
    cheapest.set(l.product_id, Math.min(cheapest.get(l.product_id) ?? Infinity, l.price));
  }
  const rows = products
    .filter((p) => !types || types.includes(p.type))
    .filter((p) => !inCategory || (p.category_id !== null && inCategory.has(p.category_id)))
    .filter((p) => cheapest.has(p.id))
    .map((p) => ({ ...p, price: cheapest.get(p.id) as number }))
    .filter((p) => f.price_min === undefined || p.price >= f.price_min * 100)
    .filter((p) => f.price_max === undefined || p.price <= f.price_max * 100);
  const sorts = {
    name: (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      compare(a.name_norm, b.name_norm) || a.id - b.id,
    price_asc: (a: (typeof rows)[number], b: (typeof rows)[number]) => a.price - b.price || a.id - b.id,
    price_desc: (a: (typeof rows)[number], b: (typeof rows)[number]) => b.price - a.price || a.id - b.id,
    newest: (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      Number(a.released_at === null) - Number(b.released_at === null) ||
      compare(b.released_at ?? '', a.released_at ?? '') ||
      b.id - a.id,
    popular: (a: (typeof rows)[number], b: (typeof rows)[number]) =>
      b.monthly_sales - a.monthly_sales || b.monthly_views - a.monthly_views || a.id - b.id,
  };
  rows.sort(sorts[f.sort ?? 'name']);
  const perPage = f.per_page ?? 24;
  const start = ((f.page ?? 1) - 1) * perPage;
  return {
    items: rows.slice(start, start + perPage).map((p) => [p.id, p.price / 100]),
    total: rows.length,
  };
}

/** Filters that exercise each way a page is read: counts, walks, grouped facets, ranges, pages. */
function filterCases(): Filters[] {
  const offerSets: Filters[] = [
    { condition: ['NM'], language: ['BR'] },
    { condition: ['NM'], uf: ['SP'] },
    { language: ['EN'], uf: ['RJ'] },
    { language: ['BR'] },
    { condition: ['M'], extras: ['foil'] },
    { extras: ['foil', 'promo'] },
    { condition: ['SP'], uf: ['PR'] },
    { condition: ['NM', 'SP'], language: ['BR', 'EN'] },
    { language: ['JP'], uf: ['SP', 'RJ', 'MG'] },
    { condition: ['sealed'] },
  ];
  const variants: Filters[] = [
    {},
    { per_page: 3 },
    { per_page: 3, page: 2 },
    { per_page: 5, page: 4 },
    { page: 50 },
    { sort: 'price_asc', per_page: 7 },
    { sort: 'price_desc', per_page: 7, page: 2 },
    { sort: 'newest', per_page: 10 },
    { sort: 'popular', per_page: 10 },
    { price_min: 2, price_max: 40, per_page: 60 },
    { price_min: 2, per_page: 4 },
    { sort: 'price_asc', price_min: 2, price_max: 40, per_page: 5, page: 2 },
    { sort: 'price_desc', price_max: 30, per_page: 4 },
    { type: 'filter', per_page: 60 },
    { type: 'tcg' },
    { type: 'filter', category_id: 1, per_page: 60 },
    { category_id: 101, per_page: 60 },
  ];
  return offerSets.flatMap((o) => variants.map((v) => ({ type: 'card' as const, ...o, ...v })));
}

async function expectListsMatchListings() {
  for (const f of filterCases()) expect(await paginate(f), JSON.stringify(f)).toEqual(await expected(f));
}

/** The stored facets and counts against a recomputation from the listings. */
async function expectFacetsConsistent() {
  const fdb = facetDb(t.db);
  const read = () =>
    fdb
      .selectFrom('product_offer_facets')
      .selectAll()
      .orderBy(['product_id', 'condition', 'language', 'uf', 'is_client', 'extras'])
      .execute();
  const facets = await read();
  const counts = await storedFacetCounts(t.db);
  expect(counts).toEqual(await countFacetKeys(t.db));
  await rebuildOfferFacets(t.db);
  expect(await read()).toEqual(facets);
  expect(await storedFacetCounts(t.db)).toEqual(counts);
}

describe('offer filters over whole lists (offer facets)', () => {
  it('answer exactly what the listings say, for every kind of filter, sort and page', async () => {
    const a = await makeProduct(t, { name: 'Aaa Faceta Primeira' });
    await addListings(t, a, [
      { storeId: stores.sp, price: 5, condition: 'NM', language: 'JP', extras: ['foil'] },
      { storeId: stores.rj, price: 2, condition: 'HP', language: 'BR' },
      { storeId: stores.rj, price: 1, condition: 'NM', language: 'BR', status: 'paused' },
      { storeId: stores.sp, price: 0.5, condition: 'NM', language: 'BR', quantity: 0 },
    ]);
    const b = await makeProduct(t, { name: 'Aaa Faceta Segunda', type: 'tcg' });
    await addListings(t, b, [{ storeId: stores.sp, price: 30, condition: 'sealed', language: 'EN' }]);
    await expectListsMatchListings();
    await expectFacetsConsistent();
  });

  it('follow checkouts that sell a listing out and expiries that put it back', async () => {
    const product = await makeProduct(t, { name: 'Aaa Faceta Vendida' });
    await addListings(t, product, [
      { storeId: stores.sp, price: 9, condition: 'M', language: 'KO', quantity: 1 },
      { storeId: stores.rj, price: 12, condition: 'M', language: 'KO', quantity: 2 },
    ]);
    const [sold, kept] = await t.db
      .selectFrom('store_listings')
      .select('id')
      .where('product_id', '=', product)
      .orderBy('price')
      .execute();
    const korean: Filters = { condition: ['M'], language: ['KO'], per_page: 60 };
    const before = await paginate(korean);
    expect(before.items).toContainEqual([product, 9]);
    expect((await paginate({ ...korean, uf: ['SP'] })).items).toContainEqual([product, 9]);

    const buyer = await makeBuyer(t);
    await addToCart(t, buyer, sold.id);
    const order = await t.request('POST', '/v1/order/pix', { token: buyer.token, body: orderBody(buyer) });
    expect(order.statusCode).toBe(201);
    // The SP copy sold out: the product shows the RJ price, and no longer appears for SP.
    expect((await paginate(korean)).items).toContainEqual([product, 12]);
    expect((await paginate(korean)).total).toBe(before.total);
    expect((await paginate({ ...korean, uf: ['SP'] })).items).not.toContainEqual([product, 9]);
    await expectListsMatchListings();

    // The other copy sells too: the product leaves the list and the total drops by one.
    const other = await makeBuyer(t);
    await addToCart(t, other, kept.id, 2);
    const second = await t.request('POST', '/v1/order/pix', { token: other.token, body: orderBody(other) });
    expect(second.statusCode).toBe(201);
    const gone = await paginate(korean);
    expect(gone.items.map((i: number[]) => i[0])).not.toContain(product);
    expect(gone.total).toBe(before.total - 1);

    // Both PIX codes expire: the stock comes back and so does the product.
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('order_groups').set({ expires_at: past }).execute();
    expect(await runPaymentExpiry(t.app.commerce)).toBe(2);
    expect(await paginate(korean)).toEqual(before);
    await expectListsMatchListings();
    await expectFacetsConsistent();
  });

  it('follow a product moved to another category once its offers are refreshed', async () => {
    const product = await makeProduct(t, { name: 'Aaa Faceta Movida' });
    await addListings(t, product, [{ storeId: stores.rj, price: 3, condition: 'D', language: 'IT' }]);
    const italian: Filters = { condition: ['D'], language: ['IT'], per_page: 60 };
    expect((await paginate({ ...italian, category_id: 101 })).items).toContainEqual([product, 3]);
    await t.db.updateTable('products').set({ category_id: 102 }).where('id', '=', product).execute();
    await refreshProductOffers(t.db, [product]);
    expect((await paginate({ ...italian, category_id: 101 })).items).not.toContainEqual([product, 3]);
    expect((await paginate({ ...italian, category_id: 102 })).items).toContainEqual([product, 3]);
    await expectListsMatchListings();
    await expectFacetsConsistent();
  });

  it('answer the same when every list is large enough for the walk in price order', async () => {
    // Price sorts then read the facets in price order, a price range's page alongside its total.
    setListCache(t.db, false);
    PAGE_LIMITS.walkMinMatches = 0;
    try {
      await expectListsMatchListings();
    } finally {
      PAGE_LIMITS.walkMinMatches = 500;
      setListCache(t.db, true);
    }
  });

  it('are filled by the migration from the listings a database already has', async () => {
    const fdb = facetDb(t.db);
    const facets = await fdb.selectFrom('product_offer_facets').selectAll().execute();
    const counts = await storedFacetCounts(t.db);
    expect(facets.length).toBeGreaterThan(0);
    await offerFacetsMigration.down(t.db as never);
    await offerFacetsMigration.up(t.db as never);
    // Dropping the table dropped the later migrations' indexes on it too: made again, as a new database
    // has them.
    await listOrdersMigration.down(t.db as never);
    await listOrdersMigration.up(t.db as never);
    await statePriceMigration.down(t.db as never);
    await statePriceMigration.up(t.db as never);
    const sortRows = (rows: typeof facets) =>
      [...rows].sort((x, y) => x.product_id - y.product_id || compare(JSON.stringify(x), JSON.stringify(y)));
    expect(sortRows(await fdb.selectFrom('product_offer_facets').selectAll().execute())).toEqual(
      sortRows(facets),
    );
    expect(await storedFacetCounts(t.db)).toEqual(counts);
    const index = await (t.dialect === 'sqlite'
      ? sql<{ n: number }>`SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'products_name_norm_idx'`
      : sql<{ n: number }>`SELECT COUNT(*) AS n FROM pg_indexes WHERE indexname = 'products_name_norm_idx'`
    ).execute(t.db);
    expect(Number(index.rows[0].n)).toBe(1);
  });
});

/** A test's filters as the list's domain code takes them, the way products/paginate builds them. */
function domainQuery(f: Filters) {
  const filters = {
    conditions: f.condition,
    languages: f.language,
    ufs: f.uf,
    extrasMask: f.extras?.length ? extrasMask(f.extras) : undefined,
    priceMin: f.price_min === undefined ? undefined : f.price_min * 100,
    priceMax: f.price_max === undefined ? undefined : f.price_max * 100,
  };
  const scope = {
    types: f.type === 'filter' ? PRODUCT_TYPES : [f.type ?? 'card'],
    categories: f.category_id === undefined ? null : categoryIds(f.category_id),
  };
  return { filters, scope };
}

describe('price sorts with offer filters (the walk in price order)', () => {
  /** The list's answer through the walk alone, with a tiny first K so that it has to grow. */
  async function walked(f: Filters, first: number) {
    const { filters, scope } = domainQuery(f);
    const perPage = f.per_page ?? 24;
    const sort = f.sort === 'price_desc' ? 'price_desc' : 'price_asc';
    const offset = ((f.page ?? 1) - 1) * perPage;
    const rows = await priceWalkPage(t, { ...filters, sort }, scope, offset, perPage, 1, { first });
    return rows?.map((r) => [r.id, r.offer_price / 100]);
  }

  it('gives every page exactly what the listings say, growing the walk until the page is full', async () => {
    const sorts = ['price_asc', 'price_desc'] as const;
    let cases = 0;
    for (const f of filterCases())
      for (const sort of sorts)
        for (const first of [1, 3, 50]) {
          const filters = { ...f, sort };
          expect(await walked(filters, first), `${JSON.stringify(filters)} K=${first}`).toEqual(
            (await expected(filters)).items,
          );
          cases++;
        }
    expect(cases).toBe(filterCases().length * 6);
  });

  it('gives up on a filter too sparse for it, and the list still answers by grouping', async () => {
    const f: Filters = { type: 'card', condition: ['NM'], sort: 'price_asc', per_page: 60 };
    const { filters, scope } = domainQuery(f);
    const rows = await priceWalkPage(t, { ...filters, sort: 'price_asc' }, scope, 0, 60, 1, {
      first: 2,
      max: 16,
    });
    expect(rows).toBeNull();
    expect(await paginate(f)).toEqual(await expected(f));
  });
});

describe('totals the counts cannot give (several values, a price range)', () => {
  const totalOf = (f: Filters, limits: TotalLimits) => {
    const { filters, scope } = domainQuery(f);
    // The exact count, from the listings: what the list's own grouped count gives.
    return offerTotal(t, filters, scope, async () => (await expected(f)).total, limits);
  };
  const uncounted = () =>
    filterCases().filter(
      (f) =>
        (f.condition?.length ?? 0) > 1 ||
        (f.language?.length ?? 0) > 1 ||
        (f.uf?.length ?? 0) > 1 ||
        f.price_min !== undefined ||
        f.price_max !== undefined,
    );

  it('are exact while the list is small enough to count', async () => {
    expect(uncounted().length).toBeGreaterThan(10);
    for (const f of uncounted())
      expect(await totalOf(f, TOTAL_LIMITS), JSON.stringify(f)).toEqual({
        total: (await expected(f)).total,
        atLeast: false,
      });
  });

  it('are a true lower bound past that, and exact whenever the walk read the whole range', async () => {
    let bounds = 0;
    for (const f of uncounted())
      for (const walk of [1, 2, 5, 1000]) {
        const { total: exact } = await expected(f);
        const got = await totalOf(f, { exactUpTo: 0, walk });
        const label = `${JSON.stringify(f)} walk=${walk}`;
        if (got.atLeast) {
          bounds++;
          expect(got.total, label).toBeGreaterThan(0);
          expect(got.total, label).toBeLessThanOrEqual(exact);
        } else expect(got.total, label).toBe(exact);
      }
    expect(bounds).toBeGreaterThan(0);
  });

  it('round a lower bound down to two significant digits', () => {
    expect([7, 99, 100, 1234, 132706, 1999999].map(roundDown)).toEqual([7, 99, 100, 1200, 130000, 1900000]);
  });
});
