import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { addPerRow, lockInIdOrder } from '../../db/locks.ts';
import { refreshProductOffers } from '../catalogue/offers.ts';
import { refreshStoreOffers } from '../catalogue/stores.ts';

/**
 * Keeps the catalogue's denormalised offer figures right after stock moved (products: min/avg/max
 * price, offers_count, stock; stores: offers_count), with the catalogue's own recompute functions,
 * inside the caller's transaction. On PostgreSQL the rows are locked first, in id order (products
 * before stores, the lock order of docs/ledger.md), so each recompute reads the listings after
 * every concurrent order that touched the same product has committed.
 */
export async function refreshOfferFigures(
  trx: DB,
  changes: { productIds: Iterable<number>; storeIds: Iterable<number> },
): Promise<void> {
  const productIds = [...new Set(changes.productIds)].sort((a, b) => a - b);
  const storeIds = [...new Set(changes.storeIds)].sort((a, b) => a - b);
  await lockInIdOrder(trx, 'products', productIds);
  await refreshProductOffers(trx, productIds);
  await lockInIdOrder(trx, 'stores', storeIds);
  await refreshStoreOffers(trx, storeIds);
}

/** Units a checkout took off one listing. */
export interface SoldUnits {
  productId: number;
  storeId: number;
  quantity: number;
  /** The listing reached zero: it leaves the product's offers and the store's offer count. */
  soldOut: boolean;
}

/**
 * The offer figures after a checkout took units off listings, in as few statements as possible.
 * Taking units that leave a listing above zero only lowers the product's stock (its offers, prices
 * and facets are those of the listings still on sale, which did not change): one `stock = stock − n`
 * update for all those products. A product with a listing that sold out gets the catalogue's full
 * recompute, and its store's offer count drops by one (takeStoreOffers). On PostgreSQL every product
 * row is locked first, in id order, as refreshOfferFigures does.
 */
export async function refreshAfterSale(trx: DB, sold: readonly SoldUnits[]): Promise<void> {
  const productIds = [...new Set(sold.map((s) => s.productId))].sort((a, b) => a - b);
  if (productIds.length === 0) return;
  await lockInIdOrder(trx, 'products', productIds);
  const recompute = new Set(sold.filter((s) => s.soldOut).map((s) => s.productId));
  const units = new Map<number, number>();
  for (const s of sold) {
    if (!recompute.has(s.productId)) units.set(s.productId, (units.get(s.productId) ?? 0) + s.quantity);
  }
  if (units.size > 0) {
    const ids = [...units.keys()].sort((a, b) => a - b);
    const cases = sql.join(
      ids.map((id) => sql`WHEN ${id} THEN ${units.get(id)}`),
      sql` `,
    );
    await trx
      .updateTable('products')
      .set({ stock: sql`stock - CASE id ${cases} ELSE 0 END`, updated_at: new Date().toISOString() })
      .where('id', 'in', ids)
      .execute();
  }
  if (recompute.size > 0) {
    await refreshProductOffers(
      trx,
      [...recompute].sort((a, b) => a - b),
    );
    await takeStoreOffers(
      trx,
      sold.filter((s) => s.soldOut),
    );
  }
}

/**
 * Each listing that sold out was an available listing with stock and no longer is: its store's
 * offer count drops by one per such listing. A decrement under the store row's lock instead of
 * refreshStoreOffers' recount, which reads every listing of the store (tens of thousands for a big
 * store) in the checkout's transaction. Exact because the stock update that emptied the listing
 * matched it only while it was available with units, so each listing reaches zero once.
 */
async function takeStoreOffers(trx: DB, soldOut: readonly SoldUnits[]): Promise<void> {
  const perStore = new Map<number, number>();
  for (const s of soldOut) perStore.set(s.storeId, (perStore.get(s.storeId) ?? 0) - 1);
  await addPerRow(trx, 'stores', 'offers_count', perStore);
}
