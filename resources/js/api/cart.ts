import { toCents } from '@shared/money';
import { http } from '@/lib/http';
import type { ActionResponse } from '@/types';
import type {
  AddAdToCartInput,
  AddToCartInput,
  CartResponse,
  CartShipping,
  ShippingService,
  UpdateCartInput,
} from '@/types/cart';

/** Quantity is sent as a number (spec section 5). */
const asNumber = (quantity: number | string) => Number(quantity);

/** An amount in reais, at least 0, as a string with 2 decimals: 12.5 → "12.50". */
export const twoDecimals = (reais: number) =>
  (Number.isFinite(reais) ? Math.max(toCents(reais), 0) / 100 : 0).toFixed(2);

/** Cart calls of spec section 7 ("Cart and orders"); every answer carries the cart in `result`. */
export const cartApi = {
  /** POST /v1/add-to-cart, or /v1/add-ad-to-cart when `ad_id` is present. */
  add: (input: AddToCartInput | AddAdToCartInput) => {
    const body = {
      ...input,
      quantity: asNumber(input.quantity),
      is_update_from_cart: Boolean(input.is_update_from_cart),
    };
    const url = 'ad_id' in input ? '/v1/add-ad-to-cart' : '/v1/add-to-cart';
    return http.post<CartResponse>(url, body).then((r) => r.data);
  },
  /** GET /v1/active-cart/{guest}: the user's cart; a visitor (guest id) gets an empty cart. */
  active: (guestId: string) => http.get<CartResponse>(`/v1/active-cart/${guestId}`).then((r) => r.data),
  /** POST /v1/remove-from-cart {id}: the cart item id. */
  remove: (id: number) => http.post<CartResponse>('/v1/remove-from-cart', { id }).then((r) => r.data),
  /** POST /v1/update-cart/: new quantities (0 removes; the same quantity accepts a changed price). */
  update: (input: UpdateCartInput) =>
    http
      .post<CartResponse>('/v1/update-cart/', {
        items: input.items.map((item) => ({ id: item.id, quantity: asNumber(item.quantity) })),
      })
      .then((r) => r.data),
  /** POST /v1/cart/save-store-shippiment: the shipping service chosen for one store. */
  saveStoreShipping: (storeId: number, service: ShippingService) =>
    http
      .post<CartResponse>('/v1/cart/save-store-shippiment', { store_id: storeId, service })
      .then((r) => r.data),
  /**
   * POST /v1/cart/meta: wallet credit to use and/or the address quoted to. Spec section 5: the credit
   * is clamped to at least 0 and sent with 2 decimals, as the string "12.50".
   */
  saveMeta: (meta: { wallet_credit?: number; address_id?: number }) =>
    http
      .post<CartResponse>('/v1/cart/meta', {
        ...meta,
        ...(meta.wallet_credit !== undefined ? { wallet_credit: twoDecimals(meta.wallet_credit) } : {}),
      })
      .then((r) => r.data),
  /** GET /v1/shippiments: options of every store in the cart (or one store), to the cart address or a CEP. */
  shippings: (params: { store_id?: number; cep?: string } = {}) =>
    http.get<ActionResponse<CartShipping[]>>('/v1/shippiments', { params }).then((r) => r.data),
};
