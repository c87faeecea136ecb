import { useCallback, useState } from 'react';
import { catalogueApi } from '@/api/catalogue';
import { notify } from '@/lib/notify';
import { isLoggedIn } from '@/lib/session';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * Marks or unmarks a product as a favourite (POST /v1/favorites/add-to-favorite). A visitor is asked
 * to log in; a failure shows the generic error and leaves the mark as it was.
 */
export function useFavoriteToggle() {
  const { t } = useLaravelReactI18n();
  const [busy, setBusy] = useState<number | null>(null);

  const setFavorite = useCallback(
    async (productId: number, favorite: boolean): Promise<boolean | null> => {
      if (!isLoggedIn()) {
        notify.warning(t('product.favorite_login'));
        return null;
      }
      setBusy(productId);
      try {
        const data = await catalogueApi.addToFavorite(productId, favorite);
        const now = data.result?.favorite ?? favorite;
        notify.success(now ? t('product.favorite_added') : t('product.favorite_removed'));
        return now;
      } catch (error) {
        console.warn('add-to-favorite', error);
        notify.error(t('errors.generic'));
        return null;
      } finally {
        setBusy(null);
      }
    },
    [t],
  );

  return { setFavorite, busy };
}
