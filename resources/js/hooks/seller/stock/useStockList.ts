import { router, usePage } from '@inertiajs/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { cleanQuery } from '@/hooks/usePropList';
import type { SellerStockProps, StockFilters, StockListing, StockStatus } from '@/types/pages/sellerStock';

/** The props one stock answer fills (spec section 3 "Store product listing"), reloaded on a new query. */
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

/**
 * What "carregar mais" reloads: the next rows only. The counts stay those of the first page plus the
 * edits made here (a fresh count would already hold them), and the filters do not change.
 */
const MORE_PROPS = ['products', 'paginate'];

/**
 * Reloads the stock list as the URL asks for it, page 1 replacing the rows (after a CSV import, say).
 */
export function reloadStock() {
  router.reload({ only: [...LIST_PROPS, 'options'], reset: ['products'] });
}

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

/** Rows changed (a listing) or deleted (null) on this screen, and what that did to the counts. */
interface Edits {
  rows: Map<number, StockListing | null>;
  counts: Record<StockStatus, number>;
  deleted: number;
}

const noEdits = (): Edits => ({
  rows: new Map(),
  counts: { available: 0, paused: 0, blocked: 0 },
  deleted: 0,
});

/**
 * The stock list of a stock screen, from its props: the filters live in the URL (a change is an
 * Inertia visit that reloads the list's props, page 1 replacing the rows; back/forward and reload
 * restore it), "carregar mais" asks for the next page of `products`, which Inertia appends, keeping
 * the URL. Rows edited or deleted here stay so, also in the pages appended later, until a new query
 * brings a fresh list from the server; the counts follow them.
 */
export function useStockList(props: SellerStockProps) {
  const routeName = usePage().props.route?.name ?? 'my-store.products';
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // The filters as chosen: shown at once, replaced by the server's echo when the visit lands.
  const [filters, setShownFilters] = useState(props.filters);
  useEffect(() => setShownFilters(props.filters), [props.filters]);
  // Edits belong to the list of one query (back/forward to another query does not show them), until
  // a fresh list of it comes from the server (a new query, a refresh: a visit that resets
  // `products`), which already holds them. The pages "carregar mais" appends get them too.
  const query = JSON.stringify(filtersQuery(props.filters));
  const [edits, setEdits] = useState<{ of: string; edits: Edits } | null>(null);
  const current = edits && edits.of === query ? edits.edits : null;
  useEffect(
    () =>
      router.on('finish', (event) => {
        const { visit } = event.detail;
        if (visit.completed && visit.reset.includes('products')) setEdits(null);
      }),
    [],
  );

  const rows = useMemo(() => {
    if (!current) return props.products;
    return props.products.flatMap((row) => {
      const patched = current.rows.get(row.id);
      return patched === null ? [] : [patched ?? row];
    });
  }, [props.products, current]);

  const counts = {
    available: props.availableCount + (current?.counts.available ?? 0),
    paused: props.pausedCount + (current?.counts.paused ?? 0),
    blocked: props.blockedCount + (current?.counts.blocked ?? 0),
  };
  const total = props.filters.status ? counts[props.filters.status] : props.total - (current?.deleted ?? 0);
  const hasMore = props.paginate.current_page < props.paginate.last_page;

  const setFilters = useCallback(
    (patch: Partial<StockFilters>) => {
      const next = { ...filters, ...patch };
      setShownFilters(next);
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
    [filters, props.store.id, routeName],
  );

  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return;
    setLoadMoreFailed(false);
    router.reload({
      only: MORE_PROPS,
      data: { page: props.paginate.current_page + 1 },
      preserveUrl: true,
      onStart: () => setLoadingMore(true),
      onError: () => setLoadMoreFailed(true),
      onCancel: () => setLoadMoreFailed(true),
      onFinish: () => setLoadingMore(false),
    });
  }, [hasMore, loadingMore, props.paginate.current_page]);

  const edit = useCallback(
    (id: number, next: StockListing | null) =>
      setEdits((state) => {
        const base = state && state.of === query ? state.edits : noEdits();
        const before = base.rows.has(id) ? base.rows.get(id) : props.products.find((r) => r.id === id);
        if (before === null || before === undefined) return state;
        const counts = { ...base.counts };
        let deleted = base.deleted;
        if (next === null) {
          counts[before.status] -= 1;
          deleted += 1;
        } else if (next.status !== before.status) {
          counts[before.status] -= 1;
          counts[next.status] += 1;
        }
        const changed = new Map(base.rows);
        changed.set(id, next);
        return { of: query, edits: { rows: changed, counts, deleted } };
      }),
    [query, props.products],
  );
  // Stable while the list's query and rows stay, so that the memoised rows (StockRow) do not render
  // again when the screen does for something else (the page's shell, a new filter being typed).
  const replaceRow = useCallback((row: StockListing) => edit(row.id, row), [edit]);
  const removeRow = useCallback((id: number) => edit(id, null), [edit]);

  return {
    rows,
    filters,
    counts,
    total,
    hasMore,
    loadingMore,
    loadMoreFailed,
    refreshing,
    setFilters,
    loadMore,
    replaceRow,
    removeRow,
  };
}
