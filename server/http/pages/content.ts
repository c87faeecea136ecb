import type { PageResolver } from './index.ts';
import { absent, numeric } from './params.ts';

/**
 * Catalogue screens that are not product lists by filters: collections, rankings, promotions,
 * favourites and the content pages (supplier, shopkeepers, questions).
 */

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

export const contentPageResolvers: Record<string, PageResolver> = {
  'promotion.list': promotionListPage,
};
