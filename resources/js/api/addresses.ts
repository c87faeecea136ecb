import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type { Address, AddressInput, DefaultAddress, StateOption } from '@/types/cart';

/**
 * Address calls of spec section 7 ("Addresses"). The postal-code lookup (GET /api/cep/{cep} by
 * default, ViaCEP shape) lives in hooks/address/cepLookup.ts because its URL is configurable.
 */
export const addressesApi = {
  /** GET /v1/address: the buyer's addresses, the default first. */
  list: () => http.get<ActionResponse<Address[]>>('/v1/address').then((r) => r.data),
  /** POST /v1/address: a new address. */
  create: (input: AddressInput) =>
    http.post<ActionResponse<Address>>('/v1/address', input).then((r) => r.data),
  /** POST /v1/address/add_address: the same as create (the legacy path). */
  add: (input: AddressInput) =>
    http.post<ActionResponse<Address>>('/v1/address/add_address', input).then((r) => r.data),
  /** POST /v1/update-address/ {id, ...fields}. */
  update: (id: number, input: AddressInput) =>
    http.post<ActionResponse<Address>>('/v1/update-address/', { id, ...input }).then((r) => r.data),
  /** DELETE /v1/address/{id}. */
  remove: (id: number) => http.delete<ActionResponse<null>>(`/v1/address/${id}`).then((r) => r.data),
  /** GET /v1/address-default: the default address and its browser-session form. */
  getDefault: () => http.get<ActionResponse<DefaultAddress>>('/v1/address-default').then((r) => r.data),
  /** POST /v1/address-default {id}: makes an address the default. */
  setDefault: (id: number) =>
    http.post<ActionResponse<DefaultAddress>>('/v1/address-default', { id }).then((r) => r.data),
  /** GET /v1/states. */
  states: () => http.get<ActionResponse<StateOption[]>>('/v1/states').then((r) => r.data),
  /** GET /v1/cities/state/{state}. */
  cities: (uf: string) => http.get<ActionResponse<string[]>>(`/v1/cities/state/${uf}`).then((r) => r.data),
};
