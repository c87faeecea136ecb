import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import type { Paginated } from '@/types/catalogue';

export type QueryValue = string | number | string[] | undefined | null;

export interface PropList<T, R extends Paginated<T> = Paginated<T>> {
  items: T[];
  /** The list's last page as the server gave it (with any extra fields: metrics, search, totals...). */
  response: R;
  /** New filters are on their way: the current items stay on screen meanwhile. */
  refreshing: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  hasMore: boolean;
  total: number;
  /** `total` is a lower bound (paginate.total_at_least): "mais de N". */
  totalAtLeast: boolean;
  loadMore: () => void;
  /** Page 1 again, replacing the list. */
  reload: () => void;
  /** Local edits (a favourite removed, a quantity changed) without asking the server. */
  setItems: (update: (items: T[]) => T[]) => void;
  /** New filters or sort: the URL changes (back/forward restore it) and page 1 replaces the list. */
  setQuery: (query: Record<string, QueryValue>) => void;
}

/**
 * The one paged list of the screens (spec section 4: page 1 replaces, later pages append): a page prop
 * the server sends with `merge(..., 'data')` (server/http/pages/*.ts). Filters go in the URL through a
 * partial reload of that prop, with `reset` (page 1 replaces); "carregar mais" asks for the next page
 * of the same prop (with the list's `next_cursor` when it has one: keyset paging), which Inertia
 * appends, and keeps the URL as it is (a reload shows page 1 with the same filters).
 */
export function usePropList<T, R extends Paginated<T> = Paginated<T>>(
  key: string,
  list: R,
  {
    with: withKeys = [],
    pageParam = 'page',
  }: {
    /** Props that describe the filters (echoed by the server): reloaded with the list on a new query. */
    with?: string[];
    /** The query key of the page number, for a page with two lists (a store's listings and reviews). */
    pageParam?: string;
  } = {},
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
    const failed = () => {
      setLoadMoreFailed(true);
      return false;
    };
    router.reload({
      only: [key],
      data: next_cursor
        ? { [pageParam]: current_page + 1, cursor: next_cursor }
        : { [pageParam]: current_page + 1 },
      preserveUrl: true,
      onStart: () => setLoadingMore(true),
      onError: failed,
      onCancel: failed,
      onHttpException: failed,
      onNetworkError: failed,
      onFinish: () => setLoadingMore(false),
    });
  }, [key, pageParam, hasMore, loadingMore, current_page, next_cursor]);

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
