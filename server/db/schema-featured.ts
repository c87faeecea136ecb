import type { Generated } from 'kysely';
import type { FeaturedPlacement, FeaturedStatus } from '../../shared/constants/featured.ts';
import type { Flag } from './schema.ts';

export type { FeaturedPlacement, FeaturedStatus } from '../../shared/constants/featured.ts';

export type FeaturedTarget = 'store' | 'listing';

export interface FeaturedPositionsTable {
  id: Generated<number>;
  code: string;
  name: string;
  placement: FeaturedPlacement;
  slot: number;
  daily_price_cents: number;
  active: Flag;
}

export interface FeaturedAdsTable {
  id: Generated<number>;
  store_id: number;
  position_id: number;
  target_type: FeaturedTarget;
  listing_id: number | null;
  title: string;
  image_url: string | null;
  /** Brasília days, YYYY-MM-DD, both included. */
  starts_on: string;
  ends_on: string;
  days: number;
  amount_cents: number;
  status: FeaturedStatus;
  sort_order: Generated<number>;
  method: 'pix' | 'card' | null;
  driver: string | null;
  charge_id: string | null;
  pix_payload: string | null;
  pix_expires_at: string | null;
  card_ref: string | null;
  paid_at: string | null;
  hold_until: string;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface FeaturedDaysTable {
  position_id: number;
  day: string;
  featured_ad_id: number;
}

export interface FeaturedTables {
  featured_positions: FeaturedPositionsTable;
  featured_ads: FeaturedAdsTable;
  featured_days: FeaturedDaysTable;
}
