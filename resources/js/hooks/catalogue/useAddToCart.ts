import { useCallback } from 'react';
import { cartApi } from '@/api/cart';
import { addedToCart } from '@/Components/Cart/addedToCart';
import { useApiAction } from '@/hooks/useApiAction';
import { notify } from '@/lib/notify';
import { isActionError } from '@/lib/requestErrors';
import { getCartCount, isLoggedIn, setCartCount } from '@/lib/session';
import { useLaravelReactI18n } from '@/lib/useI18n';

export interface AddToCartBody {
  /** The store listing (the offer) being bought. */
  store_product_id: number;
  quantity: number;
}

/** The units the cart holds after the call, when the answer says. */
export function cartCountFrom(result: { count?: number; items?: unknown[] } | undefined): number | null {
  if (!result) return null;
  if (typeof result.count === 'number') return result.count;
  return Array.isArray(result.items) ? result.items.length : null;
}

/**
 * Adding an offer to the cart (spec section 5) from a catalogue screen: a visitor sees the login
 * warning and nothing is sent; a user's POST /v1/add-to-cart answers 'Adicionado ao carrinho' or
 * 'Erro ao adicionar', and the local cart count follows the server's.
 */
export function useAddToCart() {
  const { t } = useLaravelReactI18n();
  const action = useApiAction<number>();
  const { run } = action;

  const add = useCallback(
    async ({ store_product_id, quantity: asked }: AddToCartBody): Promise<boolean> => {
      if (!isLoggedIn()) {
        notify.warning(t('spec.cart_add_login'));
        return false;
      }
      // Spec section 5: the quantity is converted to a number.
      const quantity = Math.max(1, Math.floor(Number(asked)) || 1);
      const failed = t('spec.cart_add_error');
      const data = await run(
        store_product_id,
        () =>
          cartApi
            .add({ store_product_id, quantity, is_update_from_cart: false })
            .then((r) => (isActionError(r) ? { ...r, message: r.message || failed } : r)),
        {
          success: false,
          onSuccess: (r) => {
            setCartCount(cartCountFrom(r.result) ?? getCartCount() + quantity);
            notify.successContent(addedToCart(t('spec.added_to_cart'), t('cart.toast_open')));
          },
          onError: (error) => void console.warn('add-to-cart', error),
          errorMessage: () => failed,
        },
      );
      return data !== null;
    },
    [run, t],
  );

  return { add, busy: action.busyKey };
}
