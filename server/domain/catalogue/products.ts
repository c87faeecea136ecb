import { type RawBuilder, sql } from 'kysely';
import type { DB, Dialect } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { reais } from './references.ts';
import {
  correctTokens,
  matchCandidates,
  prefixExpansions,
  type SearchBackend,
  searchBackend,
  shortTokenExpansions,
} from './search.ts';
import { normalizeText, tokenize } from './text.ts';

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'name' | 'newest' | 'popular';

/** Filters of the product lists and search results; money in centavos. */
export interface ProductQuery {
  types: ProductType[] | null;
  search?: string;
  categoryId?: number;
  collectionCode?: string;
  brandSlug?: string;
  rarities?: string[];
  conditions?: string[];
  languages?: string[];
  extrasMask?: number;
  ufs?: string[];
  storeIsClient?: boolean;
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  /** Only products a store may send to the Bra Center. */
  braCenter?: boolean;
  sort: ProductSort;
  page: number;
  perPage: number;
}

/** Spec section 3: exactly these fields. */
export interface ProductListItem {
  name: string;
  number: string | null;
  code: number;
  collection: string | null;
  codePro: string | null;
  url: string | null;
  price: number | null;
}

export interface ProductListResult {
  items: ProductListItem[];
  total: number;
  search?: { query: string; corrected: string | null };
}

interface Ctx {
  db: DB;
  dialect: Dialect;
}

const hasOfferFilters = (q: ProductQuery) =>
  Boolean(q.conditions?.length || q.languages?.length || q.extrasMask || q.ufs?.length || q.storeIsClient);

/**
 * A page of products: one query for the page's ids, prices and the total (a window count), one for the
 * list fields. With a search that finds nothing, the typo correction runs and the query runs once more.
 */
export async function listProducts(ctx: Ctx, q: ProductQuery): Promise<ProductListResult> {
  const found = await findProducts(ctx, q);
  const items = await productListItems(ctx.db, found.ids, found.prices);
  return { items, total: found.total, ...(found.search ? { search: found.search } : {}) };
}

export interface FoundProducts {
  ids: number[];
  /** The price each product shows under the filters, in centavos. */
  prices: Map<number, number | null>;
  total: number;
  search?: { query: string; corrected: string | null };
}

export async function findProducts({ db, dialect }: Ctx, q: ProductQuery): Promise<FoundProducts> {
  const backend = await searchBackend(db, dialect);
  const tokens = q.search ? tokenize(q.search) : [];
  let page = await productPage(db, backend, q, tokens);
  let corrected: string | null = null;
  if (tokens.length && page.total === 0) {
    const fixed = await correctTokens(db, tokens);
    if (fixed) {
      corrected = fixed.join(' ');
      page = await productPage(db, backend, q, fixed);
    }
  }
  return {
    ids: page.rows.map((r) => r.id),
    prices: new Map(page.rows.map((r) => [r.id, r.offer_price])),
    total: page.total,
    ...(q.search !== undefined ? { search: { query: q.search, corrected } } : {}),
  };
}

interface PageRow {
  id: number;
  offer_price: number | null;
  total_count: number;
}

async function productPage(db: DB, backend: SearchBackend, q: ProductQuery, tokens: string[]) {
  if (tokens.length === 0 && !hasOfferFilters(q)) return plainPage(db, q);
  const expansions = await shortTokenExpansions(db, backend, tokens);
  const searching = tokens.length > 0;
  const offerFilters = hasOfferFilters(q);
  const where = productConditions(q, offerFilters);
  const offerPrice = offerFilters ? sql`(${offerPriceSubquery(q)})` : sql`p.min_price`;
  // MATERIALIZED keeps the offer subquery from being copied into the outer WHERE and run twice per row.
  const candidates = sql`SELECT p.id, p.name_norm, p.released_at, p.monthly_sales, p.monthly_views,
      ${searching ? sql`m.score` : sql`0`} AS score, ${offerPrice} AS offer_price
    FROM products p
    ${searching ? sql`INNER JOIN ${matchCandidates(backend, tokens, expansions)} m ON m.product_id = p.id` : sql``}
    ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}`;
  const outer: RawBuilder<unknown>[] = [];
  if (offerFilters || q.inStock) outer.push(sql`x.offer_price IS NOT NULL`);
  if (offerFilters && q.priceMin !== undefined) outer.push(sql`x.offer_price >= ${q.priceMin}`);
  if (offerFilters && q.priceMax !== undefined) outer.push(sql`x.offer_price <= ${q.priceMax}`);
  const filtered = outer.length ? sql`WHERE ${sql.join(outer, sql` AND `)}` : sql``;
  const sort = q.sort === 'relevance' && !searching ? 'name' : q.sort;
  const offset = (q.page - 1) * q.perPage;
  const result = await sql<PageRow>`WITH x AS MATERIALIZED (${candidates})
    SELECT x.id, x.offer_price, COUNT(*) OVER () AS total_count FROM x ${filtered}
    ORDER BY ${orderBy(sort, tokens, 'x')}
    LIMIT ${q.perPage} OFFSET ${offset}`.execute(db);
  let total = result.rows.length ? Number(result.rows[0].total_count) : 0;
  if (!result.rows.length && offset > 0) {
    const count = await sql<{
      n: number;
    }>`WITH x AS MATERIALIZED (${candidates}) SELECT COUNT(*) AS n FROM x ${filtered}`.execute(db);
    total = Number(count.rows[0]?.n ?? 0);
  }
  return { rows: result.rows, total };
}

/**
 * Lists filtered on product columns only: the count and the page each run on an index (the page stops
 * after per_page rows when the sort has an index), with no per-offer work.
 */
async function plainPage(db: DB, q: ProductQuery) {
  const where = productConditions(q, false);
  if (q.inStock) where.push(sql`p.offers_count > 0`);
  const condition = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const sort = q.sort === 'relevance' ? 'name' : q.sort;
  const [page, count] = await Promise.all([
    sql<PageRow>`SELECT p.id, p.min_price AS offer_price, 0 AS total_count FROM products p ${condition}
      ORDER BY ${orderBy(sort, [], 'p', 'min_price')} LIMIT ${q.perPage} OFFSET ${(q.page - 1) * q.perPage}`.execute(
      db,
    ),
    sql<{ n: number }>`SELECT COUNT(*) AS n FROM products p ${condition}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

function productConditions(q: ProductQuery, offerFilters: boolean): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (q.types?.length) where.push(sql`p.type IN (${sql.join(q.types)})`);
  if (q.categoryId !== undefined) {
    where.push(
      sql`p.category_id IN (SELECT id FROM categories WHERE id = ${q.categoryId} OR parent_id = ${q.categoryId})`,
    );
  }
  // Scalar equality (not IN) so the planner sees one collection's few hundred rows and prefers that index.
  if (q.collectionCode)
    where.push(sql`p.collection_id = (SELECT id FROM collections WHERE code = ${q.collectionCode})`);
  if (q.brandSlug) where.push(sql`p.brand_id = (SELECT id FROM brands WHERE slug = ${q.brandSlug})`);
  if (q.braCenter) where.push(sql`p.can_send_bra_center = 1`);
  if (q.rarities?.length)
    where.push(sql`p.rarity_id IN (SELECT id FROM rarities WHERE code IN (${sql.join(q.rarities)}))`);
  if (!offerFilters) {
    // Without offer filters the shown price is the cheapest offer, kept on the product row.
    if (q.priceMin !== undefined) where.push(sql`p.min_price >= ${q.priceMin}`);
    if (q.priceMax !== undefined) where.push(sql`p.min_price <= ${q.priceMax}`);
  }
  return where;
}

/** The cheapest available offer of p that matches the offer filters (condition, language, extras, state). */
function offerPriceSubquery(q: ProductQuery): RawBuilder<unknown> {
  const where: RawBuilder<unknown>[] = [
    sql`l.product_id = p.id`,
    sql`l.status = 'available'`,
    sql`l.quantity > 0`,
  ];
  if (q.conditions?.length) where.push(sql`l.condition IN (${sql.join(q.conditions)})`);
  if (q.languages?.length) where.push(sql`l.language IN (${sql.join(q.languages)})`);
  if (q.extrasMask) where.push(sql`(l.extras & ${q.extrasMask}) = ${q.extrasMask}`);
  if (q.ufs?.length) where.push(sql`l.store_id IN (SELECT id FROM stores WHERE uf IN (${sql.join(q.ufs)}))`);
  if (q.storeIsClient) where.push(sql`l.store_id IN (SELECT id FROM stores WHERE is_client = 1)`);
  return sql`SELECT MIN(l.price) FROM store_listings l WHERE ${sql.join(where, sql` AND `)}`;
}

function orderBy(
  sort: ProductSort,
  tokens: string[],
  t: 'x' | 'p',
  price = 'offer_price',
): RawBuilder<unknown> {
  const col = (name: string) => sql.ref(`${t}.${name}`);
  const priced = sql`CASE WHEN ${col(price)} IS NULL THEN 1 ELSE 0 END`;
  switch (sort) {
    case 'relevance': {
      // A name that starts with the typed words first, then the index's own score, then the best sellers.
      const prefix = `${tokens.join(' ')}%`;
      return sql`CASE WHEN ${col('name_norm')} LIKE ${prefix} THEN 0 ELSE 1 END, ${col('score')}, ${col('monthly_sales')} DESC, ${col('id')}`;
    }
    case 'price_asc':
      return sql`${priced}, ${col(price)} ASC, ${col('id')}`;
    case 'price_desc':
      return sql`${priced}, ${col(price)} DESC, ${col('id')}`;
    case 'newest':
      return sql`CASE WHEN ${col('released_at')} IS NULL THEN 1 ELSE 0 END, ${col('released_at')} DESC, ${col('id')} DESC`;
    case 'popular':
      return sql`${col('monthly_sales')} DESC, ${col('monthly_views')} DESC, ${col('id')}`;
    default:
      return sql`${col('name_norm')}, ${col('id')}`;
  }
}

/**
 * The list fields of the given products, in the given order. `offerPrices` overrides the shown price
 * (the cheapest offer matching the filters); otherwise it is the cheapest offer, else the highest.
 */
export async function productListItems(
  db: DB,
  ids: readonly number[],
  offerPrices?: ReadonlyMap<number, number | null>,
): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .leftJoin('product_images as i', (join) =>
      join.onRef('i.product_id', '=', 'p.id').on('i.position', '=', 0),
    )
    .select([
      'p.id',
      'p.name',
      'p.number',
      'p.code_pro',
      'p.min_price',
      'p.max_price',
      'c.name as collection',
      'i.url',
    ])
    .where('p.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const price = offerPrices?.get(id) ?? r.min_price ?? r.max_price;
    return [
      {
        name: r.name,
        number: r.number,
        code: r.id,
        collection: r.collection,
        codePro: r.code_pro,
        url: r.url,
        price: reais(price),
      },
    ];
  });
}

export interface Suggestion {
  code: number;
  name: string;
  collection: string | null;
  type: ProductType;
  url: string | null;
}

/**
 * Header suggestions: the best matches of the typed words (each a prefix), one per card name so reprints
 * do not fill the list, with the typo correction when nothing matches.
 */
export async function suggestProducts({ db, dialect }: Ctx, query: string, limit = 8): Promise<Suggestion[]> {
  const tokens = tokenize(query);
  if (tokens.length === 0 || tokens.join('').length < 2) return [];
  const backend = await searchBackend(db, dialect);
  let rows = await suggestionRows(db, backend, tokens, limit);
  if (rows.length === 0) {
    const fixed = await correctTokens(db, tokens);
    if (fixed) rows = await suggestionRows(db, backend, fixed, limit);
  }
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const r of rows) {
    const key = normalizeText(r.name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ code: r.id, name: r.name, collection: r.collection, type: r.type, url: r.url });
    if (out.length === limit) break;
  }
  return out;
}

/** How many of the newest matches the header suggestions rank (bounded work at any catalogue size). */
const SUGGESTION_WINDOW = 200;

async function suggestionRows(db: DB, backend: SearchBackend, tokens: string[], limit: number) {
  const expansions = new Map<string, string[]>([
    ...(await shortTokenExpansions(db, backend, tokens)),
    ...(await prefixExpansions(db, backend, tokens)),
  ]);
  const prefix = `${tokens.join(' ')}%`;
  const result = await sql<{
    id: number;
    name: string;
    type: ProductType;
    collection: string | null;
    url: string | null;
  }>`
    SELECT p.id, p.name, p.type, c.name AS collection, i.url
    FROM (
      SELECT p.id, CASE WHEN p.name_norm LIKE ${prefix} THEN 0 ELSE 1 END AS starts, m.score, p.monthly_sales
      FROM ${matchCandidates(backend, tokens, expansions, SUGGESTION_WINDOW)} m
      INNER JOIN products p ON p.id = m.product_id
      ORDER BY starts, m.score, p.monthly_sales DESC, p.id
      LIMIT ${limit * 3}
    ) best
    INNER JOIN products p ON p.id = best.id
    LEFT JOIN collections c ON c.id = p.collection_id
    LEFT JOIN product_images i ON i.product_id = p.id AND i.position = 0
    ORDER BY best.starts, best.score, best.monthly_sales DESC, best.id`.execute(db);
  return result.rows;
}
