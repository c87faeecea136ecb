import type { SuggestionStatus } from '../../../../shared/constants/catalogue.ts';
import type { Category, Collection, Extra, Language, ProductType, Reais } from '../catalogue';
import type { SellerPageProps, SellerStore } from './seller';

export type { SuggestionStatus } from '../../../../shared/constants/catalogue.ts';

/** A condition a product may be listed in: card grades for cards, sealed/opened/new/used otherwise. */
export interface RegisterConditionOption {
  code: string;
  name: string;
}

/** One of the product's conditions with the market's figures in it (offers with stock, cheapest). */
export interface RegisterCondition extends RegisterConditionOption {
  offers: number;
  min_price: Reais | null;
}

/** A listing the store already has of the chosen product. */
export interface OwnListing {
  id: number;
  condition: string;
  condition_name: string;
  language: string;
  language_name: string;
  extras: string[];
  quantity: number;
  price: Reais;
  status: 'available' | 'paused' | 'blocked';
  updated_at: string;
}

/** The product a seller chose to list (POST /v1/product-register/product, `?product=` of the page). */
export interface RegisterProduct {
  product: {
    id: number;
    type: ProductType;
    name: string;
    name_en: string | null;
    number: string | null;
    code_pro: string | null;
    rdc: string | null;
    collection: { code: string; name: string } | null;
    category: { id: number; name: string } | null;
    url: string | null;
  };
  /** The market's cheapest available offer with stock, null when nobody sells it. */
  min_price: Reais | null;
  offers_count: number;
  conditions: RegisterCondition[];
  listings: OwnListing[];
}

/** /my-store/{store_id}/product-register: what the screen needs before any search. */
export interface ProductRegisterProps extends SellerPageProps {
  /** The product kinds in the order the kind picker shows them. */
  kinds: ProductType[];
  conditions: { card: RegisterConditionOption[]; other: RegisterConditionOption[] };
  languages: Language[];
  extras: Extra[];
  /** The child categories to narrow a search: TCG products, accessories, the Bra line. */
  categories: { tcg: Category[]; accessory: Category[]; bra: Category[] };
  /** Card collections, newest first (at most 100), to narrow a card search. */
  collections: Collection[];
  /** The product of `?product=ID` with its conditions and the store's listings of it; null without one. */
  selected: RegisterProduct | null;
}

/** A product suggestion as GET /v1/product-suggestions lists it. */
export interface SuggestionItem {
  id: number;
  user_id: number;
  name: string;
  collection: string | null;
  type: ProductType;
  notes: string | null;
  status: SuggestionStatus;
  status_label: string;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * /my-store/{store_id}/product-create: open to everyone. `store` only for its owner or an admin (the
 * store frame); `suggestions` null for a visitor (asked to log in), else the user's own, newest first.
 */
export interface ProductCreateProps {
  store: SellerStore | null;
  store_id: number;
  kinds: ProductType[];
  languages: Language[];
  suggestions: SuggestionItem[] | null;
}
