import type { Generated } from 'kysely';

/** Migration 0017: classified ads (docs/classifieds.md). */
export interface AdRefTable {
  id: Generated<number>;
  code: string;
  name: string;
  position: number;
}

export interface AdsTable {
  id: Generated<number>;
  business_id: number;
  store_id: number;
  /** The store listing that carries the ad's price and stock into the cart and checkout. */
  listing_id: number | null;
  /** The hidden product (type `classified`) behind that listing. */
  product_id: number | null;
  category_id: number;
  condition_id: number;
  title: string;
  description: string;
  uf: string;
  city: string;
  status: 'analysis' | 'available' | 'paused' | 'reproved';
  reproved_reason: string | null;
  trashed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdPhotosTable {
  id: Generated<number>;
  ad_id: number;
  position: number;
  url: string;
  created_at: string;
}

export interface ClassifiedTables {
  ad_categories: AdRefTable;
  ad_conditions: AdRefTable;
  ads: AdsTable;
  ad_photos: AdPhotosTable;
}
