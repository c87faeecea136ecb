import type { DB } from '../../db/index.ts';
import type { ProductType } from '../../db/schema.ts';
import { pageInfo } from '../paging.ts';
import { rankedProducts } from './offers.ts';
import { productListItems } from './products.ts';

/** What a page of a ranking asks for (POST HighAndLowCards). */
export interface RankRequest {
  type: 'price_low' | 'price_high' | 'monthly_views' | 'monthly_sales';
  product_type?: ProductType;
  page: number;
  per_page: number;
}

/** One page of a ranking (price drops and rises, monthly views and sales), as HighAndLowCards answers it. */
export async function rankPage(db: DB, input: RankRequest) {
  const ranked = await rankedProducts(
    db,
    input.type,
    input.product_type ?? 'card',
    input.page,
    input.per_page,
  );
  return {
    data: await productListItems(db, ranked.ids),
    paginate: pageInfo(input.page, input.per_page, ranked.total),
    type: input.type,
    metrics: ranked.metrics,
  };
}
