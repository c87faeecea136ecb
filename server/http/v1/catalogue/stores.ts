import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PRODUCT_TYPES, UF_LIST } from '../../../domain/catalogue/references.ts';
import { listStoreClients } from '../../../domain/catalogue/store-clients.ts';
import { findStore, storeDetail, storeRating, storeReviews } from '../../../domain/catalogue/stores.ts';
import { storeProductsPage, storesPage, storesRankingPage } from '../../../domain/catalogue/stores-pages.ts';
import { pageInfo } from '../../../domain/paging.ts';
import type { AppServices } from '../../context.ts';
import { authenticate, requireUser } from '../../support/auth.ts';
import { action, forbidden, notFound } from '../../support/errors.ts';
import { STORE_ACCESS_DENIED } from '../../support/storeAccess.ts';
import {
  codeList,
  emptyAsMissing,
  flag,
  idField,
  money,
  pageFields,
  paramId,
  searchText,
  validate,
} from '../../support/validation.ts';
import { offerFilterFields } from './products.ts';

/** The store-area guard asks for management access with ?access=manage or the X-Store-Access: manage header. */
function wantsManageAccess(request: FastifyRequest): boolean {
  const query = request.query as { access?: string };
  return query.access === 'manage' || request.headers['x-store-access'] === 'manage';
}

const ufs = codeList('UF', UF_LIST, (v) => v.toUpperCase()).nullish();

/** Stores: list, detail (and the store-area access check), ranking, reviews, rating and a store's products. */
const { condition, language, extras } = offerFilterFields;
/** GET /stores: the marketplace's stores by name and state. */
export const storeListSchema = z.object({
  ...pageFields(24, 100),
  uf: ufs,
  search: searchText('busca').nullish(),
  is_client: flag('somente lojas clientes').nullish(),
});

/** POST stores-ranking: the stores ranked by sales, rating or offers, optionally in some states. */
export const storeRankingSchema = z.object({
  type: z.enum(['sales', 'rating', 'offers'], { error: 'O tipo de ranking é inválido.' }).nullish(),
  uf: ufs,
  ...pageFields(20, 100),
});

/** POST show-products-store: a store's listings with search, filters, sort and paging. */
export const storeProductsSchema = z
  .object({
    store_id: idField('loja'),
    ...pageFields(24, 100),
    search: searchText('busca').nullish(),
    type: z.enum(PRODUCT_TYPES, { error: 'O tipo de produto é inválido.' }).nullish(),
    status: z.enum(['available', 'paused'], { error: 'O status é inválido.' }).nullish(),
    condition,
    language,
    extras,
    price_min: z.preprocess(emptyAsMissing, money('preço mínimo').nullish()),
    price_max: z.preprocess(emptyAsMissing, money('preço máximo').nullish()),
    sort: z
      .enum(['name', 'price_asc', 'price_desc', 'newest'], { error: 'A ordenação é inválida.' })
      .nullish(),
  })
  .refine((v) => v.price_min == null || v.price_max == null || v.price_min <= v.price_max, {
    message: 'O preço mínimo deve ser menor ou igual ao preço máximo.',
    path: ['price_max'],
  });

/** GET reviewStore/{id}: a page of a store's reviews. */
export const reviewsQuery = z.object(pageFields(10, 50));

export async function storeRoutes(app: FastifyInstance, { db, dialect }: AppServices): Promise<void> {
  app.get('/stores', async (request) => storesPage(db, validate(storeListSchema, request.query)));

  app.get('/stores/:id', async (request) => {
    const id = paramId(request.params);
    const manage = wantsManageAccess(request);
    const auth = manage ? await requireUser(db, request) : await authenticate(db, request);
    const detail = await storeDetail(db, { id }, auth?.user.id ?? null);
    if (!detail) throw notFound('Loja não encontrada.');
    if (manage && !detail.is_owner && auth?.user.role !== 'admin') throw forbidden(STORE_ACCESS_DENIED);
    return action('', detail);
  });

  app.get('/stores/slug/:slug', async (request) => {
    const auth = await authenticate(db, request);
    const detail = await storeDetail(
      db,
      { slug: (request.params as { slug: string }).slug },
      auth?.user.id ?? null,
    );
    if (!detail) throw notFound('Loja não encontrada.');
    return action('', detail);
  });

  const ranking = async (request: FastifyRequest) =>
    storesRankingPage(db, validate(storeRankingSchema, request.body));
  app.post('/stores-ranking/', ranking);
  app.post('/stores-ranking', ranking);

  const storeOr404 = async (id: number) => {
    const store = await findStore(db, { id });
    if (!store) throw notFound('Loja não encontrada.');
    return store;
  };

  app.get('/reviewStore/:id', async (request) => {
    const id = paramId(request.params);
    await storeOr404(id);
    const input = validate(reviewsQuery, request.query);
    const { reviews, total } = await storeReviews(db, id, input.page, input.per_page);
    return { data: reviews, paginate: pageInfo(input.page, input.per_page, total) };
  });

  app.get('/storeRating/:id', async (request) => {
    const id = paramId(request.params);
    await storeOr404(id);
    return action('', await storeRating(db, id));
  });

  app.post('/show-products-store', async (request) => {
    const input = validate(storeProductsSchema, request.body);
    const auth = await authenticate(db, request);
    const page = await storeProductsPage({ db, dialect }, input, auth?.user.id ?? null);
    if (!page) throw notFound('Loja não encontrada.');
    return page;
  });

  const clientsSchema = z.object({
    store_id: idField('loja'),
    ...pageFields(20, 100),
    sort: z.enum(['recent', 'orders', 'spent'], { error: 'A ordenação é inválida.' }).nullish(),
  });
  /** Spec section 3 "store clients (clients, paginate)": only the store's owner or an admin. */
  app.post('/store-clients', async (request) => {
    const auth = await requireUser(db, request);
    const input = validate(clientsSchema, request.body);
    const store = await storeOr404(input.store_id);
    if (store.owner_user_id !== auth.user.id && auth.user.role !== 'admin')
      throw forbidden(STORE_ACCESS_DENIED);
    const { clients, total } = await listStoreClients(db, {
      storeId: store.id,
      sort: input.sort ?? 'recent',
      page: input.page,
      perPage: input.per_page,
    });
    return { clients, paginate: pageInfo(input.page, input.per_page, total) };
  });
}
