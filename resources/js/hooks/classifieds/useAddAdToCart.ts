import { useCallback } from 'react';
import { cartApi } from '@/api/cart';
import { addedToCart } from '@/Components/Cart/addedToCart';
import { cartCountFrom } from '@/hooks/catalogue/useAddToCart';
import { useApiAction } from '@/hooks/useApiAction';
import { notify } from '@/lib/notify';
import { isActionError } from '@/lib/requestErrors';
import { isLoggedIn, setCartCount } from '@/lib/session';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** "Adicionar ao carrinho" of a classified ad: POST /v1/add-ad-to-cart {ad_id, quantity}. */
export function useAddAdToCart() {
  const { t } = useLaravelReactI18n();
  const action = useApiAction();
  const { run } = action;
  const add = useCallback(
    async (adId: number, quantity: number): Promise<boolean> => {
      if (!isLoggedIn()) {
        notify.warning(t('spec.cart_add_login'));
        return false;
      }
      const added = await run(
        adId,
        () =>
          cartApi
            .add({ ad_id: adId, quantity: Math.max(1, Math.floor(quantity) || 1) })
            // A refusal without a text reads as the screen's own.
            .then((r) => (isActionError(r) ? { ...r, message: r.message || t('spec.cart_add_error') } : r)),
        {
          success: false,
          onSuccess: (data) => {
            const count = cartCountFrom(data.result);
            if (count !== null) setCartCount(count);
            notify.successContent(addedToCart(t('spec.added_to_cart'), t('cart.toast_open')));
          },
        },
      );
      return added !== null;
    },
    [run, t],
  );
  return { add, busy: action.processing };
}
