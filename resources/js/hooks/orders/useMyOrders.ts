import { useCallback } from 'react';
import { ordersApi } from '@/api/orders';
import type { OrderGroup } from '@/types/cart';
import { usePaginatedList } from './usePaginatedList';

export const ORDERS_PER_PAGE = 10;

/**
 * The buyer's orders, newest first, through the paginated call (POST /v1/paginate-order, spec
 * section 3 "Paginated orders: products, paginate"): page 1 replaces, "load more" appends.
 */
export function useMyOrders() {
  const fetchPage = useCallback(
    (page: number) =>
      ordersApi
        .paginate({ page, per_page: ORDERS_PER_PAGE })
        .then((data) => ({ items: data.products, paginate: data.paginate })),
    [],
  );
  return usePaginatedList<OrderGroup>(fetchPage);
}
