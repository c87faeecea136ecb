import type { DB } from '../../db/index.ts';

/**
 * The rows the catalogue's pictures are drawn from (images.ts draws them; /media serves them):
 * undefined when the record does not exist.
 */

export function productPictureRow(db: DB, productId: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .leftJoin('rarities as r', 'r.id', 'p.rarity_id')
    .leftJoin('elements as e', 'e.id', 'p.element_id')
    .select([
      'p.id',
      'p.type',
      'p.name',
      'p.number',
      'c.code as collection',
      'r.code as rarity',
      'r.color as rarity_color',
      'e.color as element_color',
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

export function storePictureRow(db: DB, storeId: number) {
  return db
    .selectFrom('stores')
    .select(['name', 'slug', 'city', 'uf'])
    .where('id', '=', storeId)
    .executeTakeFirst();
}

/** A banner's (with its subtitle) or a banner ad's (no subtitle) title. */
export async function bannerPictureRow(
  db: DB,
  table: 'banners' | 'banner_ads',
  id: number,
): Promise<{ title: string; subtitle: string | null } | undefined> {
  if (table === 'banners') {
    return db.selectFrom('banners').select(['title', 'subtitle']).where('id', '=', id).executeTakeFirst();
  }
  const row = await db.selectFrom('banner_ads').select('title').where('id', '=', id).executeTakeFirst();
  return row && { title: row.title, subtitle: null };
}

export function collectionPictureRow(db: DB, code: string) {
  return db.selectFrom('collections').select(['name']).where('code', '=', code).executeTakeFirst();
}

/** A brand's or a category's name and slug. */
export function namedPictureRow(db: DB, table: 'brands' | 'categories', id: number) {
  return db.selectFrom(table).select(['name', 'slug']).where('id', '=', id).executeTakeFirst();
}
