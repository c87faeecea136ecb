import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paginated } from '@/types/catalogue';

export type ListStatus = 'loading' | 'error' | 'ready';

export interface PaginatedList<T, R extends Paginated<T>> {
  items: T[];
  /** The last page's response (with any extra fields the call returns: metrics, store, totals...). */
  response: R | null;
  status: ListStatus;
  /** Page 1 is being fetched again while the previous results stay on screen. */
  refreshing: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  hasMore: boolean;
  total: number;
  /** `total` is a lower bound (paginate.total_at_least): "mais de N". */
  totalAtLeast: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Local edits (a favourite removed, a quantity changed) without a refetch. */
  setItems: (update: (items: T[]) => T[]) => void;
}

/**
 * A paginated /v1 list (spec section 4): page 1 replaces the list, later pages append. `key` names the
 * query: when it changes, page 1 is fetched again. Answers to an outdated query are dropped.
 */
export function usePaginatedList<T, R extends Paginated<T> = Paginated<T>>(
  /** `cursor`: the previous page's `paginate.next_cursor`, for lists with keyset paging. */
  fetchPage: (page: number, cursor?: string) => Promise<R>,
  key: string,
): PaginatedList<T, R> {
  const [items, setItemsState] = useState<T[]>([]);
  const [response, setResponse] = useState<R | null>(null);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const requestId = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `reloads` name the query to fetch
  useEffect(() => {
    const id = ++requestId.current;
    setStatus('loading');
    setLoadMoreFailed(false);
    setLoadingMore(false);
    fetchRef
      .current(1)
      .then((data) => {
        if (id !== requestId.current) return;
        setItemsState(data.data ?? []);
        setResponse(data);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (id !== requestId.current) return;
        console.warn('list', error);
        setItemsState([]);
        setResponse(null);
        setStatus('error');
      });
  }, [key, reloads]);

  const paginate = response?.paginate;
  const hasMore = Boolean(paginate && paginate.current_page < paginate.last_page);

  const loadMore = useCallback(() => {
    if (!paginate || loadingMore || !hasMore) return;
    const id = requestId.current;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    fetchRef
      .current(paginate.current_page + 1, paginate.next_cursor)
      .then((data) => {
        if (id !== requestId.current) return;
        setItemsState((previous) => [...previous, ...(data.data ?? [])]);
        setResponse(data);
      })
      .catch((error: unknown) => {
        if (id !== requestId.current) return;
        console.warn('list: next page', error);
        setLoadMoreFailed(true);
      })
      .finally(() => {
        if (id === requestId.current) setLoadingMore(false);
      });
  }, [paginate, loadingMore, hasMore]);

  return {
    items,
    response,
    status,
    refreshing: status === 'loading' && items.length > 0,
    loadingMore,
    loadMoreFailed,
    hasMore,
    total: paginate?.total ?? 0,
    totalAtLeast: paginate?.total_at_least === true,
    loadMore,
    reload: useCallback(() => setReloads((n) => n + 1), []),
    setItems: useCallback((update: (items: T[]) => T[]) => setItemsState(update), []),
  };
}
