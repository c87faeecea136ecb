import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { Address } from '@/types/cart';
import type { Company, CompanyInput, MyStore, OpenStoreInput } from '@/types/pages/sellerOnboarding';

/**
 * Opening a store, the seller's stores and company, store activation (spec section 7, "Stores",
 * "Company", "Addresses"; docs/stores.md).
 */
export const sellerOnboardingApi = {
  /** POST /v1/store/add_store: 201 with the new store (`pending`); 422 on `slug` when it is taken. */
  openStore: (input: OpenStoreInput) =>
    http.post<ActionResponse<MyStore>>('/v1/store/add_store', input).then((r) => r.data),
  /** GET /v1/my-stores: the viewer's stores, the newest first. */
  myStores: () => http.get<ActionResponse<MyStore[]>>('/v1/my-stores').then((r) => r.data),
  /** POST /v1/store/force-activate {store_id} (admin). */
  activate: (storeId: number) =>
    http.post<ActionResponse<MyStore>>('/v1/store/force-activate', { store_id: storeId }).then((r) => r.data),
  /** POST /v1/store/block {store_id, reason} (admin). */
  block: (storeId: number, reason: string) =>
    http.post<ActionResponse<MyStore>>('/v1/store/block', { store_id: storeId, reason }).then((r) => r.data),
  /** GET /v1/company: the viewer's company or null. */
  company: () => http.get<ActionResponse<Company | null>>('/v1/company').then((r) => r.data),
  /** POST /v1/company/add_companies. */
  createCompany: (input: CompanyInput) =>
    http.post<ActionResponse<Company>>('/v1/company/add_companies', input).then((r) => r.data),
  /** POST /v1/company/update_company. */
  updateCompany: (input: CompanyInput) =>
    http.post<ActionResponse<Company>>('/v1/company/update_company', input).then((r) => r.data),
  /** GET /v1/address-store-null: the viewer's address book. */
  bookAddresses: () => http.get<ActionResponse<Address[]>>('/v1/address-store-null').then((r) => r.data),
  /** GET /v1/address-default-store/{store_id}: the store's shipping origin or null. */
  storeOrigin: (storeId: number) =>
    http.get<ActionResponse<Address | null>>(`/v1/address-default-store/${storeId}`).then((r) => r.data),
  /** POST /v1/address-default-store/{store_id} {address_id}: one of the viewer's addresses as the origin. */
  setStoreOrigin: (storeId: number, addressId: number) =>
    http
      .post<ActionResponse<Address>>(`/v1/address-default-store/${storeId}`, { address_id: addressId })
      .then((r) => r.data),
};
