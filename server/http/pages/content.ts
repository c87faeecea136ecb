import type {
  CollectionListProps,
  ContentText,
  FavoriteListProps,
  ProductRankProps,
  PromotionListProps,
  QuestionsProps,
  ShopkeepersProps,
  SupplierProps,
} from '../../../resources/js/types/pages/content.ts';
import { parseFilters } from '../../../shared/listFilters.ts';
import type { DB } from '../../db/index.ts';
import { childCategories } from '../../domain/catalogue/categories-repo.ts';
import { collectionsPage } from '../../domain/catalogue/collections-repo.ts';
import { rootCategory } from '../../domain/catalogue/lookups.ts';
import { rankPage } from '../../domain/catalogue/rank-page.ts';
import { storesPage } from '../../domain/catalogue/stores-pages.ts';
import { favoritesPage } from '../../domain/catalogue/user-lists.ts';
import { faqEntries, groupFaq } from '../../domain/support/faq.ts';
import { staticText } from '../../domain/support/static-text.ts';
import { merge, type PropSources } from '../../inertia/props.ts';
import { collectionsSchema } from '../v1/catalogue/categories.ts';
import { rankSchema } from '../v1/catalogue/products.ts';
import { storeListSchema } from '../v1/catalogue/stores.ts';
import { favoritesSchema } from '../v1/catalogue/user-lists.ts';
import type { PageResolver } from './index.ts';
import { absent, numeric, parseQuery } from './params.ts';

/**
 * Catalogue screens that are not product lists by filters: collections, rankings, promotions,
 * favourites and the content pages (supplier, shopkeepers, questions). Each calls the function of the
 * /v1 handler that gives the same data; "carregar mais" reloads the list prop with `page`.
 */

/** As many as the collection, ranking, promotion and favourite lists show per page. */
const PAGE_SIZE = 24;
/** As many partner stores as /shopkeepers shows per page. */
const PARTNERS_PAGE_SIZE = 12;
/** The card games of the collection filter are the children of the cards line. */
const CARDS_LINE = 1;

/** /collection/list: the URL's game (`category`), search (`q`) and sort (`name`, else newest). */
const collectionListPage: PageResolver = async (_params, services, { query }) => {
  const filters = parseFilters(new URLSearchParams(query).toString());
  const input = parseQuery(collectionsSchema, {
    category_id: filters.category_id,
    search: filters.q,
    sort: filters.sort === 'name' ? 'name' : 'newest',
    page: query.page,
    per_page: PAGE_SIZE,
  });
  return {
    collections: merge(() => collectionsPage(services.db, input), 'data'),
    games: async () => (await childCategories(services, CARDS_LINE)) ?? [],
  } satisfies PropSources<CollectionListProps>;
};

/** A ranking's page: its items and their metrics are appended by "carregar mais". */
const ranking = (db: DB, body: Record<string, unknown>) =>
  merge(() => rankPage(db, parseQuery(rankSchema, { ...body, per_page: PAGE_SIZE })), ['data', 'metrics']);

/** /product/rank/{type?}: price_high by default; a type that is no ranking is not found. */
const productRankPage: PageResolver = async ({ type }, services, { query }) => {
  const parsed = rankSchema.shape.type.safeParse(absent(type) ? 'price_high' : type);
  if (!parsed.success) return null;
  return {
    ranking: ranking(services.db, { type: parsed.data, page: query.page }),
  } satisfies PropSources<ProductRankProps>;
};

/** /promotion/list/{id?}: the id of a product line (a root category: 1 cards, 2 TCG, 3 accessories, 4 Bra). */
const promotionListPage: PageResolver = async ({ id }, services, { query }) => {
  const line = absent(id) ? CARDS_LINE : numeric(id);
  if (line === null) return null;
  const found = await rootCategory(services.db, line);
  if (!found) return null;
  return {
    line: found.id,
    promotions: ranking(services.db, { type: 'price_low', product_type: found.type, page: query.page }),
  } satisfies PropSources<PromotionListProps>;
};

/** /favorite/list: the guard (auth) has run, so the viewer is known. */
const favoriteListPage: PageResolver = async (_params, services, { query, viewer }) => {
  if (!viewer) return null;
  const input = parseQuery(favoritesSchema, { page: query.page, per_page: PAGE_SIZE });
  return {
    favorites: merge(() => favoritesPage(services.db, viewer.user.id, input), 'data'),
  } satisfies PropSources<FavoriteListProps>;
};

/** The content texts by code, in the order given; a code the site has no text for is null. */
const texts = (db: DB, codes: string[]) => async (): Promise<ContentText[]> =>
  Promise.all(codes.map(async (code) => ({ code, text: (await staticText(db, code)) ?? null })));

const supplierPage: PageResolver = async (_params, services) =>
  ({
    texts: texts(services.db, [
      'seja-fornecedor',
      'como-vender',
      'condicoes-das-cartas',
      'politica-de-frete',
    ]),
  }) satisfies PropSources<SupplierProps>;

const shopkeepersPage: PageResolver = async (_params, services, { query }) => {
  const input = parseQuery(storeListSchema, {
    is_client: true,
    page: query.page,
    per_page: PARTNERS_PAGE_SIZE,
  });
  return {
    partners: merge(() => storesPage(services.db, input), 'data'),
    texts: texts(services.db, ['seja-lojista', 'termos-de-uso', 'politica-de-privacidade']),
  } satisfies PropSources<ShopkeepersProps>;
};

/** /questions: the buyers' FAQ by category (the same entries as GET /v1/faq?audience=buyer) and the buying texts. */
const questionsPage: PageResolver = async (_params, services) =>
  ({
    faq: async () => groupFaq(await faqEntries(services.db, 'buyer')),
    texts: texts(services.db, [
      'perguntas-frequentes',
      'como-comprar',
      'condicoes-das-cartas',
      'politica-de-frete',
    ]),
  }) satisfies PropSources<QuestionsProps>;

export const contentPageResolvers: Record<string, PageResolver> = {
  'collection.list': collectionListPage,
  'product.rank': productRankPage,
  'promotion.list': promotionListPage,
  'favorite.list': favoriteListPage,
  supplier: supplierPage,
  shopkeepers: shopkeepersPage,
  questions: questionsPage,
};
