import type { SellerStore } from '../../../../resources/js/types/pages/seller.ts';
import type { DB } from '../../../db/index.ts';
import { sellerStoreById } from '../../../domain/stores/store-rows.ts';
import { numeric } from '../params.ts';

/**
 * The store of a store-scoped screen (`{store_id}` in its path), for its `store` prop; null for an id
 * that is not a store (the page is a 404). Access was decided by the route's `store` guard before the
 * resolver runs (server/http/pages/guards.ts: owner or admin).
 */
export async function sellerStore(db: DB, rawId: string | undefined): Promise<SellerStore | null> {
  const id = numeric(rawId);
  if (id === null) return null;
  return (await sellerStoreById(db, id)) ?? null;
}
