import type { DB } from '../../db/index.ts';
import { CLASSIFIED_PRODUCT_TYPE } from '../classifieds/write.ts';
import { type StockRow, stockRows } from './list.ts';

/** The most rows the low-stock screen lists (the lowest first); `total` says how many there are. */
export const LOW_STOCK_MAX_ROWS = 100;

/**
 * The store's listings on sale with `limit` units or fewer (the seller's "Estoque baixo": what to
 * restock before it sells out), fewest units first, then the oldest listing; as the stock list's
 * rows (units held by open orders included). Paused and blocked listings are left out: they are not
 * selling. The dashboard's low-stock panel shows the first ten at its fixed threshold; this is the
 * whole list at the seller's.
 */
export async function lowStockListings(
  db: DB,
  storeId: number,
  limit: number,
): Promise<{ listings: StockRow[]; total: number }> {
  const base = db
    .selectFrom('store_listings')
    .where('store_id', '=', storeId)
    .where('status', '=', 'available')
    .where('quantity', '<=', limit)
    // A classified ad's listing is no stock to replenish (docs/classifieds.md), as on the dashboard.
    .where('product_type', '!=', CLASSIFIED_PRODUCT_TYPE);
  const [ids, count] = await Promise.all([
    base.select('id').orderBy('quantity', 'asc').orderBy('id', 'asc').limit(LOW_STOCK_MAX_ROWS).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    listings: await stockRows(
      db,
      ids.map((r) => r.id),
    ),
    total: Number(count.n),
  };
}
