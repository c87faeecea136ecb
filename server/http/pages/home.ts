import type { HomeProps } from '../../../resources/js/types/pages/home.ts';
import { activeBannerAds, activeBanners } from '../../domain/catalogue/banners.ts';
import { rootCategories } from '../../domain/catalogue/categories-repo.ts';
import { productsPage } from '../../domain/catalogue/products-page.ts';
import { rankPage } from '../../domain/catalogue/rank-page.ts';
import { freeShippingCalendar } from '../../domain/catalogue/reference-lists.ts';
import { featuredShelf } from '../../domain/featured/display.ts';
import { optional, type PropSources } from '../../inertia/props.ts';
import { productListSchema, rankSchema } from '../v1/catalogue/products.ts';
import type { PageResolver } from './index.ts';

/** As many products as a strip of the home page shows. */
const STRIP = 10;
const RANKING_SIZE = 5;

/** The ranking the query names; the week's price drops for none or an unknown one. */
const rankType = (rank: string | undefined) =>
  rankSchema.shape.type.safeParse(rank).success ? rank : 'price_low';

/**
 * /: the banners, the product lines, the stores' ads and the two product strips in the first render;
 * the rankings and the free-shipping calendar (below the fold) only when the visitor scrolls near them
 * (optional props, asked for by the page's `WhenVisible`): a phone that reads the top of the page does
 * not fetch, render and lay them out while it is coming to life. The same
 * functions as banners, categories/0, bannerAds, products/paginate, HighAndLowCards and
 * free-shipping-day. The rankings are the week's price drops unless the query's `rank` names another
 * (a tab of Partials/Rankings reloads that prop with it).
 */
const homePage: PageResolver = async (_params, services, { query }) => {
  const strip = async (body: Record<string, unknown>) =>
    (await productsPage(services, productListSchema.parse({ ...body, per_page: STRIP }))).data;
  return {
    banners: () => activeBanners(services.db),
    categories: () => rootCategories(services),
    storeAds: () => activeBannerAds(services.db),
    featuredAds: () => featuredShelf(services, ['home']),
    featured: () => strip({ type: 'after_initial_rank' }),
    newest: () => strip({ type: 'filter', sort: 'newest' }),
    rankings: optional(() =>
      rankPage(services.db, rankSchema.parse({ type: rankType(query.rank), per_page: RANKING_SIZE })),
    ),
    freeShipping: optional(() => freeShippingCalendar(services.db)),
  } satisfies PropSources<HomeProps>;
};

export const homePageResolvers: Record<string, PageResolver> = { home: homePage };
