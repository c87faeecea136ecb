import type {
  ConfigStoreProps,
  PersonalizeStoreProps,
} from '../../../../resources/js/types/pages/sellerSettings.ts';
import {
  blockDates,
  freeShippingWeek,
  storeBoxes,
  storeSettings,
  todayInBrazil,
} from '../../../domain/stores/settings.ts';
import type { PropSources } from '../../../inertia/props.ts';
import type { PageResolver } from '../index.ts';
import { sellerStore } from './support.ts';

/**
 * Store-area screens: config-store, personalize-store. Their first data is the store's current
 * settings, read from the same domain functions the /v1 calls answer with (docs/store-settings.md).
 */
export const settingsPageResolvers: Record<string, PageResolver> = {
  'my-store.config-store': async (params, { db }) => {
    const store = await sellerStore(db, params.store_id);
    const settings = store && (await storeSettings(db, store.id));
    if (!store || !settings) return null;
    const [free_shipping_days, block_dates, boxes] = await Promise.all([
      freeShippingWeek(db, store.id),
      blockDates(db, store.id),
      storeBoxes(db, store.id),
    ]);
    return {
      store,
      settings,
      free_shipping_days,
      block_dates,
      boxes,
      today: todayInBrazil(),
    } satisfies PropSources<ConfigStoreProps>;
  },

  'my-store.personalize-store': async (params, { db }) => {
    const store = await sellerStore(db, params.store_id);
    const settings = store && (await storeSettings(db, store.id));
    if (!store || !settings) return null;
    return { store, settings } satisfies PropSources<PersonalizeStoreProps>;
  },
};
