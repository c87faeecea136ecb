import type { DB } from '../../db/index.ts';
import { BUSINESS_ID } from './references.ts';

/** The home's banners showing now, in their order (GET /v1/{business}/banners). */
export async function activeBanners(db: DB) {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'title', 'subtitle', 'image_url', 'link_url', 'position'])
    .where('business_id', '=', BUSINESS_ID)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('position')
    .execute();
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    image: b.image_url,
    link: b.link_url,
    position: b.position,
  }));
}

/** The stores' ads showing now, in their order (GET /v1/bannerAds). */
export async function activeBannerAds(db: DB) {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('banner_ads as a')
    .leftJoin('stores as s', 's.id', 'a.store_id')
    .select([
      'a.id',
      'a.title',
      'a.image_url',
      'a.link_url',
      's.id as store_id',
      's.name as store_name',
      's.slug as store_slug',
    ])
    .where('a.active', '=', 1)
    .where((eb) => eb.or([eb('a.starts_at', 'is', null), eb('a.starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', now)]))
    .orderBy('a.position')
    .execute();
  return rows.map((a) => ({
    id: a.id,
    title: a.title,
    image: a.image_url,
    link: a.link_url,
    store: a.store_id ? { id: a.store_id, name: a.store_name as string, slug: a.store_slug as string } : null,
  }));
}
