import type { FeaturedPlacement, FeaturedStatus } from '../../../../shared/constants/featured.ts';
import type { SellerStore } from './seller';

export {
  FEATURED_STATUSES,
  type FeaturedPlacement,
  type FeaturedStatus,
} from '../../../../shared/constants/featured.ts';

/** The tabs of GET /v1/featured-ad/{store_id}/{status}: `other` is expired and canceled. */
export const FEATURED_TABS = ['pending', 'active', 'other'] as const;
export type FeaturedTab = (typeof FEATURED_TABS)[number];

export interface FeaturedPosition {
  id: number;
  code: string;
  name: string;
  placement: FeaturedPlacement;
  slot: number;
  /** Reais per Brasília day. */
  daily_price: number;
}

/** GET /v1/date-position/{id}: the days of a position between `from` and `to` (YYYY-MM-DD). */
export interface PositionCalendar {
  position_id: number;
  from: string;
  to: string;
  taken: string[];
  free: string[];
}

export interface FeaturedPayment {
  method: 'pix' | 'card';
  charge_id: string | null;
  pix_payload: string | null;
  qr_code: string | null;
  pix_expires_at: string | null;
  card_ref: string | null;
}

/** A store's featured ad as its owner sees it. */
export interface FeaturedAd {
  id: number;
  store_id: number;
  position: Pick<FeaturedPosition, 'id' | 'name' | 'placement' | 'slot'>;
  target_type: 'store' | 'listing';
  listing_id: number | null;
  title: string;
  image_url: string | null;
  starts_on: string;
  ends_on: string;
  days: number;
  /** Reais: days × the position's daily price. */
  amount: number;
  status: FeaturedStatus;
  sort_order: number;
  paid_at: string | null;
  /** Until when the days of an unpaid ad stay reserved. */
  hold_until: string;
  payment: FeaturedPayment | null;
}

/** What a buyer sees of an active featured ad (home page, lists, Bra Center). */
export interface FeaturedCard {
  id: number;
  title: string;
  image: string | null;
  placement: FeaturedPlacement;
  slot: number;
  store: { id: number; name: string; slug: string };
  /** The featured product (a listing of the store), or null when the store itself is featured. */
  product: { id: number; type: string; price: number } | null;
}

/** Buyer screens that show featured ads get them as `featuredAds` (home, lists, Bra Center). */
export interface FeaturedShelfProps {
  featuredAds?: FeaturedCard[];
}

/** A listing the store can feature. */
export interface FeaturedListingOption {
  id: number;
  product_id: number;
  name: string;
  price: number;
}

export interface SavedCardOption {
  id: number;
  brand: string;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
}

/** /my-store/{store_id}/ad-payment?featured_id=: the form, the store's ads and the ad to pay. */
export interface AdPaymentProps {
  store: SellerStore;
  positions: FeaturedPosition[];
  listings: FeaturedListingOption[];
  /** The first position's calendar (other positions through GET /v1/date-position/{id}). */
  calendar: PositionCalendar | null;
  ads: Record<FeaturedTab, FeaturedAd[]>;
  /** The ad of `featured_id` in the URL, to pay. */
  selected: FeaturedAd | null;
  /** Brasília's today and the longest period a store may buy. */
  today: string;
  max_days: number;
}

/** /my-store/{store_id}/payment-pix?featured_id=. */
export interface FeaturedPixProps {
  store: SellerStore;
  ad: FeaturedAd;
}

/** /my-store/{store_id}/payment-cart?featured_id=. */
export interface FeaturedCardPaymentProps {
  store: SellerStore;
  ad: FeaturedAd;
  cards: SavedCardOption[];
}
