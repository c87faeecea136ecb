import type { Cart, CartItem, CartShipping, CartStore } from '@/types/cart';

export interface StoreCartGroup {
  store: CartStore;
  items: CartItem[];
  shipping: CartShipping | undefined;
}

/** The cart's items grouped by the store that sells them, in the order the cart lists its stores. */
export function groupByStore(cart: Cart): StoreCartGroup[] {
  return cart.stores
    .map((store) => ({
      store,
      items: cart.items.filter((item) => item.store_id === store.id),
      shipping: cart.shippings.find((s) => s.store_id === store.id),
    }))
    .filter((group) => group.items.length > 0);
}
