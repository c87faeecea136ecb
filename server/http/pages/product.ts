import type { ProductShowProps } from '../../../resources/js/types/pages/product.ts';
import { countProductView, productDetail } from '../../domain/catalogue/detail.ts';
import { productHistory, productStats } from '../../domain/catalogue/offers.ts';
import { offersPage } from '../../domain/catalogue/offers-page.ts';
import { conditionsOf, LANGUAGES, PRODUCT_TYPES } from '../../domain/catalogue/references.ts';
import { productQuestionsBlock } from '../../domain/support/questions.ts';
import { merge, optional, type PropSources } from '../../inertia/props.ts';
import { offersSchema } from '../v1/catalogue/products.ts';
import type { PageResolver } from './index.ts';
import { numeric, parseQuery } from './params.ts';

const HISTORY_DAYS = 90;

/**
 * /product/{id}/{product_type?}: the product, page 1 of its offers with the URL's filters, and, when
 * the page asks for them (its figures scrolled near the screen: optional props), its price figures and
 * 90-day history. The same domain functions as products-show,
 * product-stores, product-stats-price and product-history-order.
 */
const productPage: PageResolver = async (params, { db }, { query, viewer, request }) => {
  const id = numeric(params.id);
  if (id === null) return null;
  const routeType = PRODUCT_TYPES.find((t) => t === params.product_type);
  const product = await productDetail(db, id, viewer?.user.id ?? null, routeType);
  if (!product) return null;
  // A view is a visit to the page, not a reload of its offers or of its figures.
  if (!request.headers['x-inertia-partial-component']) await countProductView(db, id);

  const type = routeType ?? product.type;
  const input = parseQuery(offersSchema, { product_id: id, product_type: type, ...query });
  return {
    product,
    type,
    offers: merge(() => offersPage(db, input), 'data'),
    offerFilters: {
      condition: input.condition ?? [],
      language: input.language ?? [],
      uf: input.uf ?? [],
      sort: input.sort ?? 'price_asc',
    },
    conditions: conditionsOf(type === 'card' ? 'card' : 'other'),
    languages: [...LANGUAGES],
    // variation_7d is price_change_bp / 100 (domain/catalogue/detail.ts): the figure the stats start from.
    stats: optional(() => productStats(db, id, basisPoints(product.variation_7d))),
    history: optional(() => productHistory(db, id, HISTORY_DAYS)),
    questions: () => productQuestionsBlock(db, id),
  } satisfies PropSources<ProductShowProps>;
};

const basisPoints = (percent: number | null) => (percent === null ? null : Math.round(percent * 100));

export const productPageResolvers: Record<string, PageResolver> = {
  'product.show': productPage,
};
