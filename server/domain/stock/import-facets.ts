import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { facetDb, facetId, facetKeys, liveFacets, type OfferFacet } from '../catalogue/facets.ts';

/**
 * refreshOfferFacets (catalogue/facets.ts) for the thousands of products an import touches: the same
 * facet rows and count deltas, with set statements per 500 products (one DELETE, one multi-row
 * INSERT) instead of two statements per product, and the filter keys of a product only enumerated
 * when the set of its facet combinations changed (a new cheapest price keeps every key). Runs inside
 * the caller's transaction; the count rows are updated once, in key order, after every product.
 */

const CHUNK = 500;

interface StoredFacet extends OfferFacet {
  product_id: number;
  type: string;
  category_id: number;
}

function sameCombinations(a: readonly OfferFacet[], b: readonly OfferFacet[]): boolean {
  if (a.length !== b.length) return false;
  const own = new Set(a.map(facetId));
  return b.every((f) => own.has(facetId(f)));
}

function samePrices(a: readonly OfferFacet[], b: readonly OfferFacet[]): boolean {
  const prices = new Map(a.map((f) => [facetId(f), Number(f.min_price)]));
  return b.every((f) => prices.get(facetId(f)) === f.min_price);
}

export async function refreshOfferFacetsBatch(db: DB, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const fdb = facetDb(db);
  const deltas = new Map<string, number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [products, live, stored] = await Promise.all([
      db.selectFrom('products').select(['id', 'type', 'category_id']).where('id', 'in', chunk).execute(),
      liveFacets(db, chunk),
      fdb.selectFrom('product_offer_facets').selectAll().where('product_id', 'in', chunk).execute(),
    ]);
    const product = new Map(products.map((p) => [p.id, p]));
    const before = new Map<number, StoredFacet[]>();
    for (const row of stored) {
      const list = before.get(row.product_id);
      if (list) list.push(row);
      else before.set(row.product_id, [row]);
    }
    const replaced: number[] = [];
    const rows: StoredFacet[] = [];
    for (const id of chunk) {
      const p = product.get(id);
      const old = before.get(id) ?? [];
      const next = p ? (live.get(id) ?? []) : [];
      const type = p?.type ?? '';
      const category = p?.category_id ?? 0;
      const moved = old.length > 0 && (old[0].type !== type || old[0].category_id !== category);
      const sameKeys = !moved && sameCombinations(old, next);
      if (sameKeys && samePrices(old, next)) continue;
      replaced.push(id);
      for (const f of next) rows.push({ ...f, product_id: id, type, category_id: category });
      if (sameKeys) continue;
      if (moved) {
        const lost = facetKeys(old[0].type, old[0].category_id, old);
        const gained = facetKeys(type, category, next);
        for (const key of lost) if (!gained.has(key)) deltas.set(key, (deltas.get(key) ?? 0) - 1);
        for (const key of gained) if (!lost.has(key)) deltas.set(key, (deltas.get(key) ?? 0) + 1);
        continue;
      }
      // keys(next) − keys(old) = keys(added) − keys(old), and the other way round: only the facets
      // that came or went are enumerated, each key tested against the other side's facets.
      const oldIds = new Set(old.map(facetId));
      const nextIds = new Set(next.map(facetId));
      const added = next.filter((f) => !oldIds.has(facetId(f)));
      const removed = old.filter((f) => !nextIds.has(facetId(f)));
      for (const key of facetKeys(type, category, added))
        if (!covered(key, old)) deltas.set(key, (deltas.get(key) ?? 0) + 1);
      for (const key of facetKeys(type, category, removed))
        if (!covered(key, next)) deltas.set(key, (deltas.get(key) ?? 0) - 1);
    }
    if (replaced.length)
      await fdb.deleteFrom('product_offer_facets').where('product_id', 'in', replaced).execute();
    for (let j = 0; j < rows.length; j += CHUNK)
      await fdb
        .insertInto('product_offer_facets')
        .values(rows.slice(j, j + CHUNK))
        .execute();
    // Other requests (the import's progress polls) are answered between chunks.
    await new Promise<void>((done) => setImmediate(done));
  }
  await addToCounts(db, deltas);
}

/** Whether one of the facets yields this filter key (facetKeys: own value or any, extras a subset). */
function covered(key: string, facets: readonly OfferFacet[]): boolean {
  const k = decode(key);
  return facets.some(
    (f) =>
      (k.condition === '' || k.condition === f.condition) &&
      (k.language === '' || k.language === f.language) &&
      (k.uf === '' || k.uf === f.uf) &&
      (k.is_client === 0 || Number(f.is_client) === 1) &&
      (k.extras & Number(f.extras)) === k.extras,
  );
}

/** facetKeys' key text back to the count row's columns. */
function decode(key: string) {
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

/** Adds signed deltas to offer_facet_counts, in key order, as refreshOfferFacets does. */
async function addToCounts(db: DB, deltas: ReadonlyMap<string, number>): Promise<void> {
  const entries = [...deltas].filter(([, d]) => d !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const fdb = facetDb(db);
  for (let i = 0; i < entries.length; i += CHUNK) {
    await fdb
      .insertInto('offer_facet_counts')
      .values(entries.slice(i, i + CHUNK).map(([key, products]) => ({ ...decode(key), products })))
      .onConflict((oc) =>
        oc
          .columns(['condition', 'language', 'uf', 'is_client', 'extras', 'type', 'category_id'])
          .doUpdateSet({ products: sql`offer_facet_counts.products + excluded.products` }),
      )
      .execute();
  }
}
