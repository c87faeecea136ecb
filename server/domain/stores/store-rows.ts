import type { SellerStore } from '../../../resources/js/types/pages/seller.ts';
import type { DB } from '../../db/index.ts';
import type { StoresTable } from '../../db/schema.ts';

/** A store with what the access check and most store-area calls need. */
export type ManagedStore = Pick<StoresTable, 'name' | 'slug' | 'status' | 'uf' | 'city'> & {
  id: number;
  owner_user_id: number | null;
};

/** The store by id with what the access check and most store-area calls need; undefined when unknown. */
export function findManagedStore(db: DB, storeId: number): Promise<ManagedStore | undefined> {
  return db
    .selectFrom('stores')
    .select(['id', 'owner_user_id', 'name', 'slug', 'status', 'uf', 'city'])
    .where('id', '=', storeId)
    .executeTakeFirst();
}

/** The `store` prop of a store-area screen; undefined for an id that is not a store. */
export function sellerStoreById(db: DB, storeId: number): Promise<SellerStore | undefined> {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'slug', 'status', 'logo_url', 'uf', 'city'])
    .where('id', '=', storeId)
    .executeTakeFirst();
}

/** The store's status and owner (who may manage it, whether its ads are public); undefined when unknown. */
export function storeStatusAndOwner(
  db: DB,
  storeId: number,
): Promise<{ status: StoresTable['status']; owner_user_id: number | null } | undefined> {
  return db
    .selectFrom('stores')
    .select(['status', 'owner_user_id'])
    .where('id', '=', storeId)
    .executeTakeFirst();
}
