import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { lockInIdOrder } from '../../db/locks.ts';
import { refreshStoreOffers } from '../catalogue/stores.ts';
import { refreshOfferFacetsBatch } from './import-facets.ts';

/**
 * The catalogue's offer figures after an import touched thousands of products at once: the same
 * figures as refreshOfferFigures (orders/product-offers.ts: refreshProductOffers per product, then the
 * offer facets and the stores' offer counts), computed with a few grouped queries and one UPDATE per
 * 500 products instead of four statements per product (facets: import-facets.ts). Runs inside the import's transaction; on
 * PostgreSQL the product rows, then the store rows, are locked in id order first (docs/ledger.md).
 */
export async function refreshImportFigures(
  trx: DB,
  changes: { productIds: Iterable<number>; storeIds: Iterable<number> },
): Promise<void> {
  const productIds = [...new Set(changes.productIds)].sort((a, b) => a - b);
  const storeIds = [...new Set(changes.storeIds)].sort((a, b) => a - b);
  for (let i = 0; i < productIds.length; i += 5000)
    await lockInIdOrder(trx, 'products', productIds.slice(i, i + 5000));
  await refreshProductOffersBatch(trx, productIds);
  await lockInIdOrder(trx, 'stores', storeIds);
  await refreshStoreOffers(trx, storeIds);
}

const CHUNK = 500;
// A typed NULL: a VALUES column of NULLs only is text to PostgreSQL, which refuses it for an integer.
const int = (value: number | null) =>
  value === null ? sql`CAST(NULL AS INTEGER)` : sql`CAST(${value} AS INTEGER)`;

/** refreshProductOffers (catalogue/offers.ts) for many products: the same columns, the same rules. */
export async function refreshProductOffersBatch(db: DB, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const now = new Date().toISOString();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const [live, all, products] = await Promise.all([
      db
        .selectFrom('store_listings')
        .select((eb) => [
          'product_id',
          eb.fn.min<number>('price').as('min'),
          eb.fn.avg<number>('price').as('avg'),
          eb.fn.countAll<number>().as('offers'),
          eb.fn.sum<number>('quantity').as('stock'),
        ])
        .where('product_id', 'in', chunk)
        .where('status', '=', 'available')
        .where('quantity', '>', 0)
        .groupBy('product_id')
        .execute(),
      db
        .selectFrom('store_listings')
        .select((eb) => ['product_id', eb.fn.max<number>('price').as('max')])
        .where('product_id', 'in', chunk)
        .groupBy('product_id')
        .execute(),
      db.selectFrom('products').select(['id', 'price_7d_ago']).where('id', 'in', chunk).execute(),
    ]);
    if (products.length === 0) continue;
    const liveBy = new Map(live.map((r) => [r.product_id, r]));
    const maxBy = new Map(all.map((r) => [r.product_id, r.max]));
    const figures = products.map((p) => {
      const l = liveBy.get(p.id);
      const min = l?.min === null || l?.min === undefined ? null : Number(l.min);
      const max = maxBy.get(p.id);
      const before = p.price_7d_ago;
      return {
        id: p.id,
        min_price: min,
        avg_price: l?.avg === null || l?.avg === undefined ? null : Math.round(Number(l.avg)),
        max_price: max === null || max === undefined ? null : Number(max),
        offers_count: Number(l?.offers ?? 0),
        stock: Number(l?.stock ?? 0),
        price_change_bp: min !== null && before ? Math.round(((min - before) / before) * 10000) : null,
      };
    });
    const values = sql.join(
      figures.map(
        (f) =>
          sql`(${int(f.id)}, ${int(f.min_price)}, ${int(f.avg_price)}, ${int(f.max_price)}, ${int(f.offers_count)}, ${int(f.stock)}, ${int(f.price_change_bp)})`,
      ),
    );
    // One UPDATE joined to the chunk's figures (VALUES columns are column1… on both databases).
    await sql`UPDATE products SET min_price = v.column2, avg_price = v.column3, max_price = v.column4,
        offers_count = v.column5, stock = v.column6, price_change_bp = v.column7, updated_at = ${now}
      FROM (VALUES ${values}) AS v WHERE products.id = v.column1`.execute(db);
    // Other requests (the import's progress polls) are answered between chunks.
    await new Promise<void>((done) => setImmediate(done));
  }
  await refreshOfferFacetsBatch(db, ids);
}
