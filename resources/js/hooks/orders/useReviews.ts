import { useCallback } from 'react';
import { ordersApi } from '@/api/orders';

/**
 * Store and product reviews of a delivered store order: the requests ReviewForm sends (with its
 * toasts); the page reloads the order after one to show it.
 */
export function useReviews() {
  const reviewStore = useCallback(
    (storeOrderId: number, rating: number, comment: string) =>
      ordersApi.reviewOrder({ store_order_id: storeOrderId, rating, comment: comment || undefined }),
    [],
  );

  const reviewProduct = useCallback(
    (storeOrderId: number, itemId: number, rating: number, comment: string) =>
      ordersApi.reviewProduct({
        store_order_id: storeOrderId,
        order_item_id: itemId,
        rating,
        comment: comment || undefined,
      }),
    [],
  );

  return { reviewStore, reviewProduct };
}
