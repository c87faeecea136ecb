import type { SellerStore } from '../../../../resources/js/types/pages/seller.ts';
import type { Viewer } from '../../../../resources/js/types/shared.ts';
import type { DB } from '../../../db/index.ts';
import { sellerStoreById, storeStatusAndOwner } from '../../../domain/stores/store-rows.ts';
import { mayManageStore } from '../../support/storeAccess.ts';
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

/**
 * The store of a screen whose route guard is `auth` only: null (a not-found page) for anyone but the
 * store's owner or an admin. `ownerUserId` is the store's owner.
 */
export async function viewerManagedStore(
  db: DB,
  rawId: string | undefined,
  viewer: Viewer | null,
): Promise<{ store: SellerStore; ownerUserId: number | null } | null> {
  if (!viewer) return null;
  const store = await sellerStore(db, rawId);
  if (!store) return null;
  const owner = await storeStatusAndOwner(db, store.id);
  if (!owner) return null;
  return mayManageStore(owner, { id: viewer.user.id, role: viewer.role })
    ? { store, ownerUserId: owner.owner_user_id }
    : null;
}
