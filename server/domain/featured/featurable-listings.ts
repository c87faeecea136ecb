import type { FeaturedListingOption } from '../../../resources/js/types/pages/featured.ts';
import type { DB } from '../../db/index.ts';
import { toReais } from '../cart/money.ts';

/** The store's available listings it may feature (the 100 newest). */
export async function featurableListings(db: DB, storeId: number): Promise<FeaturedListingOption[]> {
  const rows = await db
    .selectFrom('store_listings as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.id', 'l.product_id', 'p.name', 'l.price'])
    .where('l.store_id', '=', storeId)
    .where('l.status', '=', 'available')
    .orderBy('l.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ id: r.id, product_id: r.product_id, name: r.name, price: toReais(r.price) }));
}
