import { sql } from 'kysely';
import type { StoreRankType } from '../../../shared/constants/catalogue.ts';
import type { DB, Dialect } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { conditionName, extrasCodes, languageName, reais } from './references.ts';
import {
  correctTokens,
  matchCandidates,
  type SearchBackend,
  searchBackend,
  shortTokenExpansions,
} from './search.ts';
import { normalizeText, tokenize } from './text.ts';

export type { StoreRankType } from '../../../shared/constants/catalogue.ts';

/** Stores: lists, detail, ranking, reviews and a store's own listings. */

export const STORE_BADGE_COLUMNS = [
  's.id as store_id',
  's.name as store_name',
  's.slug as store_slug',
  's.uf as store_uf',
  's.city as store_city',
  's.logo_url as store_logo',
  's.rating_sum as store_rating_sum',
  's.reviews_count as store_reviews_count',
  's.is_client as store_is_client',
] as const;

export const storeBadgeColumns = (_alias: 's') => STORE_BADGE_COLUMNS;

export interface StoreBadgeRow {
  store_id: number;
  store_name: string;
  store_slug: string;
  store_uf: string;
  store_city: string;
  store_logo: string | null;
  store_rating_sum: number;
  store_reviews_count: number;
  store_is_client: number;
}

export const averageRating = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

export function storeBadge(r: StoreBadgeRow) {
  return {
    id: r.store_id,
    name: r.store_name,
    slug: r.store_slug,
    uf: r.store_uf,
    city: r.store_city,
    logo: r.store_logo ?? `/media/stores/${r.store_id}/logo.svg`,
    rating: averageRating(Number(r.store_rating_sum), Number(r.store_reviews_count)),
    reviews_count: Number(r.store_reviews_count),
    is_client: Number(r.store_is_client) === 1,
  };
}

const LIST_COLUMNS = [
  'id',
  'name',
  'slug',
  'uf',
  'city',
  'logo_url',
  'banner_url',
  'rating_sum',
  'reviews_count',
  'is_client',
  'offers_count',
  'sales_count',
] as const;

interface StoreRow {
  id: number;
  name: string;
  slug: string;
  uf: string;
  city: string;
  logo_url: string | null;
  banner_url: string | null;
  rating_sum: number;
  reviews_count: number;
  is_client: number;
  offers_count: number;
  sales_count: number;
}

export function storeListItem(r: StoreRow) {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    uf: r.uf,
    city: r.city,
    logo: r.logo_url ?? `/media/stores/${r.id}/logo.svg`,
    banner: r.banner_url ?? `/media/stores/${r.id}/banner.svg`,
    rating: averageRating(r.rating_sum, r.reviews_count),
    reviews_count: r.reviews_count,
    is_client: r.is_client === 1,
    offers_count: r.offers_count,
    sales_count: r.sales_count,
  };
}

export interface StoreListQuery {
  ufs?: string[];
  search?: string;
  isClient?: boolean;
  page: number;
  perPage: number;
}

export async function listStores(db: DB, q: StoreListQuery) {
  let base = db.selectFrom('stores').where('status', '=', 'active');
  if (q.ufs?.length) base = base.where('uf', 'in', q.ufs);
  if (q.isClient) base = base.where('is_client', '=', 1);
  if (q.search) {
    // Store names are few (tens to hundreds): matching the normalized name in SQL is enough here.
    const words = normalizeText(q.search).split(' ').filter(Boolean);
    for (const w of words) base = base.where(sql<boolean>`${storeNameNormalized()} LIKE ${`%${w}%`}`);
  }
  const [rows, count] = await Promise.all([
    base
      .select([...LIST_COLUMNS])
      .orderBy('is_client', 'desc')
      .orderBy('sales_count', 'desc')
      .orderBy('id')
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { stores: rows.map(storeListItem), total: Number(count.n) };
}

/** slug is already lowercase and accent-free; the name is matched through it plus the city. */
function storeNameNormalized() {
  return sql`(REPLACE(slug, '-', ' ') || ' ' || LOWER(uf))`;
}

export async function findStore(db: DB, by: { id: number } | { slug: string }) {
  let q = db
    .selectFrom('stores')
    .select([...LIST_COLUMNS, 'description', 'created_at', 'owner_user_id', 'status']);
  q = 'id' in by ? q.where('id', '=', by.id) : q.where('slug', '=', by.slug);
  return q.executeTakeFirst();
}

export async function storeDetail(db: DB, by: { id: number } | { slug: string }, userId: number | null) {
  const store = await findStore(db, by);
  if (!store) return null;
  const days = await db
    .selectFrom('store_free_shipping_days')
    .select('day_of_week')
    .where('store_id', '=', store.id)
    .orderBy('day_of_week')
    .execute();
  return {
    ...storeListItem(store),
    description: store.description,
    created_at: store.created_at,
    is_owner: userId !== null && store.owner_user_id === userId,
    free_shipping_days: days.map((d) => d.day_of_week),
  };
}

export async function rankStores(
  db: DB,
  type: StoreRankType,
  ufs: string[] | undefined,
  page: number,
  perPage: number,
) {
  let base = db.selectFrom('stores').where('status', '=', 'active');
  if (ufs?.length) base = base.where('uf', 'in', ufs);
  if (type === 'rating') base = base.where('reviews_count', '>', 0);
  const ratingExpr = sql<number>`rating_sum * 1.0 / reviews_count`;
  const ordered =
    type === 'rating'
      ? base.orderBy(ratingExpr, 'desc').orderBy('reviews_count', 'desc')
      : type === 'offers'
        ? base.orderBy('offers_count', 'desc')
        : base.orderBy('sales_count', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .select([...LIST_COLUMNS])
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    stores: rows.map((r, i) => {
      const item = storeListItem(r);
      const value =
        type === 'rating' ? (item.rating ?? 0) : type === 'offers' ? r.offers_count : r.sales_count;
      return { ...item, position: (page - 1) * perPage + i + 1, value };
    }),
    total: Number(count.n),
  };
}

export async function storeReviews(db: DB, storeId: number, page: number, perPage: number) {
  const base = db.selectFrom('store_reviews').where('store_id', '=', storeId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'rating', 'comment', 'author_name', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      author: r.author_name,
      created_at: r.created_at,
    })),
    total: Number(count.n),
  };
}

export async function storeRating(db: DB, storeId: number) {
  const rows = await db
    .selectFrom('store_reviews')
    .select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
    .where('store_id', '=', storeId)
    .groupBy('rating')
    .execute();
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let sum = 0;
  let count = 0;
  for (const r of rows) {
    distribution[String(r.rating)] = Number(r.n);
    sum += r.rating * Number(r.n);
    count += Number(r.n);
  }
  return { average: averageRating(sum, count), count, distribution };
}

export interface StoreProductsQuery {
  storeId: number;
  /** Only the owner sees paused listings. */
  includePaused: boolean;
  status?: 'available' | 'paused';
  type?: ProductType;
  search?: string;
  conditions?: string[];
  languages?: string[];
  /** Listings with every one of these extras (bit mask of references.ts EXTRAS). */
  extrasMask?: number;
  /** Listing price range, in centavos. */
  priceMin?: number;
  priceMax?: number;
  sort: 'name' | 'price_asc' | 'price_desc' | 'newest';
  page: number;
  perPage: number;
}

/**
 * A store's listings with their products (three queries per page: counts, page, product fields). The
 * text search is the catalogue's (search.ts: accent- and case-insensitive word prefixes on the search
 * index); when it finds nothing, the one-typo correction runs and the page is read once more.
 */
export async function storeListings(ctx: { db: DB; dialect: Dialect }, q: StoreProductsQuery) {
  const tokens = q.search ? tokenize(q.search) : [];
  const backend = await searchBackend(ctx.db, ctx.dialect);
  const first = await storeListingsPage(ctx.db, backend, q, tokens);
  if (tokens.length === 0 || first.total > 0 || first.availableCount + first.pausedCount > 0)
    return { ...first, corrected: null };
  const fixed = await correctTokens(ctx.db, tokens);
  if (!fixed) return { ...first, corrected: null };
  return { ...(await storeListingsPage(ctx.db, backend, q, fixed)), corrected: fixed.join(' ') };
}

async function storeListingsPage(db: DB, backend: SearchBackend, q: StoreProductsQuery, tokens: string[]) {
  let base = db
    .selectFrom('store_listings as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .where('l.store_id', '=', q.storeId);
  if (q.type) base = base.where('p.type', '=', q.type);
  if (tokens.length) {
    const matches = matchCandidates(backend, tokens, await shortTokenExpansions(db, backend, tokens));
    base = base.where(sql<boolean>`l.product_id IN (SELECT m.product_id FROM ${matches} m)`);
  }
  if (q.conditions?.length) base = base.where('l.condition', 'in', q.conditions);
  if (q.languages?.length) base = base.where('l.language', 'in', q.languages);
  if (q.extrasMask) base = base.where(sql<boolean>`(l.extras & ${q.extrasMask}) = ${q.extrasMask}`);
  if (q.priceMin !== undefined) base = base.where('l.price', '>=', q.priceMin);
  if (q.priceMax !== undefined) base = base.where('l.price', '<=', q.priceMax);
  const counts = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(sql`CASE WHEN l.status = 'available' THEN 1 ELSE 0 END`).as('available'),
      eb.fn.sum<number>(sql`CASE WHEN l.status = 'paused' THEN 1 ELSE 0 END`).as('paused'),
    ])
    .executeTakeFirstOrThrow();
  let listed = base;
  if (!q.includePaused) listed = listed.where('l.status', '=', 'available').where('l.quantity', '>', 0);
  else if (q.status) listed = listed.where('l.status', '=', q.status);
  const ordered =
    q.sort === 'price_asc'
      ? listed.orderBy('l.price', 'asc')
      : q.sort === 'price_desc'
        ? listed.orderBy('l.price', 'desc')
        : q.sort === 'newest'
          ? listed.orderBy('l.created_at', 'desc')
          : listed.orderBy('p.name_norm');
  const [rows, total] = await Promise.all([
    ordered
      .select([
        'l.id',
        'l.product_id',
        'p.type',
        'l.condition',
        'l.language',
        'l.extras',
        'l.quantity',
        'l.price',
        'l.status',
      ])
      .orderBy('l.id')
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    listed.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      product_id: r.product_id,
      type: r.type,
      condition: r.condition,
      condition_name: conditionName(r.condition),
      language: r.language,
      language_name: languageName(r.language),
      extras: extrasCodes(r.extras),
      quantity: r.quantity,
      price: reais(r.price) as number,
      status: r.status,
    })),
    total: Number(total.n),
    availableCount: Number(counts.available ?? 0),
    pausedCount: Number(counts.paused ?? 0),
  };
}

/** Recomputes the offer count a store row keeps; whoever writes store_listings calls it. */
export async function refreshStoreOffers(db: DB, storeIds: readonly number[]): Promise<void> {
  for (const id of storeIds) {
    const row = await db
      .selectFrom('store_listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('store_id', '=', id)
      .where('status', '=', 'available')
      .where('quantity', '>', 0)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('stores')
      .set({ offers_count: Number(row.n) })
      .where('id', '=', id)
      .execute();
  }
}
