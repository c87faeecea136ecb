import type { DB } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { pageInfo } from '../paging.ts';
import { productOffers } from './offers.ts';
import { extrasMask } from './references.ts';

/** What a page of a product's offers asks for (POST product-stores). */
export interface OffersRequest {
  product_id: number;
  product_type?: ProductType;
  store_is_client?: boolean;
  uf?: string[];
  condition?: string[];
  language?: string[];
  extras?: string[];
  sort?: 'price_asc' | 'price_desc' | 'rating' | 'quantity';
  page: number;
  per_page: number;
}

/** One page of a product's offers, as product-stores answers it and the product page receives it. */
export async function offersPage(db: DB, input: OffersRequest) {
  const { offers, total } = await productOffers(db, {
    productId: input.product_id,
    productType: input.product_type,
    ufs: input.uf,
    storeIsClient: input.store_is_client,
    conditions: input.condition,
    languages: input.language,
    extrasMask: input.extras?.length ? extrasMask(input.extras) : undefined,
    sort: input.sort ?? 'price_asc',
    page: input.page,
    perPage: input.per_page,
  });
  return { data: offers, paginate: pageInfo(input.page, input.per_page, total) };
}
