import type {
  AdPaymentProps,
  FeaturedCardPaymentProps,
  FeaturedPixProps,
  FeaturedPlacement,
  FeaturedShelfProps,
} from '../../../../resources/js/types/pages/featured.ts';
import { todayInBrazil } from '../../../domain/featured/dates.ts';
import { featuredShelf } from '../../../domain/featured/display.ts';
import { featurableListings } from '../../../domain/featured/featurable-listings.ts';
import { syncFeatured, syncStoreFeatured } from '../../../domain/featured/payment.ts';
import { listPositions, maxDays, positionCalendar } from '../../../domain/featured/positions.ts';
import { featuredRow, presentAd, storeFeatured } from '../../../domain/featured/queries.ts';
import { listCards } from '../../../domain/payments/cards.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import type { PropSources } from '../../../inertia/props.ts';
import type { PageResolver } from '../index.ts';
import { numeric } from '../params.ts';
import { viewerManagedStore } from './support.ts';

/** The routes' guard is `auth`: only the store's owner or an admin gets the page (a 404 otherwise). */
const managedStore = viewerManagedStore;

const queryId = (value: unknown) => numeric(typeof value === 'string' ? value : undefined);

/** The ad of `?featured_id=` when it is the store's, its payment state read fresh from the gateway. */
async function adOfStore(services: Parameters<PageResolver>[1], storeId: number, raw: unknown) {
  const id = queryId(raw);
  if (id === null) return null;
  const row = await featuredRow(services.db, id);
  if (!row || row.store_id !== storeId) return null;
  return syncFeatured(commerceFor(services), row.id);
}

/** Store-area screens of featured ads: choose and pay (docs/featured-ads.md). */
export const featuredPageResolvers: Record<string, PageResolver> = {
  /** /my-store/{store_id}/ad-payment?featured_id=: positions, calendar, the store's ads, the ad to pay. */
  'my-store.ad.payment': async ({ store_id }, services, { viewer, query }) => {
    const { db } = services;
    const managed = await managedStore(db, store_id, viewer);
    if (!managed) return null;
    const { store } = managed;
    await syncStoreFeatured(commerceFor(services), store.id);
    const positions = await listPositions(db);
    const selected = await adOfStore(services, store.id, query.featured_id);
    return {
      store,
      positions,
      listings: await featurableListings(db, store.id),
      calendar: positions[0] ? await positionCalendar(db, positions[0].id) : null,
      ads: {
        pending: await storeFeatured(db, store.id, 'pending'),
        active: await storeFeatured(db, store.id, 'active'),
        other: await storeFeatured(db, store.id, 'other', 20),
      },
      selected: selected ? await presentAd(db, selected) : null,
      today: todayInBrazil(),
      max_days: await maxDays(db),
    } satisfies PropSources<AdPaymentProps>;
  },

  /** /my-store/{store_id}/payment-pix?featured_id=: the ad and its PIX (QR and copy-paste code). */
  'my-store.payment.pix': async ({ store_id }, services, { viewer, query }) => {
    const managed = await managedStore(services.db, store_id, viewer);
    if (!managed) return null;
    const row = await adOfStore(services, managed.store.id, query.featured_id);
    if (!row) return null;
    return {
      store: managed.store,
      ad: await presentAd(services.db, row, true),
    } satisfies PropSources<FeaturedPixProps>;
  },

  /** /my-store/{store_id}/payment-cart?featured_id=: the ad and the owner's saved cards. */
  'my-store.payment.cart': async ({ store_id }, services, { viewer, query }) => {
    const managed = await managedStore(services.db, store_id, viewer);
    if (!managed || !viewer) return null;
    const row = await adOfStore(services, managed.store.id, query.featured_id);
    if (!row) return null;
    // The cards are the owner's: an admin looking at the page sees none of them.
    const cards = managed.ownerUserId === viewer.user.id ? await listCards(services.db, viewer.user.id) : [];
    return {
      store: managed.store,
      ad: await presentAd(services.db, row),
      cards: cards.map((c) => ({
        id: c.id,
        brand: c.brand,
        last4: c.last4,
        holder: c.holder,
        exp_month: c.exp_month,
        exp_year: c.exp_year,
      })),
    } satisfies PropSources<FeaturedCardPaymentProps>;
  },
};

/**
 * A buyer screen's resolver plus the `featuredAds` prop: the featured ads showing today in the given
 * placements (docs/featured-ads.md "Where they show"), read lazily (a partial reload of other props
 * skips it). A not-found page stays not found.
 */
export function withFeaturedAds(
  resolver: PageResolver,
  placements: readonly FeaturedPlacement[],
): PageResolver {
  return async (params, services, page) => {
    const props = await resolver(params, services, page);
    if (!props) return props;
    return {
      ...props,
      featuredAds: (() =>
        featuredShelf(services, placements)) satisfies PropSources<FeaturedShelfProps>['featuredAds'],
    };
  };
}
