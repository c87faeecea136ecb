import { sql } from 'kysely';
import type { RankType } from '../../../shared/constants/catalogue.ts';
import type { DB } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { refreshOfferFacets } from './facets.ts';
import { CONDITIONS, conditionName, extrasCodes, LANGUAGES, languageName, reais } from './references.ts';
import { type StoreBadgeRow, storeBadge, storeBadgeColumns } from './stores.ts';

export type { RankType } from '../../../shared/constants/catalogue.ts';

/** A product's offers (store listings) and the figures built from them: stats, history, conditions. */

export interface OfferQuery {
  productId: number;
  productType?: ProductType;
  ufs?: string[];
  storeIsClient?: boolean;
  conditions?: string[];
  languages?: string[];
  extrasMask?: number;
  sort: 'price_asc' | 'price_desc' | 'rating' | 'quantity';
  page: number;
  perPage: number;
}

export async function productExists(db: DB, id: number, type?: ProductType): Promise<boolean> {
  let q = db.selectFrom('products').select('id').where('id', '=', id);
  if (type) q = q.where('type', '=', type);
  return Boolean(await q.executeTakeFirst());
}

/** The available offers with stock of one product, cheapest first by default; two queries per page. */
export async function productOffers(db: DB, q: OfferQuery) {
  let base = db
    .selectFrom('store_listings as l')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .where('l.product_id', '=', q.productId)
    .where('l.status', '=', 'available')
    .where('l.quantity', '>', 0)
    .where('s.status', '=', 'active');
  if (q.ufs?.length) base = base.where('s.uf', 'in', q.ufs);
  if (q.storeIsClient) base = base.where('s.is_client', '=', 1);
  if (q.conditions?.length) base = base.where('l.condition', 'in', q.conditions);
  if (q.languages?.length) base = base.where('l.language', 'in', q.languages);
  if (q.extrasMask) base = base.where(sql<boolean>`(l.extras & ${q.extrasMask}) = ${q.extrasMask}`);
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let page = base.select([
    'l.id',
    'l.condition',
    'l.language',
    'l.extras',
    'l.quantity',
    'l.price',
    ...storeBadgeColumns('s'),
  ]);
  page =
    q.sort === 'price_desc'
      ? page.orderBy('l.price', 'desc')
      : q.sort === 'rating'
        ? page
            .orderBy(
              sql`CASE WHEN s.reviews_count = 0 THEN 0 ELSE s.rating_sum * 1.0 / s.reviews_count END`,
              'desc',
            )
            .orderBy('l.price')
        : q.sort === 'quantity'
          ? page.orderBy('l.quantity', 'desc').orderBy('l.price')
          : page.orderBy('l.price');
  const rows = await page
    .orderBy('l.id')
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage)
    .execute();
  return {
    total: Number(countRow.n),
    offers: rows.map((r) => ({
      id: r.id,
      store: storeBadge(r as unknown as StoreBadgeRow),
      condition: r.condition,
      condition_name: conditionName(r.condition),
      language: r.language,
      language_name: languageName(r.language),
      extras: extrasCodes(r.extras),
      quantity: r.quantity,
      price: reais(r.price) as number,
    })),
  };
}

const availableOffers = (db: DB, productId: number) =>
  db
    .selectFrom('store_listings as l')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .where('l.product_id', '=', productId)
    .where('l.status', '=', 'available')
    .where('l.quantity', '>', 0)
    .where('s.status', '=', 'active');

export async function priceSummary(db: DB, productId: number) {
  const row = await availableOffers(db, productId)
    .select((eb) => [
      eb.fn.min<number>('l.price').as('min'),
      eb.fn.avg<number>('l.price').as('avg'),
      eb.fn.max<number>('l.price').as('max'),
      eb.fn.countAll<number>().as('offers'),
      eb.fn.sum<number>('l.quantity').as('stock'),
    ])
    .executeTakeFirstOrThrow();
  return {
    min: reais(row.min),
    avg: row.avg === null ? null : reais(Math.round(Number(row.avg))),
    max: reais(row.max),
    offers: Number(row.offers),
    stock: Number(row.stock ?? 0),
  };
}

export async function productStats(db: DB, productId: number, changeBp: number | null) {
  const [summary, byCondition, byLanguage] = await Promise.all([
    priceSummary(db, productId),
    availableOffers(db, productId)
      .select((eb) => [
        'l.condition',
        eb.fn.min<number>('l.price').as('min'),
        eb.fn.countAll<number>().as('offers'),
      ])
      .groupBy('l.condition')
      .execute(),
    availableOffers(db, productId)
      .select((eb) => [
        'l.language',
        eb.fn.min<number>('l.price').as('min'),
        eb.fn.countAll<number>().as('offers'),
      ])
      .groupBy('l.language')
      .execute(),
  ]);
  const conditionOrder = (code: string) => CONDITIONS.findIndex((c) => c.code === code);
  const languageOrder = (code: string) => LANGUAGES.findIndex((c) => c.code === code);
  return {
    ...summary,
    variation_7d: changeBp === null ? null : changeBp / 100,
    by_condition: byCondition
      .sort((a, b) => conditionOrder(a.condition) - conditionOrder(b.condition))
      .map((r) => ({
        condition: r.condition,
        name: conditionName(r.condition),
        min: reais(r.min) as number,
        offers: Number(r.offers),
      })),
    by_language: byLanguage
      .sort((a, b) => languageOrder(a.language) - languageOrder(b.language))
      .map((r) => ({
        language: r.language,
        name: languageName(r.language),
        min: reais(r.min) as number,
        offers: Number(r.offers),
      })),
  };
}

export async function productConditions(db: DB, productId: number) {
  const rows = await availableOffers(db, productId)
    .select((eb) => [
      'l.condition',
      eb.fn.countAll<number>().as('offers'),
      eb.fn.sum<number>('l.quantity').as('quantity'),
      eb.fn.min<number>('l.price').as('min_price'),
    ])
    .groupBy('l.condition')
    .execute();
  const order = (code: string) => CONDITIONS.findIndex((c) => c.code === code);
  return rows
    .sort((a, b) => order(a.condition) - order(b.condition))
    .map((r) => ({
      code: r.condition,
      name: conditionName(r.condition),
      offers: Number(r.offers),
      quantity: Number(r.quantity),
      min_price: reais(r.min_price) as number,
    }));
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Completed sales of the last `days` days (newest first, at most 200) and one price point per day:
 * the snapshots are stored only on days the prices changed, so each day takes the last one before it.
 */
export async function productHistory(
  db: DB,
  productId: number,
  days: number,
  condition?: string,
  now = new Date(),
) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const startMs = today - (days - 1) * 86400000;
  const start = isoDay(startMs);
  let sales = db
    .selectFrom('product_sales')
    .select(['sold_at', 'quantity', 'price', 'condition', 'language'])
    .where('product_id', '=', productId)
    .where('sold_at', '>=', new Date(startMs).toISOString());
  if (condition) sales = sales.where('condition', '=', condition);
  const [saleRows, inRange, before] = await Promise.all([
    sales.orderBy('sold_at', 'desc').limit(200).execute(),
    db
      .selectFrom('price_snapshots')
      .select(['day', 'min_price', 'avg_price', 'max_price'])
      .where('product_id', '=', productId)
      .where('day', '>=', start)
      .orderBy('day')
      .execute(),
    db
      .selectFrom('price_snapshots')
      .select(['day', 'min_price', 'avg_price', 'max_price'])
      .where('product_id', '=', productId)
      .where('day', '<', start)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const daily: { date: string; min: number | null; avg: number | null; max: number | null }[] = [];
  let current = before ?? null;
  let next = 0;
  for (let ms = startMs; ms <= today; ms += 86400000) {
    const date = isoDay(ms);
    while (next < inRange.length && inRange[next].day <= date) current = inRange[next++];
    daily.push({
      date,
      min: reais(current?.min_price),
      avg: reais(current?.avg_price),
      max: reais(current?.max_price),
    });
  }
  const saleList = saleRows.map((s) => ({
    date: s.sold_at,
    quantity: s.quantity,
    price: reais(s.price) as number,
    condition: s.condition,
    language: s.language,
  }));
  return { sales: saleList, daily, last_sale: saleList[0] ?? null };
}

/** HighAndLowCards: the week's biggest price rises or drops, or the month's most viewed or sold. */
export async function rankedProducts(
  db: DB,
  type: RankType,
  productType: ProductType,
  page: number,
  perPage: number,
) {
  let base = db.selectFrom('products').where('type', '=', productType);
  if (type === 'price_high') base = base.where('price_change_bp', '>', 0);
  if (type === 'price_low') base = base.where('price_change_bp', '<', 0);
  if (type === 'monthly_views') base = base.where('monthly_views', '>', 0);
  if (type === 'monthly_sales') base = base.where('monthly_sales', '>', 0);
  const ordered =
    type === 'price_high'
      ? base.orderBy('price_change_bp', 'desc')
      : type === 'price_low'
        ? base.orderBy('price_change_bp', 'asc')
        : base.orderBy(type, 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .select(['id', 'price_change_bp', 'price_7d_ago', 'monthly_views', 'monthly_sales'])
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const metrics: Record<string, { value: number; previous_price: number | null }> = {};
  for (const r of rows) {
    const value =
      type === 'monthly_views'
        ? r.monthly_views
        : type === 'monthly_sales'
          ? r.monthly_sales
          : (r.price_change_bp ?? 0) / 100;
    metrics[String(r.id)] = {
      value,
      previous_price: type.startsWith('price') ? reais(r.price_7d_ago) : null,
    };
  }
  return { ids: rows.map((r) => r.id), metrics, total: Number(count.n) };
}

/**
 * Recomputes the offer aggregates a product row keeps (cheapest and average available offer, highest
 * listed price, offer count, stock) and its offer facets (facets.ts) from its listings. Whoever writes
 * store_listings calls it, inside the same transaction; so does whoever changes a product's type or
 * category, a store's state or client status (for the store's products), or deletes a product (after
 * deleting its listings, before deleting the product).
 */
export async function refreshProductOffers(db: DB, productIds: readonly number[]): Promise<void> {
  for (const id of productIds) {
    const live = await db
      .selectFrom('store_listings')
      .select((eb) => [
        eb.fn.min<number>('price').as('min'),
        eb.fn.avg<number>('price').as('avg'),
        eb.fn.countAll<number>().as('offers'),
        eb.fn.sum<number>('quantity').as('stock'),
      ])
      .where('product_id', '=', id)
      .where('status', '=', 'available')
      .where('quantity', '>', 0)
      .executeTakeFirstOrThrow();
    const all = await db
      .selectFrom('store_listings')
      .select((eb) => eb.fn.max<number>('price').as('max'))
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    const product = await db
      .selectFrom('products')
      .select('price_7d_ago')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!product) continue;
    const min = live.min === null ? null : Number(live.min);
    const before = product.price_7d_ago;
    await db
      .updateTable('products')
      .set({
        min_price: min,
        avg_price: live.avg === null ? null : Math.round(Number(live.avg)),
        max_price: all.max === null ? null : Number(all.max),
        offers_count: Number(live.offers),
        stock: Number(live.stock ?? 0),
        price_change_bp: min !== null && before ? Math.round(((min - before) / before) * 10000) : null,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }
  await refreshOfferFacets(db, productIds);
}
