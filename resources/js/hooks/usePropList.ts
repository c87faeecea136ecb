import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import type { PaginatedList } from '@/hooks/catalogue/usePaginatedList';
import type { Paginated } from '@/types/catalogue';

export type QueryValue = string | number | string[] | undefined | null;

export interface PropList<T, R extends Paginated<T>> extends PaginatedList<T, R> {
  /** New filters or sort: the URL changes (back/forward restore it) and page 1 replaces the list. */
  setQuery: (query: Record<string, QueryValue>) => void;
}

/**
 * A paginated list a page receives as a prop (`merge(..., 'data')` on the server; spec section 4:
 * page 1 replaces, later pages append), with the same interface as a list fetched in the browser
 * (hooks/catalogue/usePaginatedList.ts) so the list components take either. Filters go in the URL
 * through a partial reload of that prop; "carregar mais" asks for the next page of the same prop (with
 * the list's `next_cursor` when it has one: keyset paging), which Inertia appends, and keeps the URL as
 * it is (a reload shows page 1 with the same filters).
 */
export function usePropList<T, R extends Paginated<T> = Paginated<T>>(
  key: string,
  list: R,
  /** Props that describe the filters (echoed by the server): reloaded with the list on a new query. */
  { with: withKeys = [] }: { with?: string[] } = {},
): PropList<T, R> {
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // Local edits (a favourite removed) to the list as it is; a new list from the server replaces them.
  const [edited, setEdited] = useState<{ from: R; items: T[] } | null>(null);
  const { current_page, last_page, total, next_cursor } = list.paginate;
  const hasMore = current_page < last_page;
  const withList = withKeys.join(',');

  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return;
    setLoadMoreFailed(false);
    router.reload({
      only: [key],
      data: next_cursor ? { page: current_page + 1, cursor: next_cursor } : { page: current_page + 1 },
      preserveUrl: true,
      onStart: () => setLoadingMore(true),
      onError: () => setLoadMoreFailed(true),
      onCancel: () => setLoadMoreFailed(true),
      onFinish: () => setLoadingMore(false),
    });
  }, [key, hasMore, loadingMore, current_page, next_cursor]);

  const reload = useCallback(() => router.reload({ only: [key], reset: [key] }), [key]);

  const setQuery = useCallback(
    (query: Record<string, QueryValue>) => {
      router.get(window.location.pathname, cleanQuery(query), {
        only: [key, ...withList.split(',').filter(Boolean)],
        reset: [key],
        preserveState: true,
        preserveScroll: true,
        onStart: () => setRefreshing(true),
        onFinish: () => setRefreshing(false),
      });
    },
    [key, withList],
  );

  const items = edited && edited.from === list ? edited.items : list.data;
  const setItems = useCallback(
    (update: (items: T[]) => T[]) =>
      setEdited((current) => ({ from: list, items: update(current?.items ?? list.data) })),
    [list],
  );

  return {
    items,
    response: list,
    status: 'ready',
    refreshing,
    loadingMore,
    loadMoreFailed,
    hasMore,
    total,
    totalAtLeast: list.paginate.total_at_least === true,
    loadMore,
    reload,
    setItems,
    setQuery,
  };
}

/** Lists as comma-separated values (the form /v1 reads), empty values left out of the URL. */
export function cleanQuery(query: Record<string, QueryValue>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) out[key] = value.join(',');
    } else out[key] = value;
  }
  return out;
}
