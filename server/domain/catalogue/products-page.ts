import type { ProductType } from '../../db/schema.ts';
import { openEndedPageInfo, pageInfo } from '../paging.ts';
import { cursorAfter, type KeysetSort, keysetOrder, type ListCursor } from './keyset.ts';
import { type CacheContext, cachedRead } from './list-cache.ts';
import { listProducts, type ProductQuery, type ProductSort } from './products.ts';
import { extrasMask, toCents } from './references.ts';

/** The lists of products/paginate (docs/catalogue.md). */
export const LIST_TYPES = ['card', 'after_initial_rank', 'tcg', 'accessory', 'acs', 'bra', 'filter'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** A product list with its filters, sort and paging, as products/paginate reads it. */
export interface ProductListRequest extends ListOrderInput {
  page: number;
  per_page: number;
  category_id?: number;
  collection_code?: string;
  brand?: string;
  rarity?: string[];
  uf?: string[];
  condition?: string[];
  language?: string[];
  extras?: string[];
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
  cursor?: ListCursor;
}

/** The product types and defaults of each list type of products/paginate (docs/catalogue.md). */
function listSettings(type: ListType | undefined, searching: boolean) {
  switch (type) {
    case 'after_initial_rank':
      return { types: ['card'] as ProductType[], sort: 'popular' as ProductSort, inStock: false };
    case 'tcg':
    case 'accessory':
    case 'bra':
    case 'card':
      return {
        types: [type] as ProductType[],
        sort: (searching ? 'relevance' : 'name') as ProductSort,
        inStock: false,
      };
    case 'acs':
      return { types: ['accessory'] as ProductType[], sort: 'popular' as ProductSort, inStock: true };
    case 'filter':
      return { types: null, sort: (searching ? 'relevance' : 'name') as ProductSort, inStock: false };
    default:
      return {
        types: (searching ? null : ['card']) as ProductType[] | null,
        sort: (searching ? 'relevance' : 'name') as ProductSort,
        inStock: false,
      };
  }
}

/** What decides a list's order. */
export interface ListOrderInput {
  search?: string;
  type?: ListType;
  sort?: ProductSort;
}

const searchOf = (input: ListOrderInput): string | undefined =>
  input.search && input.search.length > 0 ? input.search : undefined;

/** The list's order when it has keyset paging (keyset.ts), else null. */
export function keysetSort(input: ListOrderInput): KeysetSort | null {
  const searching = Boolean(searchOf(input));
  return keysetOrder(input.sort ?? listSettings(input.type, searching).sort, searching);
}

/** One page of a product list, as products/paginate answers it and the list pages receive it. */
export async function productsPage(services: CacheContext, input: ProductListRequest) {
  const search = searchOf(input);
  const settings = listSettings(input.type, Boolean(search));
  const query: ProductQuery = {
    types: settings.types,
    search,
    categoryId: input.category_id,
    collectionCode: input.collection_code,
    brandSlug: input.brand,
    rarities: input.rarity,
    conditions: input.condition,
    languages: input.language,
    extrasMask: input.extras?.length ? extrasMask(input.extras) : undefined,
    ufs: input.uf,
    priceMin: input.price_min === undefined ? undefined : toCents(input.price_min),
    priceMax: input.price_max === undefined ? undefined : toCents(input.price_max),
    inStock: input.in_stock ?? settings.inStock,
    sort: input.sort ?? settings.sort,
    page: input.page,
    perPage: input.per_page,
    after: input.cursor,
  };
  const keyset = keysetSort(input);
  return cachedRead(services, `list:${JSON.stringify(query)}`, async () => {
    const result = await listProducts(services, query);
    const info = result.totalAtLeast
      ? openEndedPageInfo(input.page, input.per_page, result.total, result.items.length)
      : pageInfo(input.page, input.per_page, result.total);
    const last = result.items.at(-1);
    const next =
      keyset && last && result.items.length === input.per_page && info.current_page < info.last_page
        ? await cursorAfter(services.db, keyset, last.code)
        : null;
    return {
      data: result.items,
      paginate: next ? { ...info, next_cursor: next } : info,
      ...(result.search ? { search: result.search } : {}),
    };
  });
}
