import { UF_LIST } from '../../domain/catalogue/references.ts';
import type { AppServices } from '../context.ts';
import type { PageResolver } from './index.ts';

/**
 * Catalogue screens whose URL names a record: an unknown store slug, product, store, brand, league,
 * category, collection, product line or state renders the not-found screen with status 404, a known
 * one passes its id and name as props (or nothing, when the screen needs nothing more).
 */

const numeric = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

async function storeProps(services: AppServices, by: { id: number } | { slug: string }) {
  let q = services.db.selectFrom('stores').select(['id', 'name', 'slug']);
  q = 'id' in by ? q.where('id', '=', by.id) : q.where('slug', '=', by.slug);
  const store = await q.executeTakeFirst();
  return store ? { store_id: store.id, store } : null;
}

const storePage: PageResolver = async (params, services) =>
  params.store_slug ? storeProps(services, { slug: params.store_slug }) : null;

/** Optional store id: absent is fine, present must exist. */
const optionalStore =
  (param: string): PageResolver =>
  async (params, services) => {
    if (params[param] === undefined || params[param] === '') return {};
    const id = numeric(params[param]);
    return id === null ? null : storeProps(services, { id });
  };

const productPage: PageResolver = async (params, services) => {
  const id = numeric(params.id);
  if (id === null) return null;
  const product = await services.db
    .selectFrom('products')
    .select(['id', 'name', 'type'])
    .where('id', '=', id)
    .executeTakeFirst();
  return product
    ? { product_id: product.id, product: { code: product.id, name: product.name, type: product.type } }
    : null;
};

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

const absent = (value: string | undefined) => value === undefined || value === '';

/** /product/list/{id?}: a number is a category, anything else a collection code; either must exist. */
const productListPage: PageResolver = async ({ id }, services) => {
  if (absent(id)) return {};
  const category = numeric(id);
  if (category !== null) {
    const found = await services.db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', category)
      .executeTakeFirst();
    return found ? {} : null;
  }
  if ((id as string).length > 20) return null;
  const collection = await services.db
    .selectFrom('collections')
    .select('code')
    .where('code', '=', id as string)
    .executeTakeFirst();
  return collection ? {} : null;
};

/** /promotion/list/{id?}: the id of a product line (a root category: 1 cards, 2 TCG, 3 accessories, 4 Bra). */
const promotionListPage: PageResolver = async ({ id }, services) => {
  if (absent(id)) return {};
  const line = numeric(id);
  if (line === null) return null;
  const found = await services.db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', line)
    .where('parent_id', 'is', null)
    .executeTakeFirst();
  return found ? {} : null;
};

/** /store/list/{id?}: the optional segment is a state (UF), in either case. */
const storeListPage: PageResolver = async ({ id }) => {
  if (absent(id)) return {};
  return (UF_LIST as readonly string[]).includes((id as string).toUpperCase()) ? {} : null;
};

export const cataloguePageResolvers: Record<string, PageResolver> = {
  'store.page': storePage,
  'store.product': optionalStore('id'),
  'bra-center': optionalStore('store_id'),
  'product.show': productPage,
  'brand.show': brandPage,
  'league.show': leaguePage,
  'product.list': productListPage,
  'promotion.list': promotionListPage,
  'store.list': storeListPage,
};
