import type { SellerStore } from './seller';

/** A store's settings, as the two settings screens get them and POST /v1/update-store answers. */
export interface StoreSettings {
  store_id: number;
  name: string;
  slug: string;
  description: string | null;
  contact_email: string | null;
  /** Digits only (DDD + number). */
  contact_phone: string | null;
  /** Dias para postagem: working days between payment and posting (1–30). */
  handling_days: number;
  /** The CEP the store ships from, "00000-000". */
  origin_postcode: string | null;
  /** The uploaded pictures, null when none was uploaded. */
  logo_url: string | null;
  banner_url: string | null;
  /** What the public page shows: the upload, or the drawn default. */
  logo: string;
  banner: string;
}

/** What POST /v1/update-store may change; a field left out keeps its value. */
export type StoreChanges = Partial<
  Pick<
    StoreSettings,
    'name' | 'slug' | 'description' | 'contact_email' | 'contact_phone' | 'handling_days' | 'origin_postcode'
  >
>;

/** One day of the free-shipping week (0 = Sunday … 6 = Saturday); the minimum order in reais. */
export interface FreeShippingDaySetting {
  day_of_week: number;
  enabled: boolean;
  min_order: number;
}

/** A period the store does not ship (férias): YYYY-MM-DD, both days included. */
export interface BlockDate {
  id: number;
  starts_on: string;
  ends_on: string;
  reason: string | null;
}

/** A box size the store ships in: centimetres and grams. */
export interface StoreBox {
  id: number;
  name: string;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  max_weight_g: number;
}

export type StoreMediaKind = 'logo' | 'banner';

/** Upload rules the server enforces (docs/store-settings.md); the screen checks them first too. */
export const STORE_MEDIA_RULES: Record<
  StoreMediaKind,
  { maxBytes: number; maxLabel: string; minWidth: number; minHeight: number }
> = {
  logo: { maxBytes: 1024 * 1024, maxLabel: '1 MB', minWidth: 64, minHeight: 64 },
  banner: { maxBytes: 3 * 1024 * 1024, maxLabel: '3 MB', minWidth: 600, minHeight: 150 },
};

/** The picture types accepted, by the Content-Type the browser sends with the file. */
export const STORE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** /my-store/config-store/{store_id}. */
export interface ConfigStoreProps {
  store: SellerStore;
  settings: StoreSettings;
  free_shipping_days: FreeShippingDaySetting[];
  block_dates: BlockDate[];
  boxes: StoreBox[];
  /** Today in Brasília (YYYY-MM-DD): the first day a block may start. */
  today: string;
}

/** /my-store/personalize-store/{store_id}. */
export interface PersonalizeStoreProps {
  store: SellerStore;
  settings: StoreSettings;
}
