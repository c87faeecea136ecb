import type { Cart } from '../cart';

/** /cart and /checkout: the viewer's cart as the cart calls answer it (server/http/pages/account.ts). */
export interface CartPageProps {
  cart: Cart;
}
