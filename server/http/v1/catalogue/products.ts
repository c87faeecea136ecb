import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DB } from '../../../db/index.ts';
import type { ProductType } from '../../../db/schema.ts';
import { countProductView, productDetail } from '../../../domain/catalogue/detail.ts';
import {
  cursorAfter,
  decodeCursor,
  type KeysetSort,
  keysetOrder,
  type ListCursor,
} from '../../../domain/catalogue/keyset.ts';
import { cachedRead } from '../../../domain/catalogue/list-cache.ts';
import {
  priceSummary,
  productConditions,
  productExists,
  productHistory,
  productOffers,
  productStats,
  rankedProducts,
} from '../../../domain/catalogue/offers.ts';
import {
  listProducts,
  type ProductQuery,
  type ProductSort,
  productListItems,
  suggestProducts,
} from '../../../domain/catalogue/products.ts';
import {
  CONDITIONS,
  EXTRAS,
  extrasMask,
  LANGUAGES,
  PRODUCT_TYPES,
  toCents,
  UF_LIST,
} from '../../../domain/catalogue/references.ts';
import { openEndedPageInfo } from '../../../domain/paging.ts';
import type { AppServices } from '../../context.ts';
import { authenticate } from '../../support/auth.ts';
import { sendEncodedJson } from '../../support/encodedJson.ts';
import { action, notFound } from '../../support/errors.ts';

import {
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

import { assertBusiness, paginate } from './support.ts';

const nullish = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? undefined);

const LIST_TYPES = ['card', 'after_initial_rank', 'tcg', 'accessory', 'acs', 'bra', 'filter'] as const;
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

/** The product types and defaults of each list type of products/paginate (docs/catalogue.md). */
function listSettings(type: (typeof LIST_TYPES)[number] | undefined, searching: boolean) {
  switch (type) {
    case 'after_initial_rank':
      return { types: ['card'] as ProductType[], sort: 'popular' as ProductSort, inStock: false };
    case 'tcg':
    case 'accessory':
    case 'bra':
    case 'card':
      return {
        types: [type] as ProductType[],
        sort: (searching ? 'relevance' : 'name') as ProductSort,
        inStock: false,
      };
    case 'acs':
      return { types: ['accessory'] as ProductType[], sort: 'popular' as ProductSort, inStock: true };
    case 'filter':
      return { types: null, sort: (searching ? 'relevance' : 'name') as ProductSort, inStock: false };
    default:
      return {
        types: (searching ? null : ['card']) as ProductType[] | null,
        sort: (searching ? 'relevance' : 'name') as ProductSort,
        inStock: false,
      };
  }
}

export type ProductListInput = z.infer<typeof productListSchema>;

/** What decides a list's order. */
interface ListOrderInput {
  search?: string;
  type?: (typeof LIST_TYPES)[number];
  sort?: ProductSort;
}

const searchOf = (input: ListOrderInput): string | undefined =>
  input.search && input.search.length > 0 ? input.search : undefined;

/** The list's order when it has keyset paging (keyset.ts), else null. */
function keysetSort(input: ListOrderInput): KeysetSort | null {
  const searching = Boolean(searchOf(input));
  return keysetOrder(input.sort ?? listSettings(input.type, searching).sort, searching);
}

/** One page of a product list, as products/paginate answers it and the list pages receive it. */
export async function productsPage(
  services: Pick<AppServices, 'db' | 'dialect' | 'generation'>,
  input: ProductListInput,
) {
  const search = searchOf(input);
  const settings = listSettings(input.type, Boolean(search));
  const query: ProductQuery = {
    types: settings.types,
    search,
    categoryId: input.category_id,
    collectionCode: input.collection_code,
    brandSlug: input.brand,
    rarities: input.rarity,
    conditions: input.condition,
    languages: input.language,
    extrasMask: input.extras?.length ? extrasMask(input.extras) : undefined,
    ufs: input.uf,
    priceMin: input.price_min === undefined ? undefined : toCents(input.price_min),
    priceMax: input.price_max === undefined ? undefined : toCents(input.price_max),
    inStock: input.in_stock ?? settings.inStock,
    sort: input.sort ?? settings.sort,
    page: input.page,
    perPage: input.per_page,
    after: input.cursor,
  };
  const keyset = keysetSort(input);
  return cachedRead(services, `list:${JSON.stringify(query)}`, async () => {
    const result = await listProducts(services, query);
    const info = result.totalAtLeast
      ? openEndedPageInfo(input.page, input.per_page, result.total, result.items.length)
      : paginate(input.page, input.per_page, result.total);
    const last = result.items.at(-1);
    const next =
      keyset && last && result.items.length === input.per_page && info.current_page < info.last_page
        ? await cursorAfter(services.db, keyset, last.code)
        : null;
    return {
      data: result.items,
      paginate: next ? { ...info, next_cursor: next } : info,
      ...(result.search ? { search: result.search } : {}),
    };
  });
}

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
export type OffersInput = z.infer<typeof offersSchema>;

/** One page of a product's offers, as product-stores answers it and the product page receives it. */
export async function offersPage(db: DB, input: OffersInput) {
  const { offers, total } = await productOffers(db, {
    productId: input.product_id,
    productType: input.product_type,
    ufs: input.uf,
    storeIsClient: input.store_is_client,
    conditions: input.condition,
    languages: input.language,
    extrasMask: input.extras?.length ? extrasMask(input.extras) : undefined,
    sort: input.sort ?? 'price_asc',
    page: input.page,
    perPage: input.per_page,
  });
  return { data: offers, paginate: paginate(input.page, input.per_page, total) };
}
/** POST HighAndLowCards: a ranking of products. */
export const rankSchema = z.object({
  type: z.enum(['price_low', 'price_high', 'monthly_views', 'monthly_sales'], {
    error: 'O tipo de ranking é inválido.',
  }),
  product_type: nullish(z.enum(PRODUCT_TYPES, { error: 'O tipo de produto é inválido.' })),
  ...pageFields(12),
});

/** One page of a ranking (price drops and rises, monthly views and sales), as HighAndLowCards answers it. */
export async function rankPage(db: DB, input: z.infer<typeof rankSchema>) {
  const ranked = await rankedProducts(
    db,
    input.type,
    input.product_type ?? 'card',
    input.page,
    input.per_page,
  );
  return {
    data: await productListItems(db, ranked.ids),
    paginate: paginate(input.page, input.per_page, ranked.total),
    type: input.type,
    metrics: ranked.metrics,
  };
}

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

  const productOr404 = async (id: number) => {
    const p = await db
      .selectFrom('products')
      .select(['id', 'name', 'price_change_bp'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!p) throw notFound('Produto não encontrado.');
    return p;
  };

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
    const p = await db
      .selectFrom('products as p')
      .leftJoin('origins as o', 'o.id', 'p.origin_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .select([
        'p.id',
        'p.name',
        'p.can_send_bra_center',
        'o.id as origin_id',
        'o.code as origin_code',
        'o.name as origin_name',
        'b.id as brand_id',
        'b.name as brand_name',
        'b.slug as brand_slug',
      ])
      .where('p.id', '=', product_id)
      .executeTakeFirst();
    if (!p) throw notFound('Produto não encontrado.');
    const [price, stores] = await Promise.all([
      priceSummary(db, product_id),
      db
        .selectFrom('store_listings as l')
        .innerJoin('stores as s', 's.id', 'l.store_id')
        .select((eb) => eb.fn.count<number>('l.store_id').distinct().as('n'))
        .where('l.product_id', '=', product_id)
        .where('l.status', '=', 'available')
        .where('l.quantity', '>', 0)
        .where('s.is_client', '=', 1)
        .executeTakeFirstOrThrow(),
    ]);
    return action('', {
      code: p.id,
      name: p.name,
      origin: p.origin_id
        ? { id: p.origin_id, code: p.origin_code as string, name: p.origin_name as string }
        : null,
      brand: p.brand_id
        ? { id: p.brand_id, name: p.brand_name as string, slug: p.brand_slug as string }
        : null,
      can_send_bra_center: p.can_send_bra_center === 1,
      price,
      bra_center_stores: Number(stores.n),
    });
  });
}
