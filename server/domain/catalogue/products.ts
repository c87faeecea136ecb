import { type RawBuilder, sql } from 'kysely';
import type { ProductListItem } from '../../../resources/js/types/catalogue.ts';
import type { DB, Dialect } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { ANY_OFFER, facetConditions, facetCounts, facetKeyOf } from './facets.ts';
import { afterCursor, keysetOrder } from './keyset.ts';
import { offerTotal, TOTAL_LIMITS } from './offer-totals.ts';
import { priceWalkPage } from './price-walk.ts';
import {
  categoryIds,
  hasOfferFilters,
  listConditions,
  offerPriceSubquery,
  type PageRow,
  type ProductQuery,
  type ProductSort,
  productConditions,
} from './product-query.ts';
import { PRODUCT_TYPES, reais } from './references.ts';
import {
  correctTokens,
  matchCandidates,
  nameStarting,
  productMatch,
  type SearchBackend,
  searchBackend,
  shortTokenExpansions,
  windowExpansions,
} from './search.ts';
import { relevancePage } from './search-page.ts';
import { normalizeText, tokenize } from './text.ts';

export { categoryIds, type ProductQuery, type ProductSort } from './product-query.ts';

export interface ProductListResult {
  items: ProductListItem[];
  total: number;
  /** `total` is a lower bound: the list has at least that many products. */
  totalAtLeast?: boolean;
  search?: { query: string; corrected: string | null };
}

interface Ctx {
  db: DB;
  dialect: Dialect;
}

/**
 * A page of products: one query for the page's ids, prices and the total (a window count), one for the
 * list fields. With a search that finds nothing, the typo correction runs and the query runs once more.
 */
export async function listProducts(ctx: Ctx, q: ProductQuery): Promise<ProductListResult> {
  const found = await findProducts(ctx, q);
  const items = await productListItems(ctx.db, found.ids, found.prices);
  return {
    items,
    total: found.total,
    ...(found.totalAtLeast ? { totalAtLeast: true } : {}),
    ...(found.search ? { search: found.search } : {}),
  };
}

export interface FoundProducts {
  ids: number[];
  /** The price each product shows under the filters, in centavos. */
  prices: Map<number, number | null>;
  total: number;
  /** `total` is a lower bound (offer-totals.ts): the list has at least that many products. */
  totalAtLeast?: boolean;
  search?: { query: string; corrected: string | null };
}

export async function findProducts({ db, dialect }: Ctx, q: ProductQuery): Promise<FoundProducts> {
  const backend = await searchBackend(db, dialect);
  const tokens = q.search ? tokenize(q.search) : [];
  let page = await productPage(db, dialect, backend, q, tokens);
  let corrected: string | null = null;
  if (tokens.length && page.total === 0) {
    const fixed = await correctTokens(db, tokens);
    if (fixed) {
      corrected = fixed.join(' ');
      page = await productPage(db, dialect, backend, q, fixed);
    }
  }
  return {
    ids: page.rows.map((r) => r.id),
    prices: new Map(page.rows.map((r) => [r.id, r.offer_price])),
    total: page.total,
    ...('atLeast' in page && page.atLeast ? { totalAtLeast: true } : {}),
    ...(q.search !== undefined ? { search: { query: q.search, corrected } } : {}),
  };
}

async function productPage(
  db: DB,
  dialect: Dialect,
  backend: SearchBackend,
  query: ProductQuery,
  tokens: string[],
) {
  // A cursor of another order (or with a search, which pages by number) is not this list's.
  const q =
    query.after && query.after.sort !== keysetOrder(query.sort, tokens.length > 0)
      ? { ...query, after: undefined }
      : query;
  const offerFilters = hasOfferFilters(q);
  if (tokens.length === 0 && !offerFilters) return plainPage(db, q);
  if (tokens.length === 0 && !narrowsProducts(q)) return facetPage(db, dialect, q);
  if (tokens.length > 0 && q.sort === 'relevance') return relevancePage(db, dialect, backend, q, tokens);
  return candidatePage(db, backend, q, tokens);
}

/** Product filters that leave a few hundred candidates: each candidate's offers are probed. */
const narrowsProducts = (q: ProductQuery) =>
  Boolean(q.collectionCode || q.brandSlug || q.rarities?.length || q.braCenter);

/**
 * A search sorted otherwise than by relevance (search-page.ts has that order), or offer filters within a
 * collection, brand or rarity: one query (`WITH … AS MATERIALIZED`) computes each candidate's cheapest
 * matching offer from its facets (a primary-key probe), filters, counts with a window function and pages.
 */
async function candidatePage(db: DB, backend: SearchBackend, q: ProductQuery, tokens: string[]) {
  const expansions = await shortTokenExpansions(db, backend, tokens);
  const searching = tokens.length > 0;
  const offerFilters = hasOfferFilters(q);
  const where = productConditions(q, offerFilters);
  const offerPrice = offerFilters ? sql`(${offerPriceSubquery(q)})` : sql`p.min_price`;
  // On PostgreSQL the match is a condition on p itself: joining the matches back to the products cost
  // one index scan per match. FTS5 is its own table, joined.
  const inline = searching && backend !== 'fts5' ? productMatch(backend, tokens, expansions, 'p') : null;
  if (inline) where.push(inline.where);
  const joined = searching && !inline;
  // MATERIALIZED keeps the offer subquery from being copied into the outer WHERE and run twice per row.
  const candidates = sql`SELECT p.id, p.name_norm, p.released_at, p.monthly_sales, p.monthly_views,
      ${offerPrice} AS offer_price
    FROM products p
    ${joined ? sql`INNER JOIN ${matchCandidates(backend, tokens, expansions)} m ON m.product_id = p.id` : sql``}
    ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}`;
  const outer: RawBuilder<unknown>[] = [];
  if (offerFilters || q.inStock) outer.push(sql`x.offer_price IS NOT NULL`);
  if (offerFilters && q.priceMin !== undefined) outer.push(sql`x.offer_price >= ${q.priceMin}`);
  if (offerFilters && q.priceMax !== undefined) outer.push(sql`x.offer_price <= ${q.priceMax}`);
  const filtered = outer.length ? sql`WHERE ${sql.join(outer, sql` AND `)}` : sql``;
  const sort = q.sort === 'relevance' ? 'name' : q.sort;
  return windowPage(db, sql`WITH x AS MATERIALIZED (${candidates})`, filtered, orderBy(sort, 'x'), q);
}

/** Runs a page over the CTE `x` with a window count, and counts separately past the last page. */
async function windowPage(
  db: DB,
  cte: RawBuilder<unknown>,
  filtered: RawBuilder<unknown>,
  order: RawBuilder<unknown>,
  q: ProductQuery,
) {
  const offset = (q.page - 1) * q.perPage;
  const result = await sql<PageRow>`${cte}
    SELECT x.id, x.offer_price, COUNT(*) OVER () AS total_count FROM x ${filtered}
    ORDER BY ${order}
    LIMIT ${q.perPage} OFFSET ${offset}`.execute(db);
  let total = result.rows.length ? Number(result.rows[0].total_count) : 0;
  if (!result.rows.length && offset > 0) {
    const count = await sql<{ n: number }>`${cte} SELECT COUNT(*) AS n FROM x ${filtered}`.execute(db);
    total = Number(count.rows[0]?.n ?? 0);
  }
  return { rows: result.rows, total };
}

/**
 * Offer filters over a whole list (a type, a category or everything), read from the offer facets
 * (facets.ts) instead of every product's listings:
 *
 * - The total: with at most one condition, language and state and no price range, one row of
 *   offer_facet_counts (no counting at all); otherwise exact when the list is small enough to count,
 *   else a lower bound ("mais de N", offer-totals.ts).
 * - The page, sorted by name, date or sales: when the matches are dense enough, a walk over the
 *   products in that order (an index each) that probes each one's facets and stops once the page is
 *   full. Sorted by price: a walk over the facets in price order (price-walk.ts). Otherwise (few
 *   matches) the matching facets grouped per product, sorted and paged.
 */
async function facetPage(db: DB, dialect: Dialect, q: ProductQuery) {
  const types = q.types?.length ? q.types : null;
  const categories = q.categoryId === undefined ? null : categoryIds(q.categoryId);
  // The filters' count key, whatever the price range: how dense the filters are among the offers.
  const filterKey = facetKeyOf(q);
  const key = q.priceMin === undefined && q.priceMax === undefined ? filterKey : null;
  const sort = q.sort === 'relevance' ? 'name' : q.sort;
  const order = orderBy(sort, 'x');
  const offset = pageOffset(q);
  const grouped = facetGroups(q, types, categories);
  const byPrice = sort === 'price_asc' || sort === 'price_desc';
  const scope = { types: types ?? PRODUCT_TYPES, categories };
  const counts = await facetCounts(db, filterKey ?? ANY_OFFER, types, categories);
  const offered = counts.offered;
  // The walk reads the facets within the price range: the filters' share of them is their share of
  // the offers, which the count key tells (a lower bound of the total would understate it).
  const walk = (by: 'price_asc' | 'price_desc', density: number) =>
    priceWalkPage({ db, dialect }, { ...q, sort: by }, scope, offset, q.perPage, density);
  // A price range over one value per filter, sorted by price, on a list the walk suits (the key, before
  // the range, has more products than grouping handles cheaply): the walk's density is known before
  // the total, so the page is read alongside it. Its rows are the page whatever the total turns out to
  // be; the total only chose the cheaper way to read them.
  const early =
    byPrice && !key && filterKey && counts.matching > PAGE_LIMITS.walkMinMatches
      ? walk(sort, counts.matching / offered)
      : null;
  const [{ total: matching, atLeast }, walked] = await Promise.all([
    key
      ? { total: counts.matching, atLeast: false }
      : offerTotal(
          { db, dialect },
          q,
          scope,
          async () =>
            // Products only, without their list columns: m alone.
            Number(
              (await sql<{ n: number }>`${grouped} SELECT COUNT(*) AS n FROM m`.execute(db)).rows[0]?.n ?? 0,
            ),
          TOTAL_LIMITS,
          // A price range over one-value filters: the key's count was read above.
          filterKey ? { lower: counts.matching, upper: counts.matching } : undefined,
        ),
    early,
  ]);
  if (matching === 0 || (!atLeast && offset >= matching)) return { rows: [], total: matching, atLeast };
  if (walked) return { rows: walked, total: matching, atLeast };
  // A total that is only a lower bound means more matching facets than the count read: a large list.
  if (!early && byPrice && (atLeast || matching > PAGE_LIMITS.walkMinMatches)) {
    const rows = await walk(sort, (filterKey ? counts.matching : matching) / offered);
    if (rows) return { rows, total: matching, atLeast };
  }
  // Products the walk expects to probe before the page is full, against the matches grouping reads
  // (when the total is a lower bound, grouping reads more than that: the walk gets some leeway).
  const probes = ((offset + q.perPage) * offered) / matching;
  if (!PRODUCT_ORDERS.has(sort) || probes > Math.max(matching, atLeast ? WALK_LEEWAY : 0)) {
    const rows = await sql<PageRow>`${grouped} SELECT x.id, x.offer_price, 0 AS total_count FROM x
      ${q.after ? sql`WHERE ${afterCursor(q.after, 'x')}` : sql``}
      ORDER BY ${order} LIMIT ${q.perPage} OFFSET ${offset}`.execute(db);
    return { rows: rows.rows, total: matching, atLeast };
  }
  // Each product read is tested for a matching offer (the first facet found); only the page's are
  // priced. Pricing every product kept in the select list, the offset's included, cost SQLite a third
  // more, and PostgreSQL two thirds more (page 40: 8.4 → 5.6 ms and 18 → 10.5 ms at ×10).
  const where = listConditions(q);
  if (q.after) where.push(afterCursor(q.after, 'p'));
  const rows = await sql<PageRow>`SELECT p.id, (${offerPriceSubquery(q)}) AS offer_price, 0 AS total_count
    FROM products p ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
    ORDER BY ${orderBy(sort, 'p')} LIMIT ${q.perPage} OFFSET ${offset}`.execute(db);
  return { rows: rows.rows, total: matching, atLeast };
}

/** Rows before the page: none after a cursor (the cursor's condition skips them). */
const pageOffset = (q: ProductQuery) => (q.after ? 0 : (q.page - 1) * q.perPage);

/** Sorts with an index over the products in their exact order (name, newest, best sellers). */
const PRODUCT_ORDERS = new Set<ProductSort>(['name', 'newest', 'popular']);

/** Products a walk may probe when the total is only a lower bound (grouping would read every match). */
const WALK_LEEWAY = 20_000;

/**
 * `walkMinMatches`: below this many matching products, grouping them all is as cheap as a walk in price
 * order. Tests lower it to read small lists through the walk.
 */
export const PAGE_LIMITS = { walkMinMatches: 500 };

/**
 * The CTEs `m` (every product with a facet matching the offer filters, with its cheapest such offer,
 * read on a facet index) and `x` (the same with the product columns the sorts need).
 */
function facetGroups(
  q: ProductQuery,
  types: readonly ProductType[] | null,
  categories: RawBuilder<unknown> | null,
): RawBuilder<unknown> {
  // Every type when none is given: the facet indexes lead with the type.
  const where = [sql`f.type IN (${sql.join([...(types ?? PRODUCT_TYPES)])})`, ...facetConditions(q)];
  if (categories) where.push(sql`f.category_id IN (${categories})`);
  const having: RawBuilder<unknown>[] = [];
  if (q.priceMin !== undefined) having.push(sql`MIN(f.min_price) >= ${q.priceMin}`);
  if (q.priceMax !== undefined) having.push(sql`MIN(f.min_price) <= ${q.priceMax}`);
  return sql`WITH m AS MATERIALIZED (
      SELECT f.product_id, MIN(f.min_price) AS offer_price FROM product_offer_facets f
      WHERE ${sql.join(where, sql` AND `)}
      GROUP BY f.product_id
      ${having.length ? sql`HAVING ${sql.join(having, sql` AND `)}` : sql``}
    ), x AS (
      SELECT p.id, p.name_norm, p.released_at, p.monthly_sales, p.monthly_views, m.offer_price
      FROM m INNER JOIN products p ON p.id = m.product_id
    )`;
}

/**
 * Lists filtered on product columns only: the count and the page each run on an index (the page stops
 * after per_page rows when the sort has an index), with no per-offer work.
 */
async function plainPage(db: DB, q: ProductQuery) {
  const where = productConditions(q, false);
  if (q.inStock) where.push(sql`p.offers_count > 0`);
  const condition = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const onPage = q.after ? [...where, afterCursor(q.after, 'p')] : where;
  const sort = q.sort === 'relevance' ? 'name' : q.sort;
  const [page, count] = await Promise.all([
    sql<PageRow>`SELECT p.id, p.min_price AS offer_price, 0 AS total_count FROM products p
      ${onPage.length ? sql`WHERE ${sql.join(onPage, sql` AND `)}` : sql``}
      ORDER BY ${orderBy(sort, 'p', 'min_price')} LIMIT ${q.perPage} OFFSET ${pageOffset(q)}`.execute(db),
    sql<{ n: number }>`SELECT COUNT(*) AS n FROM products p ${condition}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

function orderBy(sort: ProductSort, t: 'x' | 'p', price = 'offer_price'): RawBuilder<unknown> {
  const col = (name: string) => sql.ref(`${t}.${name}`);
  const priced = sql`CASE WHEN ${col(price)} IS NULL THEN 1 ELSE 0 END`;
  switch (sort) {
    case 'price_asc':
      return sql`${priced}, ${col(price)} ASC, ${col('id')}`;
    case 'price_desc':
      return sql`${priced}, ${col(price)} DESC, ${col('id')}`;
    case 'newest':
      // The order of products_type_newest_idx: a walk in it stops once the page is full.
      return sql`${col('released_at')} DESC NULLS LAST, ${col('id')} DESC`;
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
  const rows = await productsById(db, ids)
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
    .execute();
  return inIdOrder(ids, rows).map((r) => ({
    name: r.name,
    number: r.number,
    code: r.id,
    collection: r.collection,
    codePro: r.code_pro,
    url: r.url,
    price: reais(offerPrices?.get(r.id) ?? r.min_price ?? r.max_price),
  }));
}

/** The given products with their collection (`c`) and first image (`i`) joined, for a select. */
export function productsById(db: DB, ids: readonly number[]) {
  return db
    .selectFrom('products as p')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .leftJoin('product_images as i', (join) =>
      join.onRef('i.product_id', '=', 'p.id').on('i.position', '=', 0),
    )
    .where('p.id', 'in', [...ids]);
}

/** Rows in the order of `ids` (the order a page or a ranking decided), leaving out ids with no row. */
export function inIdOrder<R extends { id: number }>(ids: readonly number[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface Suggestion {
  code: number;
  name: string;
  collection: string | null;
  type: ProductType;
  url: string | null;
}

/**
 * Header suggestions, one per name so reprints do not fill the list, with the typo correction when
 * nothing matches: first the products whose name starts with what was typed (a range on the name
 * index), then full-text matches of the typed words (each a word prefix) for the places left.
 */
export async function suggestProducts({ db, dialect }: Ctx, query: string, limit = 8): Promise<Suggestion[]> {
  const tokens = tokenize(query);
  if (tokens.length === 0 || tokens.join('').length < 2) return [];
  const backend = await searchBackend(db, dialect);
  let rows = await suggestionRows({ db, dialect }, backend, tokens, limit);
  if (rows.length === 0) {
    const fixed = await correctTokens(db, tokens);
    if (fixed) rows = await suggestionRows({ db, dialect }, backend, fixed, limit);
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

/**
 * How many rows each source reads at most: the first names in alphabetical order that start with the
 * typed text, and the newest full-text matches. Bounded work per keystroke at any catalogue size.
 */
const SUGGESTION_WINDOW = 200;

interface SuggestionRow {
  id: number;
  name: string;
  type: ProductType;
  collection: string | null;
  url: string | null;
}

async function suggestionRows(
  { db, dialect }: Ctx,
  backend: SearchBackend,
  tokens: string[],
  limit: number,
): Promise<SuggestionRow[]> {
  const starting = await namePrefixIds(db, dialect, tokens.join(' '), limit);
  const rows = await suggestionFields(db, starting);
  if (starting.length >= limit) return rows;
  return [...rows, ...(await fullTextSuggestions(db, backend, tokens, limit))];
}

/**
 * Products whose Portuguese name starts with the typed text ("drag" → "Dragão …"), one per name: the
 * first SUGGESTION_WINDOW in name order, a range of the name index (nameStarting), ranked by the exact
 * name first, then this month's sales of the name's best-selling printing.
 */
async function namePrefixIds(db: DB, dialect: Dialect, phrase: string, limit: number): Promise<number[]> {
  const name = nameStarting(dialect, phrase);
  const { rows } = await sql<{ id: number; name_norm: string; monthly_sales: number }>`
    SELECT p.id, p.name_norm, p.monthly_sales FROM products p ${name.index}
    WHERE ${name.starts} ORDER BY ${name.order} LIMIT ${SUGGESTION_WINDOW}`.execute(db);
  const best = new Map<string, { id: number; sales: number }>();
  for (const r of rows) {
    const seen = best.get(r.name_norm);
    if (!seen || r.monthly_sales > seen.sales) best.set(r.name_norm, { id: r.id, sales: r.monthly_sales });
  }
  return [...best]
    .sort(
      ([a, x], [b, y]) =>
        Number(b === phrase) - Number(a === phrase) || y.sales - x.sales || (a < b ? -1 : a > b ? 1 : 0),
    )
    .slice(0, limit)
    .map(([, v]) => v.id);
}

/** The suggestion fields of the given products, in the given order. */
async function suggestionFields(db: DB, ids: readonly number[]): Promise<SuggestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await productsById(db, ids)
    .select(['p.id', 'p.name', 'p.type', 'c.name as collection', 'i.url'])
    .execute();
  return inIdOrder(ids, rows);
}

/**
 * Full-text matches of every typed word: only the newest SUGGESTION_WINDOW matches (highest ids: the
 * latest printings) are ranked, names that start with the typed words first, then this month's sales.
 */
async function fullTextSuggestions(db: DB, backend: SearchBackend, tokens: string[], limit: number) {
  const expansions = await windowExpansions(db, backend, tokens);
  const prefix = `${tokens.join(' ')}%`;
  const result = await sql<SuggestionRow>`
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
