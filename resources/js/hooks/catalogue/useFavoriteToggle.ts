import { useCallback } from 'react';
import { catalogueApi } from '@/api/catalogue';
import { useApiAction } from '@/hooks/useApiAction';
import { notify } from '@/lib/notify';
import { isLoggedIn } from '@/lib/session';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * Marks or unmarks a product as a favourite (POST /v1/favorites/add-to-favorite). A visitor is asked
 * to log in; a failure shows the generic error and leaves the mark as it was.
 */
export function useFavoriteToggle() {
  const { t } = useLaravelReactI18n();
  const action = useApiAction<number>();
  const { run } = action;

  const setFavorite = useCallback(
    async (productId: number, favorite: boolean): Promise<boolean | null> => {
      if (!isLoggedIn()) {
        notify.warning(t('product.favorite_login'));
        return null;
      }
      const data = await run(productId, () => catalogueApi.addToFavorite(productId, favorite), {
        success: (r) =>
          (r.result?.favorite ?? favorite) ? t('product.favorite_added') : t('product.favorite_removed'),
        onError: (error) => void console.warn('add-to-favorite', error),
        errorMessage: () => t('errors.generic'),
      });
      return data === null ? null : (data.result?.favorite ?? favorite);
    },
    [run, t],
  );

  return { setFavorite, busy: action.busyKey };
}
