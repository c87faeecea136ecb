import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { ProductType, Reais } from '@/types/catalogue';
import type { OwnListing, RegisterProduct, SuggestionItem } from '@/types/pages/sellerRegister';

/** POST /v1/product-store-save/: a store's listing, created or, for an existing key, changed. */
export interface ListingSaveInput {
  store_id: number;
  /** The listing being edited; absent for a new one (the same key still updates, never duplicates). */
  id?: number;
  product_id: number;
  condition: string;
  language: string;
  extras: string[];
  /** Units for sale, an integer ≥ 0. */
  quantity: number;
  /** Reais, > 0. */
  price: Reais;
  /** The quantity the seller saw when editing: a checkout that took units meanwhile answers 409. */
  expected_quantity?: number;
}

/** The saved listing (its shape beyond these fields belongs to the stock calls). */
export type SavedListing = Partial<OwnListing> & { id: number };

/** POST /v1/product/create_product: a product missing from the catalogue, saved pending approval. */
export interface CreateProductInput {
  name: string;
  type: ProductType;
  collection?: string | null;
  number?: string | null;
  language?: string | null;
  notes?: string | null;
}

/** The calls of the register and suggest screens (docs/product-register.md). */
export const sellerRegisterApi = {
  /** The product a seller picked: catalogue entry, market prices and the store's own listings of it. */
  product: (store_id: number, product_id: number) =>
    http
      .post<ActionResponse<RegisterProduct>>('/v1/product-register/product', { store_id, product_id })
      .then((r) => r.data),
  /** 200/201 `{error: false, message: 'Criado/Alterado com sucesso.', result}`; 422 `{message, errors}`. */
  saveListing: (input: ListingSaveInput) =>
    http.post<ActionResponse<SavedListing>>('/v1/product-store-save/', input).then((r) => r.data),
  /** 201 `{message: 'Salvo com sucesso', result: suggestion}`; 422 field errors; 401 without a session. */
  createProduct: (input: CreateProductInput) =>
    http.post<ActionResponse<SuggestionItem>>('/v1/product/create_product', input).then((r) => r.data),
  /** GET /v1/product-suggestions: the user's own suggestions, newest first. */
  mySuggestions: () =>
    http.get<ActionResponse<SuggestionItem[]>>('/v1/product-suggestions').then((r) => r.data),
};
