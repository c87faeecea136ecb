import type { Paginated, Reais } from '../catalogue';
import type { SellerStore } from './seller';

/** States of a classified ad (docs/classifieds.md). A trashed ad keeps its state and has `trashed_at`. */
export type AdStatus = 'analysis' | 'available' | 'paused' | 'reproved';

export const AD_STATUSES: readonly AdStatus[] = ['available', 'paused', 'reproved', 'analysis'];

/** The store list's tabs: the four states and the trash. */
export type AdTab = AdStatus | 'trash';

export interface AdRef {
  id: number;
  code: string;
  name: string;
}

export interface AdPhoto {
  id: number;
  url: string;
  position: number;
}

/** One ad as every list and the detail answer it. */
export interface AdItem {
  id: number;
  title: string;
  description: string;
  status: AdStatus;
  status_label: string;
  reproved_reason: string | null;
  trashed_at: string | null;
  category: AdRef;
  adCondition: AdRef;
  /** Reais. */
  price: Reais;
  /** Units left (the backing listing's stock: the checkout moves it). */
  quantity: number;
  uf: string;
  city: string;
  photos: AdPhoto[];
  store: { id: number; name: string; slug: string; uf: string; city: string };
  created_at: string;
  updated_at: string;
}

export type AdCounts = Record<AdStatus, number>;

/** ads/paginate-to-store: one tab of a store's ads with the counts and totals (spec section 3). */
export interface StoreAdsPage extends Paginated<AdItem> {
  availableCount: number;
  pausedCount: number;
  reprovedCount: number;
  analysisCount: number;
  trashCount: number;
  /** Units over the store's ads outside the trash. */
  totalQuantity: number;
  /** Reais: price × units over the store's ads outside the trash. */
  totalValue: Reais;
}

export interface AdFilters {
  category: string | null;
  condition: string | null;
  uf: string | null;
  city: string | null;
  price_min: number | null;
  price_max: number | null;
}

export interface AdReferences {
  categories: AdRef[];
  conditions: AdRef[];
  states: { uf: string; name: string }[];
}

export interface AdLimits {
  max_photos: number;
  /** Bytes of one photo. */
  max_photo_bytes: number;
  max_photo_label: string;
  max_per_store: number;
  max_active: number;
}

/** /classifieds?category=&condition=&uf=&city=&price_min=&price_max=. */
export interface ClassifiedListProps extends AdReferences {
  filters: AdFilters;
  /** Cities of the chosen UF (empty without one). */
  cities: string[];
  ads: Paginated<AdItem>;
  /** Admins only: ads waiting for moderation, across stores. */
  moderation: AdItem[] | null;
}

/** /classified/{id}. */
export interface ClassifiedShowProps {
  ad: AdItem;
  /** Whether the viewer may buy it (logged in, not the store's owner, available with stock). */
  can_buy: boolean;
  is_admin: boolean;
}

/** /my-store/{store_id}/ad-list?status=. */
export interface StoreAdListProps {
  store: SellerStore;
  status: AdStatus;
  ads: StoreAdsPage;
  is_admin: boolean;
}

/** /my-store/{store_id}/ad-create?id=. */
export interface StoreAdCreateProps extends AdReferences {
  store: SellerStore;
  /** The ad being edited (`?id=`), null for a new one. */
  ad: AdItem | null;
  /** Cities of the ad's UF, or of the store's. */
  cities: string[];
  limits: AdLimits;
}

/** /my-store/{store_id}/ad-trash. */
export interface StoreAdTrashProps {
  store: SellerStore;
  ads: StoreAdsPage;
}
