import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { braProductData, productPriceChange } from '../../../domain/catalogue/bra-data.ts';
import { countProductView, productDetail } from '../../../domain/catalogue/detail.ts';
import { decodeCursor, type ListCursor } from '../../../domain/catalogue/keyset.ts';
import { cachedRead } from '../../../domain/catalogue/list-cache.ts';
import {
  productConditions,
  productExists,
  productHistory,
  productStats,
} from '../../../domain/catalogue/offers.ts';
import { offersPage } from '../../../domain/catalogue/offers-page.ts';
import { suggestProducts } from '../../../domain/catalogue/products.ts';
import { keysetSort, LIST_TYPES, productsPage } from '../../../domain/catalogue/products-page.ts';
import { rankPage } from '../../../domain/catalogue/rank-page.ts';
import {
  CONDITIONS,
  EXTRAS,
  LANGUAGES,
  PRODUCT_TYPES,
  UF_LIST,
} from '../../../domain/catalogue/references.ts';
import type { AppServices } from '../../context.ts';
import { authenticate } from '../../support/auth.ts';
import { sendEncodedJson } from '../../support/encodedJson.ts';
import { action, notFound } from '../../support/errors.ts';

import {
  assertBusiness,
  codeList,
  emptyAsMissing,
  flag,
  idField,
  memoizedValidation,
  money,
  numeric,
  pageFields,
  paramId,
  searchText,
  upper,
  validate,
} from '../../support/validation.ts';

const nullish = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

const SORTS = ['relevance', 'price_asc', 'price_desc', 'name', 'newest', 'popular'] as const;

export const offerFilterFields = {
  uf: nullish(codeList('UF', UF_LIST, upper)),
  condition: nullish(
    codeList(
      'condição',
      CONDITIONS.map((c) => c.code),
    ),
  ),
  language: nullish(
    codeList(
      'idioma',
      LANGUAGES.map((l) => l.code),
      upper,
    ),
  ),
  extras: nullish(
    codeList(
      'extras',
      EXTRAS.map((e) => e.code),
    ),
  ),
};

/** Rarity codes are open (the reference list can grow): any short code, upper-cased. */
const raritySchema = nullish(
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',') : v),
    z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9]{0,10}$/, 'O campo raridade tem um valor inválido.'),
        {
          error: 'O campo raridade é inválido.',
        },
      )
      .max(30, 'O campo raridade tem valores demais.')
      .transform((l) => l.filter(Boolean)),
  ),
);

const CURSOR_ERROR = 'O cursor da página é inválido: carregue a lista de novo.';

/** `paginate.next_cursor` of the page before, sent back by "carregar mais" (keyset.ts). */
const cursorField = z.string({ error: CURSOR_ERROR }).transform((text, ctx): ListCursor => {
  const cursor = text.length <= 600 ? decodeCursor(text) : null;
  if (cursor) return cursor;
  ctx.addIssue({ code: 'custom', message: CURSOR_ERROR });
  return z.NEVER;
});

/** POST products/paginate: a product list with its filters, sort and paging. */
export const productListSchema = z
  .object({
    ...pageFields(),
    type: nullish(z.enum(LIST_TYPES, { error: 'O tipo de lista é inválido.' })),
    search: z.preprocess(emptyAsMissing, nullish(searchText('busca'))),
    category_id: z.preprocess(emptyAsMissing, nullish(idField('categoria'))),
    collection_code: z.preprocess(
      emptyAsMissing,
      nullish(z.string().trim().max(20, 'O código da coleção é inválido.')),
    ),
    brand: z.preprocess(emptyAsMissing, nullish(z.string().trim().max(120, 'A marca é inválida.'))),
    rarity: raritySchema,
    ...offerFilterFields,
    price_min: z.preprocess(emptyAsMissing, nullish(money('preço mínimo'))),
    price_max: z.preprocess(emptyAsMissing, nullish(money('preço máximo'))),
    in_stock: nullish(flag('somente em estoque')),
    sort: z.preprocess(emptyAsMissing, nullish(z.enum(SORTS, { error: 'A ordenação é inválida.' }))),
    cursor: z.preprocess(emptyAsMissing, nullish(cursorField)),
  })
  .refine((v) => v.price_min === undefined || v.price_max === undefined || v.price_min <= v.price_max, {
    message: 'O preço mínimo deve ser menor ou igual ao preço máximo.',
    path: ['price_max'],
  })
  // A cursor of another order, or with a search (paged by number), is not this list's.
  .refine((v) => !v.cursor || v.cursor.sort === keysetSort(v), { message: CURSOR_ERROR, path: ['cursor'] });

/** POST product-stores: the stores' offers of a product, with filters, sort and paging. */
export const offersSchema = z.object({
  product_id: idField('produto'),
  product_type: nullish(z.enum(PRODUCT_TYPES, { error: 'O tipo de produto é inválido.' })),
  store_is_client: nullish(flag('somente lojas clientes')),
  ...offerFilterFields,
  sort: nullish(
    z.enum(['price_asc', 'price_desc', 'rating', 'quantity'], { error: 'A ordenação é inválida.' }),
  ),
  ...pageFields(20, 100),
});

/** POST HighAndLowCards: a ranking of products. */
export const rankSchema = z.object({
  type: z.enum(['price_low', 'price_high', 'monthly_views', 'monthly_sales'], {
    error: 'O tipo de ranking é inválido.',
  }),
  product_type: nullish(z.enum(PRODUCT_TYPES, { error: 'O tipo de produto é inválido.' })),
  ...pageFields(12),
});

const productIdBody = z.object({ product_id: idField('produto') });

/** POST products/paginate's body, validated once per distinct body (productsPage never changes it). */
const validateList = memoizedValidation(productListSchema);

/** GET search-suggestions. Schemas are built once: building one costs more than using it. */
const suggestionsQuery = z.object({ q: z.preprocess((v) => v ?? '', searchText('busca')) });

/** Products: lists and search, detail, offers, price figures, rankings and header suggestions. */
export async function productRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, dialect } = services;

  app.post('/:business/products/paginate', async (request, reply) => {
    assertBusiness(request.params);
    return sendEncodedJson(request, reply, await productsPage({ db, dialect }, validateList(request.body)));
  });

  app.get('/:business/search-suggestions', async (request, reply) => {
    assertBusiness(request.params);
    const { q } = validate(suggestionsQuery, request.query);
    // The whole answer is kept, so a kept one is sent as the bytes encoded for it the first time.
    const answer = await cachedRead({ db, dialect }, `suggest:${q}`, async () =>
      action('', await suggestProducts({ db, dialect }, q)),
    );
    return sendEncodedJson(request, reply, answer);
  });

  const showSchema = z.object({
    uf: nullish(z.string().trim().max(2)),
    product_type: nullish(z.enum(PRODUCT_TYPES, { error: 'O tipo de produto é inválido.' })),
  });
  app.post('/:business/products-show/:id', async (request) => {
    assertBusiness(request.params);
    const id = paramId(request.params);
    const input = validate(showSchema, request.body);
    const auth = await authenticate(db, request);
    const detail = await productDetail(db, id, auth?.user.id ?? null, input.product_type);
    if (!detail) throw notFound('Produto não encontrado.');
    await countProductView(db, id);
    return action('', detail);
  });

  const productStores = async (request: { params: unknown; body: unknown }) => {
    assertBusiness(request.params);
    const input = validate(offersSchema, request.body);
    if (!(await productExists(db, input.product_id, input.product_type)))
      throw notFound('Produto não encontrado.');
    return offersPage(db, input);
  };
  app.post('/:business/product-stores/', productStores);
  app.post('/:business/product-stores', productStores);

  app.post('/:business/HighAndLowCards', async (request) => {
    assertBusiness(request.params);
    return rankPage(db, validate(rankSchema, request.body));
  });

  const productOr404 = (id: number) => productPriceChange(db, id);

  app.post('/:business/product-stats-price', async (request) => {
    assertBusiness(request.params);
    const { product_id } = validate(productIdBody, request.body);
    const product = await productOr404(product_id);
    return action('', await productStats(db, product_id, product.price_change_bp));
  });

  const historySchema = z.object({
    product_id: idField('produto'),
    days: nullish(
      numeric(
        z
          .number({ error: 'O campo dias deve ser um número.' })
          .int()
          .min(1, 'O período mínimo é de 1 dia.')
          .max(365, 'O período máximo é de 365 dias.'),
      ),
    ),
    condition: nullish(
      z.enum(CONDITIONS.map((c) => c.code) as [string, ...string[]], { error: 'A condição é inválida.' }),
    ),
  });
  app.post('/:business/product-history-order', async (request) => {
    assertBusiness(request.params);
    const input = validate(historySchema, request.body);
    await productOr404(input.product_id);
    return action('', await productHistory(db, input.product_id, input.days ?? 90, input.condition));
  });

  app.post('/:business/conditions-by-product-id', async (request) => {
    assertBusiness(request.params);
    const { product_id } = validate(productIdBody, request.body);
    await productOr404(product_id);
    return action('', await productConditions(db, product_id));
  });

  app.post('/:business/product-bra-data', async (request) => {
    assertBusiness(request.params);
    const { product_id } = validate(productIdBody, request.body);
    return action('', await braProductData(db, product_id));
  });
}
