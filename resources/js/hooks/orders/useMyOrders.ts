import { useCallback } from 'react';
import { ordersApi } from '@/api/orders';
import type { OrderGroup } from '@/types/cart';
import { usePaginatedList } from './usePaginatedList';

export const ORDERS_PER_PAGE = 10;

/** The buyer's orders, newest first (GET /v1/orders): page 1 replaces, "load more" appends. */
export function useMyOrders() {
  const fetchPage = useCallback(
    (page: number) =>
      ordersApi
        .list(page, ORDERS_PER_PAGE)
        .then((data) => ({ items: data.orders, paginate: data.orderPaginate })),
    [],
  );
  return usePaginatedList<OrderGroup>(fetchPage);
}
