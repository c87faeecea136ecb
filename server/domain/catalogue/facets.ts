import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/index.ts';

/**
 * Offer facets (docs/catalogue.md, "Offer facets"): what each product's available offers with stock
 * look like, and how many products match each filter combination, so the lists filtered by offer
 * attributes read a few rows instead of every product's listings.
 *
 * - `product_offer_facets`: one row per product × condition × language × seller state × client store ×
 *   extras among its available listings with stock, with the cheapest price of that combination. The
 *   cheapest offer matching any offer filter is the MIN over the matching facets, exactly.
 * - `offer_facet_counts`: per product type, category and filter key (at most one condition, language and
 *   state, '' = any; is_client 1 = client stores only, 0 = any; the extras bits required), how many
 *   products have at least one matching offer.
 *
 * refreshProductOffers (offers.ts) calls refreshOfferFacets inside the transaction that changed the
 * listings; rebuildOfferFacets recomputes both tables from scratch (the seed, a consistency check).
 */

export interface OfferFacet {
  condition: string;
  language: string;
  uf: string;
  is_client: number;
  extras: number;
  min_price: number;
}

interface FacetRow extends OfferFacet {
  product_id: number;
  type: string;
  category_id: number;
}

interface FacetCountRow {
  condition: string;
  language: string;
  uf: string;
  is_client: number;
  extras: number;
  type: string;
  category_id: number;
  products: number;
}

/** The two tables, typed for this module (the shared schema does not need them). */
export const facetDb = (db: DB) =>
  db.withTables<{ product_offer_facets: FacetRow; offer_facet_counts: FacetCountRow }>();

/** A filter on offers with at most one value per attribute: one row of offer_facet_counts. */
export interface FacetKey {
  condition: string;
  language: string;
  uf: string;
  isClient: 0 | 1;
  extras: number;
}

export const ANY_OFFER: FacetKey = { condition: '', language: '', uf: '', isClient: 0, extras: 0 };

const encode = (k: FacetKey, type: string, categoryId: number) =>
  [k.condition, k.language, k.uf, k.isClient, k.extras, type, categoryId].join('|');

function decode(key: string): Omit<FacetCountRow, 'products'> {
  const [condition, language, uf, client, extras, type, category] = key.split('|');
  return {
    condition,
    language,
    uf,
    is_client: Number(client),
    extras: Number(extras),
    type,
    category_id: Number(category),
  };
}

/** Every sub-mask of a bit mask, 0 included. */
function subMasks(mask: number): number[] {
  const out = [0];
  for (let bit = 1; bit <= mask; bit <<= 1) {
    if (!(mask & bit)) continue;
    for (let i = out.length - 1; i >= 0; i--) out.push(out[i] | bit);
  }
  return out;
}

/**
 * The filter keys one product satisfies: for each facet, its own value or "any" for each attribute,
 * "any store" (and "client stores" for a client's facet), and every subset of its extras.
 */
export function facetKeys(type: string, categoryId: number, facets: readonly OfferFacet[]): Set<string> {
  const keys = new Set<string>();
  for (const f of facets) {
    const masks = subMasks(f.extras);
    for (const condition of [f.condition, ''])
      for (const language of [f.language, ''])
        for (const uf of [f.uf, ''])
          for (const isClient of f.is_client ? ([1, 0] as const) : ([0] as const))
            for (const extras of masks)
              keys.add(encode({ condition, language, uf, isClient, extras }, type, categoryId));
  }
  return keys;
}

/** The facets of products computed from their listings (available, with stock), keyed by product. */
export async function liveFacets(db: DB, productIds: readonly number[]): Promise<Map<number, OfferFacet[]>> {
  const rows = await db
    .selectFrom('store_listings as l')
    .innerJoin('stores as s', 's.id', 'l.store_id')
    .select((eb) => [
      'l.product_id',
      'l.condition',
      'l.language',
      's.uf',
      's.is_client',
      'l.extras',
      eb.fn.min<number>('l.price').as('min_price'),
    ])
    .where('l.product_id', 'in', productIds)
    .where('l.status', '=', 'available')
    .where('l.quantity', '>', 0)
    .groupBy(['l.product_id', 'l.condition', 'l.language', 's.uf', 's.is_client', 'l.extras'])
    .execute();
  const out = new Map<number, OfferFacet[]>();
  for (const r of rows) {
    const list = out.get(r.product_id) ?? [];
    list.push({
      condition: r.condition,
      language: r.language,
      uf: r.uf,
      is_client: Number(r.is_client),
      extras: Number(r.extras),
      min_price: Number(r.min_price),
    });
    out.set(r.product_id, list);
  }
  return out;
}

/** One facet's combination of condition, language, state, client flag and extras. */
export const facetId = (f: OfferFacet) => `${f.condition}|${f.language}|${f.uf}|${f.is_client}|${f.extras}`;

function sameFacets(a: readonly OfferFacet[], b: readonly OfferFacet[]): boolean {
  if (a.length !== b.length) return false;
  const prices = new Map(a.map((f) => [facetId(f), f.min_price]));
  return b.every((f) => prices.get(facetId(f)) === f.min_price);
}

/**
 * Brings the facets of the given products in line with their listings and moves the counts of the
 * filter keys they gained or lost. Runs inside the caller's transaction. The count rows are updated
 * once, in key order, after every product (on PostgreSQL the callers lock the products first; a
 * fixed order for the count rows keeps concurrent checkouts from deadlocking on them). A product that
 * no longer exists loses its facets. A product's type or category change is picked up here too.
 */
export async function refreshOfferFacets(db: DB, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const fdb = facetDb(db);
  const deltas = new Map<string, number>();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const [products, live, stored] = await Promise.all([
      db.selectFrom('products').select(['id', 'type', 'category_id']).where('id', 'in', chunk).execute(),
      liveFacets(db, chunk),
      fdb.selectFrom('product_offer_facets').selectAll().where('product_id', 'in', chunk).execute(),
    ]);
    const product = new Map(products.map((p) => [p.id, p]));
    const before = new Map<number, FacetRow[]>();
    for (const row of stored) before.set(row.product_id, [...(before.get(row.product_id) ?? []), row]);
    for (const id of chunk) {
      const p = product.get(id);
      const old = before.get(id) ?? [];
      const next = p ? (live.get(id) ?? []) : [];
      const type = p?.type ?? '';
      const category = p?.category_id ?? 0;
      const moved = old.length > 0 && (old[0].type !== type || old[0].category_id !== category);
      if (!moved && sameFacets(old, next)) continue;
      await fdb.deleteFrom('product_offer_facets').where('product_id', '=', id).execute();
      if (next.length)
        await fdb
          .insertInto('product_offer_facets')
          .values(next.map((f) => ({ ...f, product_id: id, type, category_id: category })))
          .execute();
      const lost = old.length ? facetKeys(old[0].type, old[0].category_id, old) : new Set<string>();
      const gained = facetKeys(type, category, next);
      for (const key of lost) if (!gained.has(key)) deltas.set(key, (deltas.get(key) ?? 0) - 1);
      for (const key of gained) if (!lost.has(key)) deltas.set(key, (deltas.get(key) ?? 0) + 1);
    }
  }
  await addToCounts(db, deltas);
}

/** Adds signed deltas to offer_facet_counts, in key order (rows at zero are kept: they cost nothing). */
async function addToCounts(db: DB, deltas: ReadonlyMap<string, number>): Promise<void> {
  const entries = [...deltas].filter(([, d]) => d !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const fdb = facetDb(db);
  for (let i = 0; i < entries.length; i += 500) {
    await fdb
      .insertInto('offer_facet_counts')
      .values(entries.slice(i, i + 500).map(([key, products]) => ({ ...decode(key), products })))
      .onConflict((oc) =>
        oc
          .columns(['condition', 'language', 'uf', 'is_client', 'extras', 'type', 'category_id'])
          .doUpdateSet({ products: sql`offer_facet_counts.products + excluded.products` }),
      )
      .execute();
  }
}

/** Recomputes both tables from the listings: the seed after its bulk load, and consistency checks. */
export async function rebuildOfferFacets(db: DB): Promise<void> {
  const fdb = facetDb(db);
  await fdb.deleteFrom('offer_facet_counts').execute();
  await fdb.deleteFrom('product_offer_facets').execute();
  await sql`INSERT INTO product_offer_facets
      (product_id, condition, language, uf, is_client, extras, type, category_id, min_price)
    SELECT l.product_id, l.condition, l.language, s.uf, s.is_client, l.extras, p.type,
      COALESCE(p.category_id, 0), MIN(l.price)
    FROM store_listings l
    INNER JOIN stores s ON s.id = l.store_id
    INNER JOIN products p ON p.id = l.product_id
    WHERE l.status = 'available' AND l.quantity > 0
    GROUP BY l.product_id, l.condition, l.language, s.uf, s.is_client, l.extras, p.type, p.category_id`.execute(
    db,
  );
  const counts = await countFacetKeys(db);
  await addToCounts(db, counts);
}

/** The filter-key counts implied by the stored facets, computed from scratch. */
export async function countFacetKeys(db: DB): Promise<Map<string, number>> {
  const fdb = facetDb(db);
  const counts = new Map<string, number>();
  let last = 0;
  for (;;) {
    const upTo = await fdb
      .selectFrom((eb) =>
        eb
          .selectFrom('product_offer_facets')
          .select('product_id')
          .distinct()
          .where('product_id', '>', last)
          .orderBy('product_id')
          .limit(2000)
          .as('d'),
      )
      .select((eb) => eb.fn.max('d.product_id').as('id'))
      .executeTakeFirst();
    if (upTo?.id === null || upTo?.id === undefined) break;
    const rows = await fdb
      .selectFrom('product_offer_facets')
      .selectAll()
      .where('product_id', '>', last)
      .where('product_id', '<=', Number(upTo.id))
      .orderBy('product_id')
      .execute();
    let start = 0;
    for (let i = 1; i <= rows.length; i++) {
      if (i < rows.length && rows[i].product_id === rows[start].product_id) continue;
      const own = rows.slice(start, i);
      for (const key of facetKeys(own[0].type, own[0].category_id, own))
        counts.set(key, (counts.get(key) ?? 0) + 1);
      start = i;
    }
    last = Number(upTo.id);
  }
  return counts;
}

/** The stored counts, keyed like countFacetKeys (zero rows left out). */
export async function storedFacetCounts(db: DB): Promise<Map<string, number>> {
  const rows = await facetDb(db)
    .selectFrom('offer_facet_counts')
    .selectAll()
    .where('products', '<>', 0)
    .execute();
  return new Map(
    rows.map((r) => [
      encode(
        {
          condition: r.condition,
          language: r.language,
          uf: r.uf,
          isClient: r.is_client ? 1 : 0,
          extras: r.extras,
        },
        r.type,
        r.category_id,
      ),
      Number(r.products),
    ]),
  );
}

/** The offer filters of a list as SQL conditions on a facet row aliased `f`. */
export interface OfferFacetFilters {
  conditions?: string[];
  languages?: string[];
  extrasMask?: number;
  ufs?: string[];
  storeIsClient?: boolean;
}

export function facetConditions(q: OfferFacetFilters, alias = 'f'): RawBuilder<unknown>[] {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const where: RawBuilder<unknown>[] = [];
  if (q.conditions?.length) where.push(sql`${col('condition')} IN (${sql.join(q.conditions)})`);
  if (q.languages?.length) where.push(sql`${col('language')} IN (${sql.join(q.languages)})`);
  if (q.ufs?.length) where.push(sql`${col('uf')} IN (${sql.join(q.ufs)})`);
  if (q.storeIsClient) where.push(sql`${col('is_client')} = 1`);
  if (q.extrasMask) where.push(sql`(${col('extras')} & ${q.extrasMask}) = ${q.extrasMask}`);
  return where;
}

/** The count key of a filter, or null when one attribute has several values (counts do not add up). */
export function facetKeyOf(q: OfferFacetFilters): FacetKey | null {
  if ((q.conditions?.length ?? 0) > 1 || (q.languages?.length ?? 0) > 1 || (q.ufs?.length ?? 0) > 1)
    return null;
  return {
    condition: q.conditions?.[0] ?? '',
    language: q.languages?.[0] ?? '',
    uf: q.ufs?.[0] ?? '',
    isClient: q.storeIsClient ? 1 : 0,
    extras: q.extrasMask ?? 0,
  };
}

/**
 * How many products of the given types (null = every type) and categories (null = any) have an offer
 * matching `key`, and how many have any offer at all. Two primary-key range reads.
 */
export async function facetCounts(
  db: DB,
  key: FacetKey,
  types: readonly string[] | null,
  categories: RawBuilder<unknown> | null,
): Promise<{ matching: number; offered: number }> {
  const one = (k: FacetKey) => {
    const where = [
      sql`condition = ${k.condition}`,
      sql`language = ${k.language}`,
      sql`uf = ${k.uf}`,
      sql`is_client = ${k.isClient}`,
      sql`extras = ${k.extras}`,
    ];
    if (types) where.push(sql`type IN (${sql.join([...types])})`);
    if (categories) where.push(sql`category_id IN (${categories})`);
    return sql`SELECT COALESCE(SUM(products), 0) FROM offer_facet_counts WHERE ${sql.join(where, sql` AND `)}`;
  };
  const row = await sql<{
    matching: number;
    offered: number;
  }>`SELECT (${one(key)}) AS matching, (${one(ANY_OFFER)}) AS offered`.execute(db);
  return { matching: Number(row.rows[0]?.matching ?? 0), offered: Number(row.rows[0]?.offered ?? 0) };
}
