import type {
  AdFilters,
  ClassifiedListProps,
  ClassifiedShowProps,
} from '../../../resources/js/types/pages/classifieds.ts';
import { findAd, isPublic, moderationQueue, publicAdsPage } from '../../domain/classifieds/queries.ts';
import { adCategories, adCities, adConditions, adStates } from '../../domain/classifieds/references.ts';
import { storeStatusAndOwner } from '../../domain/stores/store-rows.ts';
import { merge, type PropSources } from '../../inertia/props.ts';
import { mayManageStore } from '../support/storeAccess.ts';
import { ADS_PER_PAGE, publicListSchema } from '../v1/classifieds.ts';
import type { PageResolver } from './index.ts';
import { absent, numeric, parseQuery } from './params.ts';

/** The buyer's classifieds screens (docs/classifieds.md). */
export const classifiedPageResolvers: Record<string, PageResolver> = {
  /** /classifieds?category=&condition=&uf=&city=&price_min=&price_max=&page=: POST /v1/1/ads/paginate's list. */
  'classified.list': async (_params, { db }, { query, viewer }) => {
    const input = parseQuery(publicListSchema, {
      category: query.category,
      condition: query.condition,
      uf: query.uf,
      city: query.city,
      price_min: query.price_min,
      price_max: query.price_max,
      page: query.page,
      per_page: ADS_PER_PAGE,
    });
    const filters: AdFilters = {
      category: input.category,
      condition: input.condition,
      uf: input.uf,
      city: input.city,
      price_min: input.price_min,
      price_max: input.price_max,
    };
    const [categories, conditions] = await Promise.all([adCategories(db), adConditions(db)]);
    return {
      categories,
      conditions,
      states: adStates(),
      filters,
      cities: (input.uf && adCities(input.uf)) || [],
      ads: merge(() => publicAdsPage(db, filters, input.page, ADS_PER_PAGE), 'data'),
      moderation: viewer?.role === 'admin' ? () => moderationQueue(db) : null,
    } satisfies PropSources<ClassifiedListProps>;
  },

  /** /classified/{id}: one ad (a buyer sees it only while it is on sale; its store and admins always). */
  'classified.show': async ({ id }, { db }, { viewer }) => {
    if (absent(id)) return null;
    const adId = numeric(id);
    if (adId === null) return null;
    const ad = await findAd(db, adId);
    if (!ad) return null;
    const store = await storeStatusAndOwner(db, ad.store.id);
    if (!store) throw new Error(`Store ${ad.store.id} of ad ${ad.id} not found`);
    const open = isPublic(ad, store.status === 'active');
    const manager = viewer ? mayManageStore(store, { id: viewer.user.id, role: viewer.role }) : false;
    if (!open && !manager) return null;
    return {
      ad,
      can_buy: open && viewer !== null && store.owner_user_id !== viewer.user.id,
      is_admin: viewer?.role === 'admin',
    } satisfies PropSources<ClassifiedShowProps>;
  },
};
