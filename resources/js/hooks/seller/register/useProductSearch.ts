import { useCallback, useRef, useState } from 'react';
import { catalogueApi } from '@/api/catalogue';
import { isHttpError } from '@/lib/http';
import type { Paginate } from '@/types';
import type { CatalogueEntry, Paginated, ProductType } from '@/types/catalogue';

/** The Bra line's root category: searching it without a child category searches the whole line. */
export const BRA_ROOT_CATEGORY = 4;

export interface SearchFilters {
  kind: ProductType;
  query: string;
  /** Cards: a collection code. */
  collection: string;
  /** TCG, accessories, Bra: a child category id ('' for all). */
  category: string;
}

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The lookup of spec section 7 for each kind (products-by-api and its variants). */
function lookup(filters: SearchFilters, page: number): Promise<Paginated<CatalogueEntry>> {
  const query = filters.query.trim() || undefined;
  const category = filters.category ? Number(filters.category) : undefined;
  switch (filters.kind) {
    case 'card':
      return catalogueApi.productsByApi({ query, collection_code: filters.collection || undefined, page });
    case 'tcg':
      return catalogueApi.productsByApiTcg({ query, category, page });
    case 'accessory':
      return catalogueApi.productsByApiAccessory({ query, category, page });
    case 'bra':
      return catalogueApi.productsByApiBra(category ?? BRA_ROOT_CATEGORY, { query, page });
  }
}

/**
 * Finding a catalogue product to list: the kind, a text, a collection (cards) or category (others);
 * page 1 replaces the results, "carregar mais" appends the next page. A product code (RDC) is looked
 * up on its own (find-by-rdc). Lookup failures are logged and shown in place (spec section 8).
 */
export function useProductSearch(initialKind: ProductType) {
  const [filters, setFilters] = useState<SearchFilters>({
    kind: initialKind,
    query: '',
    collection: '',
    category: '',
  });
  const [results, setResults] = useState<CatalogueEntry[]>([]);
  const [paginate, setPaginate] = useState<Paginate | null>(null);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const latest = useRef(0);

  const run = useCallback(async (next: SearchFilters, page: number) => {
    const ticket = ++latest.current;
    setStatus('loading');
    try {
      const found = await lookup(next, page);
      if (ticket !== latest.current) return;
      setResults((list) => (page === 1 ? found.data : [...list, ...found.data]));
      setPaginate(found.paginate);
      setStatus('ready');
    } catch (error) {
      if (ticket !== latest.current) return;
      console.warn('catalogue lookup', error);
      setStatus('error');
    }
  }, []);

  /** Changes filters; a new kind clears the collection and category, which belong to one kind. */
  const change = useCallback((patch: Partial<SearchFilters>) => {
    setFilters((f) => {
      const next = { ...f, ...patch };
      if (patch.kind && patch.kind !== f.kind) {
        next.collection = '';
        next.category = '';
      }
      return next;
    });
  }, []);

  /** Page 1 of the results for the filters (with `override` applied first). */
  const search = useCallback(
    (override?: Partial<SearchFilters>) => {
      const next = { ...filters, ...override };
      if (override) setFilters(next);
      void run(next, 1);
    },
    [filters, run],
  );

  const loadMore = useCallback(() => {
    if (!paginate || paginate.current_page >= paginate.last_page) return;
    void run(filters, paginate.current_page + 1);
  }, [filters, paginate, run]);

  /** find-by-rdc: the product with this catalogue code, as the only result (none when unknown). */
  const findByCode = useCallback(async (code: string) => {
    const rdc = code.trim();
    if (!rdc) return;
    const ticket = ++latest.current;
    setStatus('loading');
    try {
      const found = await catalogueApi.findByRdc(rdc);
      if (ticket !== latest.current) return;
      setResults(found.result ? [found.result] : []);
      setPaginate(null);
      setStatus('ready');
    } catch (error) {
      if (ticket !== latest.current) return;
      const notFound = isHttpError(error) && error.response?.status === 404;
      if (!notFound) console.warn('find-by-rdc', error);
      setResults([]);
      setPaginate(null);
      setStatus(notFound ? 'ready' : 'error');
    }
  }, []);

  const hasMore = paginate !== null && paginate.current_page < paginate.last_page;
  return { filters, change, search, loadMore, findByCode, results, paginate, status, hasMore };
}
