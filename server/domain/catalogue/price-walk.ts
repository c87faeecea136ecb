import { type RawBuilder, sql } from 'kysely';
import type { DB, Dialect } from '../../db/index.ts';
import { facetConditions, type OfferFacetFilters } from './facets.ts';

/**
 * A page of a whole list sorted by price under offer filters, read from the offer facets in price order
 * (`product_offer_facets_price_idx`, docs/catalogue.md "Price sorts with offer filters") instead of
 * grouping and sorting every match.
 *
 * A product's price under the filters is the cheapest of its matching facets.
 * - Cheapest first: walking the matching facets by (price, product id), each product first appears at
 *   its own price, so the distinct products of the first K facets, in order of first appearance, are
 *   the first products of the whole list. A product that also has a matching facet below the price
 *   range's floor is left out (its price is below the range).
 * - Dearest first: walking down, a product first appears at its dearest matching facet, so each one
 *   seen gets its real price from its facets (a primary-key probe). Once the walk has reached price t,
 *   every product not yet seen costs at most t; the products seen that cost more than t are final.
 *
 * The walk reads K facets, and K grows eightfold until the page is full; past MAX_WALK facets the caller
 * groups every match instead (a filter so sparse that grouping is cheaper).
 */

export interface PriceWalkQuery extends OfferFacetFilters {
  sort: 'price_asc' | 'price_desc';
  priceMin?: number;
  priceMax?: number;
}

export interface WalkedRow {
  id: number;
  offer_price: number;
  total_count: number;
}

/** Facets read before giving up on the walk. */
const MAX_WALK = 60_000;

/** The walk's sizes: the first K (else estimated from the density) and the most facets read. */
export interface WalkSizes {
  first?: number;
  max?: number;
}

interface Seen {
  id: number;
  offer_price: number;
  /** Set when the product has a matching facet below the range's floor. */
  below: number | null;
}

/**
 * The rows of the page, or null when the filters are too sparse for a walk. `density` is the expected
 * share of products that match (1 = every product with an offer), used for the first K.
 */
export async function priceWalkPage(
  ctx: { db: DB; dialect: Dialect },
  q: PriceWalkQuery,
  where: { types: readonly string[]; categories: RawBuilder<unknown> | null },
  offset: number,
  perPage: number,
  density: number,
  sizes: WalkSizes = {},
): Promise<WalkedRow[] | null> {
  const wanted = offset + perPage;
  const ascending = q.sort === 'price_asc';
  const max = sizes.max ?? MAX_WALK;
  let size = sizes.first ?? Math.max(200, Math.ceil((wanted * 3) / Math.max(density, 1e-4)));
  for (;;) {
    const limit = Math.min(size, max);
    const { seen, taken, last } = await walkPrices(ctx, q, where, limit, ascending);
    const done = taken < limit;
    const kept = seen
      .filter((r) => r.below === null)
      .filter((r) => done || ascending || r.offer_price > (last ?? 0))
      .sort((a, b) =>
        ascending
          ? a.offer_price - b.offer_price || a.id - b.id
          : b.offer_price - a.offer_price || a.id - b.id,
      );
    if (kept.length >= wanted || done)
      return kept
        .slice(offset, wanted)
        .map((r) => ({ id: r.id, offer_price: r.offer_price, total_count: 0 }));
    if (limit === max) return null;
    size = limit * 8;
  }
}

/**
 * The first `limit` matching facets in price order (from the range's floor up, or from its ceiling
 * down), grouped per product: each product's price under the filters (see above), whether it has a
 * matching facet below the floor, how many facets were read and the price the walk reached.
 */
export async function walkPrices(
  { db, dialect }: { db: DB; dialect: Dialect },
  q: PriceWalkQuery,
  { types, categories }: { types: readonly string[]; categories: RawBuilder<unknown> | null },
  limit: number,
  ascending: boolean,
) {
  const range = [sql`f.type IN (${sql.join([...types])})`, ...facetConditions(q, 'f')];
  if (categories) range.push(sql`f.category_id IN (${categories})`);
  if (q.priceMin !== undefined) range.push(sql`f.min_price >= ${q.priceMin}`);
  if (q.priceMax !== undefined) range.push(sql`f.min_price <= ${q.priceMax}`);
  // A product's own facets, on the primary key: its type and category are the walk's already, and
  // leaving them out keeps the planner off the indexes that lead with the type.
  const own = sql.join([sql`g.product_id = w.product_id`, ...facetConditions(q, 'g')], sql` AND `);
  const direction = ascending ? sql`ASC` : sql`DESC`;
  // Dearest first: each product's real price is the cheapest of all its matching facets.
  const price = ascending
    ? sql`MIN(w.min_price)`
    : sql`(SELECT MIN(g.min_price) FROM product_offer_facets g WHERE ${own})`;
  const below =
    q.priceMin === undefined
      ? sql`NULL`
      : sql`(SELECT 1 FROM product_offer_facets g WHERE ${own} AND g.min_price < ${q.priceMin} LIMIT 1)`;
  // With one state, its own facets in price order (migration 0025); otherwise every facet of the type.
  // SQLite plans bound parameters without their values and would rather read the filters' own index
  // and sort every match: the walk names its index.
  const index =
    q.ufs?.length === 1 ? sql`product_offer_facets_uf_price_idx` : sql`product_offer_facets_price_idx`;
  const facets =
    dialect === 'sqlite' ? sql`product_offer_facets f INDEXED BY ${index}` : sql`product_offer_facets f`;
  const result = await sql<Seen & { taken: number; last: number | null }>`WITH w AS MATERIALIZED (
      SELECT f.product_id, f.min_price FROM ${facets}
      WHERE ${sql.join(range, sql` AND `)}
      ORDER BY f.min_price ${direction}, f.product_id ${direction}
      LIMIT ${limit}
    )
    SELECT w.product_id AS id, ${price} AS offer_price, ${below} AS below,
      (SELECT COUNT(*) FROM w) AS taken,
      (SELECT ${ascending ? sql`MAX` : sql`MIN`}(min_price) FROM w) AS last
    FROM w GROUP BY w.product_id`.execute(db);
  const rows = result.rows;
  return {
    seen: rows.map((r) => ({
      id: Number(r.id),
      offer_price: Number(r.offer_price),
      below: r.below === null ? null : Number(r.below),
    })),
    taken: Number(rows[0]?.taken ?? 0),
    last: rows[0]?.last === null || rows[0]?.last === undefined ? null : Number(rows[0].last),
  };
}
