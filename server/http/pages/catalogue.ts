import type {
  BrandShowProps,
  LeagueShowProps,
  ListScopeInfo,
  ProductListPageProps,
} from '../../../resources/js/types/pages/productLists.ts';
import { brandBySlug, leagueBySlug } from '../../domain/catalogue/brands.ts';
import { categoryWithChildren, childCategories } from '../../domain/catalogue/categories-repo.ts';
import { collectionByCode } from '../../domain/catalogue/collections-repo.ts';
import { categoryExists, collectionCode } from '../../domain/catalogue/lookups.ts';
import type { PropSources } from '../../inertia/props.ts';
import type { PageResolver } from './index.ts';
import { absent, numeric } from './params.ts';
import { productListProps } from './productLists.ts';
import { withFeaturedAds } from './seller/featured.ts';

/** The root category of cards (the league's games are its children). */
const CARDS_LINE = 1;

/**
 * Catalogue screens whose URL names a record: an unknown store slug, product, store, brand, league,
 * category, collection, product line or state renders the not-found screen with status 404, a known
 * one passes its id and name as props (or nothing, when the screen needs nothing more).
 */

/** /brand/{brand}: the brand and page 1 of its products with the URL's filters. */
const brandPage: PageResolver = async (params, services, { query }) => {
  const brand = await brandBySlug(services.db, params.brand ?? '');
  if (!brand) return null;
  return {
    brand,
    ...productListProps(services, { type: 'filter', brand: brand.slug }, query),
  } satisfies PropSources<BrandShowProps>;
};

/**
 * /league/{name}: the league and the cards of its game (the card category named as the game; every
 * card when there is none), with the URL's filters.
 */
const leaguePage: PageResolver = async (params, services, { query }) => {
  const league = await leagueBySlug(services.db, params.name ?? '');
  if (!league) return null;
  const games = (await childCategories(services, CARDS_LINE)) ?? [];
  const game = games.find((g) => g.name === league.game)?.id ?? null;
  return {
    league,
    game_category: game,
    ...productListProps(services, { type: 'card', category_id: game ?? undefined }, query),
  } satisfies PropSources<LeagueShowProps>;
};

/**
 * /product/list/{id?}: cards, or the products of one category (a number) or collection (its code);
 * either must exist. The list is as Pages/Product/List.tsx names it; the header above it (`scope`) is
 * the collection or category as GET collections/{code} and GET categories/{id} give it.
 */
const productListPage: PageResolver = async ({ id }, services, { query }) => {
  const { db } = services;
  if (absent(id)) {
    return { ...productListProps(services, { type: 'card' }, query), scope: null };
  }
  const category = numeric(id);
  if (category !== null) {
    if (!(await categoryExists(db, category))) return null;
    return {
      ...productListProps(services, { type: 'filter', category_id: category }, query),
      scope: async (): Promise<ListScopeInfo | null> => {
        const found = await categoryWithChildren(services, category);
        return found ? { name: found.name, release_date: null, products_count: found.products_count } : null;
      },
    } satisfies PropSources<ProductListPageProps>;
  }
  if ((id as string).length > 20) return null;
  const collection = await collectionCode(db, id as string);
  if (!collection) return null;
  return {
    ...productListProps(services, { type: 'card', collection_code: collection }, query),
    scope: async (): Promise<ListScopeInfo | null> => {
      const found = await collectionByCode(db, collection);
      return found
        ? { name: found.name, release_date: found.release_date, products_count: found.products_count }
        : null;
    },
  } satisfies PropSources<ProductListPageProps>;
};

export const cataloguePageResolvers: Record<string, PageResolver> = {
  'brand.show': brandPage,
  'league.show': leaguePage,
  'product.list': withFeaturedAds(productListPage, ['list_top']),
};
