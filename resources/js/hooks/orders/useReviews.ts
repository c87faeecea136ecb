import { useCallback } from 'react';
import { ordersApi } from '@/api/orders';
import { notifyAction, notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** Store and product reviews of a delivered store order; `after` reloads the order to show them. */
export function useReviews(after: () => void) {
  const { t } = useLaravelReactI18n();

  const send = useCallback(
    async (call: () => Promise<Parameters<typeof notifyAction>[0]>) => {
      try {
        const done = notifyAction(await call(), t('orders.review_sent'));
        if (done) after();
        return done;
      } catch (error) {
        notifyRequestError(error, { fallback: t('errors.generic') });
        return false;
      }
    },
    [after, t],
  );

  const reviewStore = useCallback(
    (storeOrderId: number, rating: number, comment: string) =>
      send(() =>
        ordersApi.reviewOrder({ store_order_id: storeOrderId, rating, comment: comment || undefined }),
      ),
    [send],
  );

  const reviewProduct = useCallback(
    (storeOrderId: number, itemId: number, rating: number, comment: string) =>
      send(() =>
        ordersApi.reviewProduct({
          store_order_id: storeOrderId,
          order_item_id: itemId,
          rating,
          comment: comment || undefined,
        }),
      ),
    [send],
  );

  return { reviewStore, reviewProduct };
}
