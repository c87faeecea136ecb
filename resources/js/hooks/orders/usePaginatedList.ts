import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadStatus } from '@/Components/Checkout/LoadState';
import type { Paginate } from '@/types';

export interface PageOf<T> {
  items: T[];
  paginate: Paginate | null;
}

/**
 * A paginated list (spec section 4): page 1 replaces the list, later pages append. A failed later
 * page keeps what is shown and reports the error; a failed first page is the error state.
 */
export function usePaginatedList<T>(fetchPage: (page: number) => Promise<PageOf<T>>, onError?: () => void) {
  const [items, setItems] = useState<T[]>([]);
  const [paginate, setPaginate] = useState<Paginate | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const errorHandler = useRef(onError);
  errorHandler.current = onError;
  const generation = useRef(0);

  const load = useCallback(async (page: number) => {
    const run = ++generation.current;
    if (page === 1) setStatus('loading');
    else setLoadingMore(true);
    try {
      const result = await fetcher.current(page);
      if (run !== generation.current) return;
      setItems((current) => (page === 1 ? result.items : [...current, ...result.items]));
      setPaginate(result.paginate);
      setStatus('ready');
    } catch (error) {
      if (run !== generation.current) return;
      console.warn('paginated list', error);
      if (page === 1) setStatus('error');
      errorHandler.current?.();
    } finally {
      if (run === generation.current) setLoadingMore(false);
    }
  }, []);

  useEffect(() => {
    void load(1);
  }, [load]);

  const hasMore = paginate !== null && paginate.current_page < paginate.last_page;
  const loadMore = useCallback(() => {
    if (paginate && hasMore) void load(paginate.current_page + 1);
  }, [hasMore, load, paginate]);
  const reload = useCallback(() => void load(1), [load]);

  return { items, setItems, paginate, status, loadingMore, hasMore, loadMore, reload };
}
