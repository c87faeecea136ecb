import { type RawBuilder, sql } from 'kysely';
import type { DB, Dialect } from '../../db/index.ts';
import type { OfferFacetFilters } from './facets.ts';
import { walkPrices } from './price-walk.ts';

/**
 * The total of a whole list with offer filters that offer_facet_counts cannot give in one read: several
 * values in one filter, or a price range (docs/catalogue.md, "Totals the counts cannot give").
 *
 * Counting such a list exactly means grouping every matching facet per product: proportional to the
 * matches (150–275 ms at ×10 for "NM or SP, in Portuguese"). So the total is exact when the list is
 * small enough to count cheaply, and otherwise a true lower bound, shown as "mais de N":
 *
 * - Several values: the list is the union of the one-value keys (NM + BR, SP + BR), whose counts are
 *   rows of offer_facet_counts. The largest is a lower bound and their sum an upper bound. When the sum
 *   is at most `exactUpTo`, the matches are counted; otherwise the lower bound is the total.
 * - A price range: the products whose cheapest matching offer is in the range. With at most
 *   `exactUpTo` products matching the filters, they are counted; otherwise the facets in the range are
 *   walked in price order (price-walk.ts) up to `walk` facets: all of them read → exact, else the
 *   products found so far are the lower bound.
 *
 * A lower bound is rounded down to two significant digits (132,706 → "mais de 130.000").
 */

export interface OfferTotal {
  total: number;
  /** The total is a lower bound: the list has at least `total` products. */
  atLeast: boolean;
}

export interface TotalLimits {
  /** Lists with at most this many products (upper bound) are counted exactly. */
  exactUpTo: number;
  /** Facets a price-range count reads before answering with a lower bound. */
  walk: number;
}

/** 500 facets: the lower bound still says several hundred, for half the reading 1,200 took. */
export const TOTAL_LIMITS: TotalLimits = { exactUpTo: 8000, walk: 500 };

export interface TotalQuery extends OfferFacetFilters {
  priceMin?: number;
  priceMax?: number;
}

interface Scope {
  types: readonly string[];
  categories: RawBuilder<unknown> | null;
}

export async function offerTotal(
  ctx: { db: DB; dialect: Dialect },
  q: TotalQuery,
  scope: Scope,
  countExactly: () => Promise<number>,
  limits: TotalLimits = TOTAL_LIMITS,
  /** The keys' bounds when the caller has read them already (one key: its own count, twice). */
  known?: { lower: number; upper: number },
): Promise<OfferTotal> {
  const { lower, upper } = known ?? (await keyBounds(ctx.db, q, scope));
  if (upper === 0) return { total: 0, atLeast: false };
  const ranged = q.priceMin !== undefined || q.priceMax !== undefined;
  // Only one of the keys has products: the union is that key.
  if (!ranged && lower === upper) return exact(lower);
  if (upper <= limits.exactUpTo) return exact(await countExactly());
  if (!ranged) return roughly(lower);
  const sort = 'price_asc' as const;
  const walked = await walkPrices(ctx, { ...q, sort }, scope, limits.walk, true);
  const found = walked.seen.filter((r) => r.below === null).length;
  if (walked.taken < limits.walk) return exact(found);
  // Every product read so far is priced below the range: no bound to give, so count.
  return found > 0 ? roughly(found) : exact(await countExactly());
}

const exact = (total: number): OfferTotal => ({ total, atLeast: false });

/** Two significant digits, rounded down: a lower bound stays one. */
export function roundDown(n: number): number {
  if (n < 100) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / unit) * unit;
}

const roughly = (n: number): OfferTotal => ({ total: roundDown(n), atLeast: true });

/**
 * The one-value keys the filters are the union of, read from offer_facet_counts in one query: the
 * largest count (a lower bound of the union) and their sum (an upper bound).
 */
async function keyBounds(db: DB, q: TotalQuery, { types, categories }: Scope) {
  const values = (list: string[] | undefined) => (list?.length ? list : ['']);
  const where = [
    sql`condition IN (${sql.join(values(q.conditions))})`,
    sql`language IN (${sql.join(values(q.languages))})`,
    sql`uf IN (${sql.join(values(q.ufs))})`,
    sql`is_client = ${q.storeIsClient ? 1 : 0}`,
    sql`extras = ${q.extrasMask ?? 0}`,
    sql`type IN (${sql.join([...types])})`,
  ];
  if (categories) where.push(sql`category_id IN (${categories})`);
  const rows = await sql<{ n: number }>`SELECT SUM(products) AS n FROM offer_facet_counts
    WHERE ${sql.join(where, sql` AND `)}
    GROUP BY condition, language, uf`.execute(db);
  const counts = rows.rows.map((r) => Number(r.n ?? 0));
  return { lower: Math.max(0, ...counts), upper: counts.reduce((a, b) => a + b, 0) };
}
