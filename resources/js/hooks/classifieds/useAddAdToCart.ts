import { useCallback, useState } from 'react';
import { cartApi } from '@/api/cart';
import { addedToCart } from '@/Components/Cart/addedToCart';
import { cartCountFrom } from '@/hooks/catalogue/useAddToCart';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError } from '@/lib/requestErrors';
import { isLoggedIn, setCartCount } from '@/lib/session';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** "Adicionar ao carrinho" of a classified ad: POST /v1/add-ad-to-cart {ad_id, quantity}. */
export function useAddAdToCart() {
  const { t } = useLaravelReactI18n();
  const [busy, setBusy] = useState(false);
  const add = useCallback(
    async (adId: number, quantity: number): Promise<boolean> => {
      if (!isLoggedIn()) {
        notify.warning(t('spec.cart_add_login'));
        return false;
      }
      setBusy(true);
      try {
        const data = await cartApi.add({ ad_id: adId, quantity: Math.max(1, Math.floor(quantity) || 1) });
        if (isActionError(data)) {
          notify.warning(data.message || t('spec.cart_add_error'));
          return false;
        }
        const count = cartCountFrom(data.result);
        if (count !== null) setCartCount(count);
        notify.successContent(addedToCart(t('spec.added_to_cart'), t('cart.toast_open')));
        return true;
      } catch (error) {
        notifyRequestError(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { add, busy };
}
