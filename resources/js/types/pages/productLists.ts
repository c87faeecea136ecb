import type { Brand, League, ProductPage } from '../catalogue';

/**
 * The product list screens (cards, TCG, accessories, Bra line, search results, brand, league): page 1
 * of the list the URL names (products/paginate's answer), appended to by "carregar mais".
 */
export interface ProductListProps {
  products: ProductPage;
}

/** /brand/{brand}: the brand (GET /v1/brands/{slug}) and page 1 of its products. */
export interface BrandShowProps extends ProductListProps {
  brand: Brand;
}

/**
 * /league/{name}: the league (GET /v1/leagues/{slug}), the category of its game (null when the game
 * is not a card category: the list then shows every card) and page 1 of those cards.
 */
export interface LeagueShowProps extends ProductListProps {
  league: League;
  game_category: number | null;
}

/** What /product/list/{id} is narrowed to, for the header above the list. */
export interface ListScopeInfo {
  name: string;
  /** A collection's release date (yyyy-mm-dd); null for a category. */
  release_date: string | null;
  products_count: number;
}

/**
 * /product/list/{id?}: page 1 of the list and, with an id, the collection (GET collections/{code}) or
 * category (GET categories/{id}) it is narrowed to.
 */
export interface ProductListPageProps extends ProductListProps {
  scope: ListScopeInfo | null;
}
