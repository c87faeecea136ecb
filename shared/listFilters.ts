import type { ProductFilters } from '../resources/js/types/catalogue.ts';
import { PRODUCT_SORTS, PRODUCT_TYPES, type ProductSort, type ProductType } from './constants/catalogue.ts';

/*
 * A product list's filters as the URL query keeps them, read and written the same way by the pages
 * (hooks/catalogue/useUrlFilters.ts) and by the server's page resolvers (server/http/pages/), which
 * render the list the URL names.
 */

/** The filters of a product list, as the URL query keeps them (`?sort=price_asc&rarity=R,U&uf=SP`). */
export interface ListFilters {
  sort?: ProductSort;
  category_id?: number;
  collection_code?: string;
  rarity: string[];
  condition: string[];
  language: string[];
  extras: string[];
  uf: string[];
  price_min?: number;
  price_max?: number;
  in_stock: boolean;
  /** Text typed in a list's own search field (the store page); the header search has its own route. */
  q?: string;
  /** The product type of a store's listings. */
  type?: ProductType;
}

const LIST_KEYS = ['rarity', 'condition', 'language', 'extras', 'uf'] as const;
const SORTS: readonly ProductSort[] = PRODUCT_SORTS;
const TYPES: readonly ProductType[] = PRODUCT_TYPES;

export function positive(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Reads filters from a query string; unknown or malformed values are ignored. */
export function parseFilters(search: string): ListFilters {
  const params = new URLSearchParams(search);
  const list = (key: string) =>
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
  const sort = params.get('sort') as ProductSort | null;
  const category = positive(params.get('category'));
  const type = params.get('type') as ProductType | null;
  return {
    sort: sort && SORTS.includes(sort) ? sort : undefined,
    category_id: category && Number.isInteger(category) ? category : undefined,
    collection_code: params.get('collection') || undefined,
    rarity: list('rarity'),
    condition: list('condition'),
    language: list('language'),
    extras: list('extras'),
    uf: list('uf').map((uf) => uf.toUpperCase()),
    price_min: positive(params.get('min')),
    price_max: positive(params.get('max')),
    in_stock: params.get('stock') === '1',
    q: params.get('q')?.trim() || undefined,
    type: type && TYPES.includes(type) ? type : undefined,
  };
}

/** The query keys of a set of filters (empty ones left out), for route(). */
export function filtersToQuery(filters: ListFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.sort) query.sort = filters.sort;
  if (filters.category_id) query.category = String(filters.category_id);
  if (filters.collection_code) query.collection = filters.collection_code;
  for (const key of LIST_KEYS) if (filters[key].length) query[key] = filters[key].join(',');
  if (filters.price_min !== undefined) query.min = String(filters.price_min);
  if (filters.price_max !== undefined) query.max = String(filters.price_max);
  if (filters.in_stock) query.stock = '1';
  if (filters.q) query.q = filters.q;
  if (filters.type) query.type = filters.type;
  return query;
}

/** The body of products/paginate for a set of filters. */
export function filtersToRequest(filters: ListFilters): ProductFilters {
  const body: ProductFilters = {};
  if (filters.sort) body.sort = filters.sort;
  if (filters.category_id) body.category_id = filters.category_id;
  if (filters.collection_code) body.collection_code = filters.collection_code;
  for (const key of LIST_KEYS) if (filters[key].length) body[key] = filters[key];
  if (filters.price_min !== undefined) body.price_min = filters.price_min;
  if (filters.price_max !== undefined) body.price_max = filters.price_max;
  if (filters.in_stock) body.in_stock = true;
  return body;
}

export const EMPTY_FILTERS: ListFilters = {
  rarity: [],
  condition: [],
  language: [],
  extras: [],
  uf: [],
  in_stock: false,
};

export function activeFilterCount(filters: ListFilters): number {
  return (
    (filters.category_id ? 1 : 0) +
    (filters.collection_code ? 1 : 0) +
    LIST_KEYS.reduce((n, key) => n + filters[key].length, 0) +
    (filters.price_min !== undefined ? 1 : 0) +
    (filters.price_max !== undefined ? 1 : 0) +
    (filters.in_stock ? 1 : 0)
  );
}
