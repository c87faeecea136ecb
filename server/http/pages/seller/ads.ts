import type {
  AdStatus,
  StoreAdCreateProps,
  StoreAdListProps,
  StoreAdTrashProps,
} from '../../../../resources/js/types/pages/classifieds.ts';
import { findAd, storeAdsPage } from '../../../domain/classifieds/queries.ts';
import {
  adCategories,
  adCities,
  adConditions,
  adStates,
  DEFAULT_MAX_ACTIVE,
  DEFAULT_MAX_PER_STORE,
  MAX_AD_PHOTO_BYTES,
  MAX_AD_PHOTO_LABEL,
  MAX_AD_PHOTOS,
} from '../../../domain/classifieds/references.ts';
import { configNumber } from '../../../domain/config.ts';
import { merge, type PropSources } from '../../../inertia/props.ts';
import { ADS_PER_PAGE, storeListSchema } from '../../v1/classifieds.ts';
import type { PageResolver } from '../index.ts';
import { numeric, parseQuery } from '../params.ts';
import { sellerStore } from './support.ts';

/** Store-area classifieds screens: the list with tabs, the form and the trash (docs/classifieds.md). */
export const adsPageResolvers: Record<string, PageResolver> = {
  /** /my-store/{store_id}/ad-list?status=&page=: ads/paginate-to-store of one state, counts and totals. */
  'my-store.ad.list': async (params, { db }, { query, viewer }) => {
    const store = await sellerStore(db, params.store_id);
    if (!store) return null;
    const input = parseQuery(storeListSchema, { store_id: store.id, status: query.status, page: query.page });
    const status = (input.status === 'trash' ? 'available' : input.status) as AdStatus;
    return {
      store,
      status,
      ads: merge(() => storeAdsPage(db, store.id, status, input.page, ADS_PER_PAGE), 'data'),
      is_admin: viewer?.role === 'admin',
    } satisfies PropSources<StoreAdListProps>;
  },

  /** /my-store/{store_id}/ad-create?id=: a new ad, or the store's ad `id` (not in the trash) to edit. */
  'my-store.ad.create': async (params, { db }, { query }) => {
    const store = await sellerStore(db, params.store_id);
    if (!store) return null;
    let ad = null;
    if (query.id !== undefined) {
      const id = numeric(query.id);
      ad = id === null ? undefined : await findAd(db, id);
      if (!ad || ad.store.id !== store.id || ad.trashed_at !== null) return null;
    }
    const [categories, conditions, maxPerStore, maxActive] = await Promise.all([
      adCategories(db),
      adConditions(db),
      configNumber(db, 'max_classified_per_store', DEFAULT_MAX_PER_STORE),
      configNumber(db, 'max_classified_active', DEFAULT_MAX_ACTIVE),
    ]);
    return {
      store,
      ad,
      categories,
      conditions,
      states: adStates(),
      cities: adCities(ad?.uf ?? store.uf) ?? [],
      limits: {
        max_photos: MAX_AD_PHOTOS,
        max_photo_bytes: MAX_AD_PHOTO_BYTES,
        max_photo_label: MAX_AD_PHOTO_LABEL,
        max_per_store: maxPerStore,
        max_active: maxActive,
      },
    } satisfies PropSources<StoreAdCreateProps>;
  },

  /** /my-store/{store_id}/ad-trash?page=: the store's trashed ads (restore or destroy). */
  'my-store.ad.trash': async (params, { db }, { query }) => {
    const store = await sellerStore(db, params.store_id);
    if (!store) return null;
    const input = parseQuery(storeListSchema, { store_id: store.id, status: 'trash', page: query.page });
    return {
      store,
      ads: merge(() => storeAdsPage(db, store.id, 'trash', input.page, ADS_PER_PAGE), 'data'),
    } satisfies PropSources<StoreAdTrashProps>;
  },
};
