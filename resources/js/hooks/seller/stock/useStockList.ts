import { router, usePage } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { cleanQuery } from '@/hooks/usePropList';
import type { SellerStockProps, StockFilters, StockListing } from '@/types/pages/sellerStock';

/** The props one stock answer fills (spec section 3 "Store product listing"), reloaded together. */
const LIST_PROPS = [
  'products',
  'paginate',
  'total',
  'showing',
  'availableCount',
  'pausedCount',
  'blockedCount',
  'filters',
];

/** The URL query of a set of filters (empty ones left out; the default sort too). */
export function filtersQuery(filters: StockFilters) {
  return cleanQuery({
    q: filters.q,
    collection: filters.collection,
    condition: filters.condition,
    language: filters.language,
    extras: filters.extras,
    status: filters.status,
    sort: filters.sort === 'name' ? undefined : filters.sort,
  });
}

/**
 * The stock list of a stock screen, from its props: the filters live in the URL (a change is an
 * Inertia visit that reloads the list's props, page 1 replacing the rows; back/forward and reload
 * restore it), "carregar mais" asks for the next page of `products`, which Inertia appends, keeping
 * the URL. Rows edited or deleted here are patched in place until the server sends a new list.
 */
export function useStockList(props: SellerStockProps) {
  const routeName = usePage().props.route?.name ?? 'my-store.products';
  const [loadingMore, setLoadingMore] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [edited, setEdited] = useState<{ from: StockListing[]; rows: StockListing[] } | null>(null);
  const rows = edited && edited.from === props.products ? edited.rows : props.products;
  const hasMore = props.paginate.current_page < props.paginate.last_page;

  const setFilters = useCallback(
    (patch: Partial<StockFilters>) => {
      const next = { ...props.filters, ...patch };
      router.get(
        route(routeName, { store_id: props.store.id, ...filtersQuery(next) } as never),
        {},
        {
          only: LIST_PROPS,
          reset: ['products'],
          preserveState: true,
          preserveScroll: true,
          onStart: () => setRefreshing(true),
          onFinish: () => setRefreshing(false),
        },
      );
    },
    [props.filters, props.store.id, routeName],
  );

  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return;
    router.reload({
      only: LIST_PROPS,
      data: { page: props.paginate.current_page + 1 },
      preserveUrl: true,
      onStart: () => setLoadingMore(true),
      onFinish: () => setLoadingMore(false),
    });
  }, [hasMore, loadingMore, props.paginate.current_page]);

  const patchRows = useCallback(
    (update: (rows: StockListing[]) => StockListing[]) =>
      setEdited((current) => ({
        from: props.products,
        rows: update(current && current.from === props.products ? current.rows : props.products),
      })),
    [props.products],
  );

  return {
    rows,
    hasMore,
    loadingMore,
    refreshing,
    setFilters,
    loadMore,
    replaceRow: (row: StockListing) => patchRows((list) => list.map((r) => (r.id === row.id ? row : r))),
    removeRow: (id: number) => patchRows((list) => list.filter((r) => r.id !== id)),
  };
}
