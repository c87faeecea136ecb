import type {
  AdFilters,
  AdItem,
  AdStatus,
  AdTab,
  StoreAdsPage,
} from '../../../resources/js/types/pages/classifieds.ts';
import { toCents } from '../../../shared/money.ts';
import type { DB } from '../../db/index.ts';
import { toReais } from '../cart/money.ts';
import { pageInfo } from '../paging.ts';
import { AD_STATUS_LABELS } from './references.ts';

/** The ad with its references, store and backing listing: what every list presents. */
function adRows(db: DB) {
  return db
    .selectFrom('ads as a')
    .innerJoin('ad_categories as cat', 'cat.id', 'a.category_id')
    .innerJoin('ad_conditions as cond', 'cond.id', 'a.condition_id')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .leftJoin('store_listings as l', 'l.id', 'a.listing_id')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.status',
      'a.reproved_reason',
      'a.trashed_at',
      'a.uf',
      'a.city',
      'a.store_id',
      'a.listing_id',
      'a.created_at',
      'a.updated_at',
      'cat.id as category_id',
      'cat.code as category_code',
      'cat.name as category_name',
      'cond.id as condition_id',
      'cond.code as condition_code',
      'cond.name as condition_name',
      's.name as store_name',
      's.slug as store_slug',
      's.uf as store_uf',
      's.city as store_city',
      'l.price',
      'l.quantity',
    ]);
}

type AdRow = Awaited<ReturnType<ReturnType<typeof adRows>['execute']>>[number];

async function present(db: DB, rows: AdRow[]): Promise<AdItem[]> {
  const ids = rows.map((r) => r.id);
  const photos = ids.length
    ? await db
        .selectFrom('ad_photos')
        .select(['id', 'ad_id', 'url', 'position'])
        .where('ad_id', 'in', ids)
        .orderBy('ad_id')
        .orderBy('position')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    status: r.status,
    status_label: AD_STATUS_LABELS[r.status],
    reproved_reason: r.reproved_reason,
    trashed_at: r.trashed_at,
    category: { id: r.category_id, code: r.category_code, name: r.category_name },
    adCondition: { id: r.condition_id, code: r.condition_code, name: r.condition_name },
    price: toReais(r.price ?? 0),
    quantity: Math.max(0, r.quantity ?? 0),
    uf: r.uf,
    city: r.city,
    photos: photos
      .filter((p) => p.ad_id === r.id)
      .map((p) => ({ id: p.id, url: p.url, position: p.position })),
    store: { id: r.store_id, name: r.store_name, slug: r.store_slug, uf: r.store_uf, city: r.store_city },
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

type AdQuery = ReturnType<typeof adRows>;

async function page(query: AdQuery, db: DB, pageNo: number, perPage: number) {
  const total = Number(
    (
      await query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const rows = await query
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(perPage)
    .offset((pageNo - 1) * perPage)
    .execute();
  return { data: await present(db, rows), paginate: pageInfo(pageNo, perPage, total) };
}

/** What a buyer may see: available, not trashed, of an active store, with units left. */
function publicAds(db: DB) {
  return adRows(db)
    .where('a.status', '=', 'available')
    .where('a.trashed_at', 'is', null)
    .where('s.status', '=', 'active')
    .where('l.status', '=', 'available')
    .where('l.quantity', '>', 0);
}

/** POST /v1/{business}/ads/paginate: the buyer's list with its filters. */
export function publicAdsPage(
  db: DB,
  filters: AdFilters & { q?: string | null },
  pageNo: number,
  perPage: number,
) {
  let query = publicAds(db);
  if (filters.category) query = query.where('cat.code', '=', filters.category);
  if (filters.condition) query = query.where('cond.code', '=', filters.condition);
  if (filters.uf) query = query.where('a.uf', '=', filters.uf);
  if (filters.city) query = query.where('a.city', '=', filters.city);
  if (filters.price_min !== null) query = query.where('l.price', '>=', toCents(filters.price_min));
  if (filters.price_max !== null) query = query.where('l.price', '<=', toCents(filters.price_max));
  if (filters.q) query = query.where('a.title', 'like', `%${filters.q.replace(/[%_]/g, '')}%`);
  return page(query, db, pageNo, perPage);
}

/** ads-featureds: the newest available ads (the paid featured positions are the featured-ads module's). */
export async function latestAds(db: DB, limit = 8): Promise<AdItem[]> {
  const rows = await publicAds(db)
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return present(db, rows);
}

/** Ads waiting for moderation across every store (the admin's queue). */
export async function moderationQueue(db: DB, limit = 50): Promise<AdItem[]> {
  const rows = await adRows(db)
    .where('a.status', '=', 'analysis')
    .where('a.trashed_at', 'is', null)
    .orderBy('a.updated_at')
    .limit(limit)
    .execute();
  return present(db, rows);
}

/** One ad by id, whatever its state; undefined when unknown. */
export async function findAd(db: DB, id: number): Promise<AdItem | undefined> {
  const rows = await adRows(db).where('a.id', '=', id).execute();
  return (await present(db, rows))[0];
}

/** Whether a buyer may see the ad (ads-show for anyone but its store and admins). */
export const isPublic = (ad: AdItem, storeActive: boolean) =>
  ad.status === 'available' && ad.trashed_at === null && storeActive && ad.quantity > 0;

/** The store's counts per state and totals over its ads outside the trash. */
async function storeSummary(db: DB, storeId: number) {
  const rows = await db
    .selectFrom('ads as a')
    .leftJoin('store_listings as l', 'l.id', 'a.listing_id')
    .select((eb) => [
      'a.status',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('l.quantity').as('units'),
      eb.fn.sum<number>(eb('l.quantity', '*', eb.ref('l.price'))).as('value'),
    ])
    .where('a.store_id', '=', storeId)
    .where('a.trashed_at', 'is', null)
    .groupBy('a.status')
    .execute();
  const trash = await db
    .selectFrom('ads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('trashed_at', 'is not', null)
    .executeTakeFirst();
  const count = (s: AdStatus) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return {
    availableCount: count('available'),
    pausedCount: count('paused'),
    reprovedCount: count('reproved'),
    analysisCount: count('analysis'),
    trashCount: Number(trash?.n ?? 0),
    totalQuantity: rows.reduce((sum, r) => sum + Number(r.units ?? 0), 0),
    totalValue: toReais(rows.reduce((sum, r) => sum + Number(r.value ?? 0), 0)),
  };
}

/** ads/paginate-to-store: one tab (a state, or the trash) of the store's ads with counts and totals. */
export async function storeAdsPage(
  db: DB,
  storeId: number,
  tab: AdTab,
  pageNo: number,
  perPage: number,
): Promise<StoreAdsPage> {
  let query = adRows(db).where('a.store_id', '=', storeId);
  query =
    tab === 'trash'
      ? query.where('a.trashed_at', 'is not', null)
      : query.where('a.trashed_at', 'is', null).where('a.status', '=', tab);
  const [list, summary] = await Promise.all([page(query, db, pageNo, perPage), storeSummary(db, storeId)]);
  return { ...list, ...summary };
}
