import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../../resources/js/types/shared.ts';
import type { AppServices } from '../context.ts';
import { accountPageResolvers } from './account.ts';
import { cataloguePageResolvers } from './catalogue.ts';
import { classifiedPageResolvers } from './classifieds.ts';
import { contentPageResolvers } from './content.ts';
import { homePageResolvers } from './home.ts';
import { productPageResolvers } from './product.ts';
import { productListResolvers } from './productLists.ts';
import { sellerPageResolvers } from './seller/index.ts';
import { storePageResolvers } from './stores.ts';
import { wantPageResolvers } from './wants.ts';

/** What a page resolver knows of the request it answers. */
export interface PageRequest {
  /** The query string, one value per key (the last one wins), as the page's filters read it. */
  query: Record<string, string>;
  /** The logged-in user from the session cookie; the route's guard has already been applied. */
  viewer: Viewer | null;
  request: FastifyRequest;
}

/**
 * A screen's server side: it gives the page its first data as props (the Inertia way), calling the
 * same domain functions as the /v1 handlers. Props may be values, functions (run only when the
 * response includes them: partial reloads), `defer(...)` (after the first paint) or `merge(...)`
 * (appended on partial reloads); server/inertia/props.ts. Returning null renders the not-found screen
 * with status 404 (an unknown store slug, product, collection...).
 */
export type PageResolver = (
  params: Record<string, string>,
  services: AppServices,
  page: PageRequest,
) => Promise<Record<string, unknown> | null>;

export const pageResolvers: Record<string, PageResolver> = {
  ...cataloguePageResolvers,
  ...contentPageResolvers,
  ...accountPageResolvers,
  ...wantPageResolvers,
  ...homePageResolvers,
  ...productPageResolvers,
  ...productListResolvers,
  ...storePageResolvers,
  ...sellerPageResolvers,
  ...classifiedPageResolvers,
};
