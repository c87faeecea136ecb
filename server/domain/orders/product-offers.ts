import type { DB, Dialect } from '../../db/index.ts';
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
  dialect: Dialect,
  changes: { productIds: Iterable<number>; storeIds: Iterable<number> },
): Promise<void> {
  const productIds = [...new Set(changes.productIds)].sort((a, b) => a - b);
  const storeIds = [...new Set(changes.storeIds)].sort((a, b) => a - b);
  if (dialect === 'postgres' && productIds.length) {
    await trx
      .selectFrom('products')
      .select('id')
      .where('id', 'in', productIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  await refreshProductOffers(trx, productIds);
  if (dialect === 'postgres' && storeIds.length) {
    await trx
      .selectFrom('stores')
      .select('id')
      .where('id', 'in', storeIds)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  await refreshStoreOffers(trx, storeIds);
}
