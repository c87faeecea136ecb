import type { FeaturedCard, FeaturedPlacement } from '../../../resources/js/types/pages/featured.ts';
import type { DB } from '../../db/index.ts';
import { toReais } from '../cart/money.ts';
import { type CacheContext, cachedRead } from '../catalogue/list-cache.ts';
import { todayInBrazil } from './dates.ts';

/**
 * featuredNow through the list cache (docs/catalogue.md, "List cache"): the featured tables bump the
 * catalogue generation, and the day is part of the key.
 */
export function featuredShelf(
  ctx: CacheContext,
  placements: readonly FeaturedPlacement[],
  now = new Date(),
): Promise<FeaturedCard[]> {
  return cachedRead(ctx, `featured:${placements.join(',')}:${todayInBrazil(now)}`, () =>
    featuredNow(ctx.db, placements, now),
  );
}

/**
 * The featured ads showing today (Brasília) in the given placements, by placement and slot: one
 * indexed read of `featured_days` for the day (a handful of rows), for the home page and the lists.
 */
export async function featuredNow(
  db: DB,
  placements: readonly FeaturedPlacement[],
  now = new Date(),
): Promise<FeaturedCard[]> {
  const rows = await db
    .selectFrom('featured_days as d')
    .innerJoin('featured_ads as a', 'a.id', 'd.featured_ad_id')
    .innerJoin('featured_positions as p', 'p.id', 'd.position_id')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .leftJoin('store_listings as l', (j) =>
      j.onRef('l.id', '=', 'a.listing_id').on('l.status', '=', 'available'),
    )
    .leftJoin('products as pr', 'pr.id', 'l.product_id')
    .select([
      'a.id',
      'a.title',
      'a.image_url',
      'a.target_type',
      'a.sort_order',
      'p.placement',
      'p.slot',
      's.id as store_id',
      's.name as store_name',
      's.slug as store_slug',
      's.logo_url',
      's.status as store_status',
      'l.price as listing_price',
      'pr.id as product_id',
      'pr.type as product_type',
    ])
    .select((eb) =>
      eb
        .selectFrom('product_images as i')
        .select('i.url')
        .whereRef('i.product_id', '=', 'pr.id')
        .orderBy('i.position')
        .limit(1)
        .as('product_image'),
    )
    .where('d.day', '=', todayInBrazil(now))
    .where('a.status', '=', 'active')
    .where('p.placement', 'in', [...placements])
    .orderBy('p.placement')
    .orderBy('p.slot')
    .orderBy('a.sort_order')
    .execute();
  return rows
    .filter((r) => r.store_status === 'active' && (r.target_type === 'store' || r.product_id !== null))
    .map((r) => ({
      id: r.id,
      title: r.title,
      image: r.image_url ?? r.product_image ?? r.logo_url ?? null,
      placement: r.placement,
      slot: r.slot,
      store: { id: r.store_id, name: r.store_name, slug: r.store_slug },
      product:
        r.target_type === 'listing' && r.product_id !== null
          ? { id: r.product_id, type: r.product_type as string, price: toReais(r.listing_price ?? 0) }
          : null,
    }));
}
