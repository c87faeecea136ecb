import { type RawBuilder, sql } from 'kysely';
import type { ProductSort } from '../../../shared/constants/catalogue.ts';
import type { ProductType } from '../../db/schema.ts';
import { facetConditions } from './facets.ts';
import type { ListCursor } from './keyset.ts';

export type { ProductSort } from '../../../shared/constants/catalogue.ts';

/**
 * What a product list asks for (filters, sort, page) and the SQL pieces every way of running it shares:
 * the conditions on the products row and the cheapest offer matching the offer filters.
 */

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
  /** Keyset paging (keyset.ts): the page starts after this product where the list is read in index order. */
  after?: ListCursor;
}

export const hasOfferFilters = (q: ProductQuery) =>
  Boolean(q.conditions?.length || q.languages?.length || q.extrasMask || q.ufs?.length || q.storeIsClient);

/** A page's products with the price each shows under the filters (centavos). */
export interface PageRow {
  id: number;
  offer_price: number | null;
  total_count: number;
}

/** A category and its children, as a subquery of ids. */
export const categoryIds = (id: number) =>
  sql`SELECT id FROM categories WHERE id = ${id} OR parent_id = ${id}`;

export function productConditions(q: ProductQuery, offerFilters: boolean): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (q.types?.length) where.push(sql`p.type IN (${sql.join(q.types)})`);
  if (q.categoryId !== undefined) where.push(sql`p.category_id IN (${categoryIds(q.categoryId)})`);
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

/**
 * The cheapest available offer of p that matches the offer filters (condition, language, extras, state,
 * client store): the cheapest of p's matching facets, read on the facets' primary key.
 */
export function offerPriceSubquery(q: ProductQuery): RawBuilder<unknown> {
  return sql`SELECT MIN(f.min_price) AS price FROM product_offer_facets f WHERE ${matchingFacets(q)}`;
}

/**
 * The conditions a product p meets when it is in a list with the given filters, whatever the sort: its
 * own columns (productConditions), and with offer filters a matching offer (within the price range when
 * one is given); `inStock` without offer filters is an offer at all.
 */
export function listConditions(q: ProductQuery): RawBuilder<unknown>[] {
  const offerFilters = hasOfferFilters(q);
  const where = productConditions(q, offerFilters);
  if (!offerFilters) {
    if (q.inStock) where.push(sql`p.min_price IS NOT NULL`);
    return where;
  }
  const range: RawBuilder<unknown>[] = [];
  if (q.priceMin !== undefined) range.push(sql`o.price >= ${q.priceMin}`);
  if (q.priceMax !== undefined) range.push(sql`o.price <= ${q.priceMax}`);
  // The price read once and tested against both ends (`price >= a AND price <= b` ran it twice).
  if (range.length)
    where.push(sql`(SELECT 1 FROM (${offerPriceSubquery(q)}) o WHERE ${sql.join(range, sql` AND `)}) = 1`);
  // The first matching facet, as a scalar subquery: PostgreSQL turns EXISTS into a semi-join over
  // every candidate and sorts them, where a walk in an index's order should test each as it reads it.
  if (q.priceMin === undefined && q.priceMax === undefined)
    where.push(sql`(SELECT 1 FROM product_offer_facets f WHERE ${matchingFacets(q)} LIMIT 1) = 1`);
  return where;
}

const matchingFacets = (q: ProductQuery) =>
  sql.join([sql`f.product_id = p.id`, ...facetConditions(q)], sql` AND `);
