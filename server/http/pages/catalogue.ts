import type { AppServices } from '../context.ts';
import type { PageResolver } from './index.ts';
import { absent, numeric } from './params.ts';
import { productListProps } from './productLists.ts';

/**
 * Catalogue screens whose URL names a record: an unknown store slug, product, store, brand, league,
 * category, collection, product line or state renders the not-found screen with status 404, a known
 * one passes its id and name as props (or nothing, when the screen needs nothing more).
 */

const brandPage: PageResolver = async (params, services) => {
  const brand = await services.db
    .selectFrom('brands')
    .select(['id', 'name', 'slug'])
    .where('slug', '=', params.brand ?? '')
    .executeTakeFirst();
  return brand ? { brand } : null;
};

const leaguePage: PageResolver = async (params, services) => {
  const league = await services.db
    .selectFrom('leagues')
    .select(['id', 'name', 'slug'])
    .where('slug', '=', params.name ?? '')
    .executeTakeFirst();
  return league ? { league } : null;
};

/**
 * /product/list/{id?}: cards, or the products of one category (a number) or collection (its code);
 * either must exist. The list is as Pages/Product/List.tsx names it.
 */
const productListPage: PageResolver = async ({ id }, services, { query }) => {
  if (absent(id)) return productListProps(services, { type: 'card' }, query);
  const category = numeric(id);
  if (category !== null) {
    const found = await services.db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', category)
      .executeTakeFirst();
    return found ? productListProps(services, { type: 'filter', category_id: category }, query) : null;
  }
  if ((id as string).length > 20) return null;
  const collection = await services.db
    .selectFrom('collections')
    .select('code')
    .where('code', '=', id as string)
    .executeTakeFirst();
  return collection
    ? productListProps(services, { type: 'card', collection_code: collection.code }, query)
    : null;
};

export const cataloguePageResolvers: Record<string, PageResolver> = {
  'brand.show': brandPage,
  'league.show': leaguePage,
  'product.list': productListPage,
};
