import type {
  Category,
  Collection,
  Paginated,
  ProductListItem,
  RankPage,
  StaticText,
  StoreListItem,
} from '../catalogue';
import type { FaqGroup } from './support';

/*
 * The catalogue screens that are not product lists by filters, and the content screens: what
 * server/http/pages/content.ts gives each page.
 */

/** /collection/list: page 1 of the collections with the URL's game, search and sort (GET collections). */
export interface CollectionListProps {
  collections: Paginated<Collection>;
  /** The card games (children of the cards line, GET categories/1), for the game filter. */
  games: Category[];
}

/** /product/rank/{type?}: page 1 of the ranking the path names (HighAndLowCards; price_high by default). */
export interface ProductRankProps {
  ranking: RankPage;
}

/** /promotion/list/{id?}: the week's price drops (HighAndLowCards price_low) of one product line. */
export interface PromotionListProps {
  /** The line's root category id: 1 cards (the default), 2 TCG, 3 accessories, 4 Bra. */
  line: number;
  promotions: RankPage;
}

/** /favorite/list (login-guarded): page 1 of the viewer's favourites (GET users/favorites). */
export interface FavoriteListProps {
  favorites: Paginated<ProductListItem>;
}

/** A content text a screen shows, in the screen's order; null when the site has none by that code. */
export interface ContentText {
  code: string;
  text: StaticText | null;
}

/** /supplier: how selling works (static_text/{code}). */
export interface SupplierProps {
  texts: ContentText[];
}

/** /shopkeepers: page 1 of the partner stores (GET stores?is_client=1) and the rules. */
export interface ShopkeepersProps {
  partners: Paginated<StoreListItem>;
  texts: ContentText[];
}

/** /questions: the buyers' FAQ by category (GET /v1/faq?audience=buyer), then how buying and shipping work. */
export interface QuestionsProps {
  faq: FaqGroup[];
  texts: ContentText[];
}
