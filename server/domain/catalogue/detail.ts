import type { DB } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { recordProductView } from './daily-stats.ts';
import { priceSummary } from './offers.ts';

/** One product with everything its page shows; a constant number of queries. */
export async function productDetail(db: DB, id: number, userId: number | null, type?: ProductType) {
  let q = db
    .selectFrom('products as p')
    .leftJoin('collections as c', 'c.id', 'p.collection_id')
    .leftJoin('categories as cat', 'cat.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('rarities as r', 'r.id', 'p.rarity_id')
    .leftJoin('elements as e', 'e.id', 'p.element_id')
    .leftJoin('origins as o', 'o.id', 'p.origin_id')
    .select([
      'p.id',
      'p.type',
      'p.name',
      'p.name_en',
      'p.number',
      'p.code_pro',
      'p.rdc',
      'p.description',
      'p.can_send_bra_center',
      'p.released_at',
      'p.monthly_views',
      'p.monthly_sales',
      'p.price_change_bp',
      'c.code as collection_code',
      'c.name as collection_name',
      'c.name_en as collection_name_en',
      'c.release_date as collection_release',
      'cat.id as category_id',
      'cat.name as category_name',
      'cat.parent_id as category_parent',
      'b.id as brand_id',
      'b.name as brand_name',
      'b.slug as brand_slug',
      'r.id as rarity_id',
      'r.code as rarity_code',
      'r.name as rarity_name',
      'e.id as element_id',
      'e.code as element_code',
      'e.name as element_name',
      'o.id as origin_id',
      'o.code as origin_code',
      'o.name as origin_name',
    ])
    .where('p.id', '=', id);
  if (type) q = q.where('p.type', '=', type);
  const p = await q.executeTakeFirst();
  if (!p) return null;
  const [images, tags, price, favorite, owned] = await Promise.all([
    db.selectFrom('product_images').select('url').where('product_id', '=', id).orderBy('position').execute(),
    db
      .selectFrom('product_tags as pt')
      .innerJoin('tags as t', 't.id', 'pt.tag_id')
      .select(['t.id', 't.name', 't.slug'])
      .where('pt.product_id', '=', id)
      .orderBy('t.name')
      .execute(),
    priceSummary(db, id),
    userId
      ? db
          .selectFrom('favorites')
          .select('id')
          .where('user_id', '=', userId)
          .where('product_id', '=', id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    userId
      ? db
          .selectFrom('user_collections')
          .select(['vision', 'quantity'])
          .where('user_id', '=', userId)
          .where('product_id', '=', id)
          .execute()
      : Promise.resolve([]),
  ]);
  const urls = images.map((i) => i.url);
  return {
    code: p.id,
    type: p.type,
    name: p.name,
    name_en: p.name_en,
    number: p.number,
    codePro: p.code_pro,
    rdc: p.rdc,
    description: p.description,
    url: urls[0] ?? null,
    images: urls,
    collection: p.collection_code
      ? {
          code: p.collection_code,
          name: p.collection_name as string,
          name_en: p.collection_name_en,
          release_date: p.collection_release,
          url: `/media/collections/${p.collection_code}.svg`,
        }
      : null,
    category: p.category_id
      ? { id: p.category_id, name: p.category_name as string, parent_id: p.category_parent }
      : null,
    brand: p.brand_id ? { id: p.brand_id, name: p.brand_name as string, slug: p.brand_slug as string } : null,
    rarity: p.rarity_id
      ? { id: p.rarity_id, code: p.rarity_code as string, name: p.rarity_name as string }
      : null,
    element: p.element_id
      ? { id: p.element_id, code: p.element_code as string, name: p.element_name as string }
      : null,
    origin: p.origin_id
      ? { id: p.origin_id, code: p.origin_code as string, name: p.origin_name as string }
      : null,
    tags,
    price,
    variation_7d: p.price_change_bp === null ? null : p.price_change_bp / 100,
    monthly_views: p.monthly_views,
    monthly_sales: p.monthly_sales,
    can_send_bra_center: p.can_send_bra_center === 1,
    released_at: p.released_at,
    is_favorite: Boolean(favorite),
    in_collection: userId
      ? {
          have: owned.find((o) => o.vision === 'have')?.quantity ?? 0,
          want: owned.find((o) => o.vision === 'want')?.quantity ?? 0,
        }
      : null,
  };
}

/**
 * A product page view: counted toward the monthly views ranking at once, and in the day's view count
 * from which the daily statistics job recomputes the last 30 days (daily-stats.ts).
 */
export async function countProductView(db: DB, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('products')
      .set((eb) => ({ monthly_views: eb('monthly_views', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await recordProductView(trx, id);
  });
}
