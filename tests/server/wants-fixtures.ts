import { nowIso } from '../../server/db/index.ts';
import { indexProducts } from '../../server/domain/catalogue/search-index.ts';
import { makeBuyer, makeStore } from './cart/fixtures.ts';
import type { TestApp } from './support/testApp.ts';

/** Cards, listings and lists for the want-list tests, written straight to the database. */

export { makeBuyer, makeStore };

let counter = 0;

/** A card with its Portuguese and English names, indexed for search (name_norm, vocabulary). */
export async function makeCard(
  t: TestApp,
  options: { name: string; nameEn?: string; code?: string; type?: 'card' | 'tcg' } = { name: 'Carta' },
) {
  const business = await t.db.selectFrom('businesses').select('id').where('id', '=', 1).executeTakeFirst();
  if (!business) await makeStore(t); // creates the business the catalogue hangs from
  const now = nowIso();
  const n = ++counter;
  const row = await t.db
    .insertInto('products')
    .values({
      business_id: 1,
      type: options.type ?? 'card',
      category_id: null,
      collection_id: null,
      brand_id: null,
      rarity_id: null,
      element_id: null,
      origin_id: null,
      name: options.name,
      name_en: options.nameEn ?? null,
      name_norm: '',
      search_text: '',
      number: `${String(n).padStart(3, '0')}/250`,
      code_pro: options.code ?? `TST-${String(n).padStart(3, '0')}`,
      rdc: null,
      description: null,
      can_send_bra_center: 0,
      released_at: null,
      min_price: null,
      avg_price: null,
      max_price: null,
      offers_count: 0,
      stock: 0,
      price_7d_ago: null,
      price_change_bp: null,
      monthly_views: 0,
      monthly_sales: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexProducts(t.db, [row.id]);
  return row.id;
}

export async function listCard(
  t: TestApp,
  options: {
    storeId: number;
    productId: number;
    price: number;
    quantity?: number;
    condition?: string;
    language?: string;
    extras?: number;
  },
) {
  const now = nowIso();
  const row = await t.db
    .insertInto('store_listings')
    .values({
      store_id: options.storeId,
      product_id: options.productId,
      condition: options.condition ?? 'NM',
      language: options.language ?? 'BR',
      extras: options.extras ?? 0,
      quantity: options.quantity ?? 4,
      price: options.price,
      status: 'available',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Free PAC every day of the week from `minOrder` centavos. */
export async function freeShippingEveryDay(t: TestApp, storeId: number, minOrder: number) {
  for (let day = 0; day < 7; day++) {
    await t.db
      .insertInto('store_free_shipping_days')
      .values({ store_id: storeId, day_of_week: day, min_order: minOrder })
      .execute();
  }
}

export async function makeList(t: TestApp, token: string, name = 'Deck') {
  const res = await t.request('POST', '/v1/wants', { token, body: { name } });
  if (res.statusCode !== 201) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json().result.id as number;
}

export async function paste(t: TestApp, token: string, listId: number, text: string) {
  return t.request('POST', `/v1/wants/${listId}/entries`, { token, body: { text } });
}

export async function countLines(t: TestApp) {
  const row = await t.db
    .selectFrom('want_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
