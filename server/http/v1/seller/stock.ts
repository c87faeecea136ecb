import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONDITIONS,
  EXTRAS,
  extrasMask,
  LANGUAGES,
  PRODUCT_TYPES,
  toCents,
} from '../../../domain/catalogue/references.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import { STOCK_SORTS, type StockSort, stockListingFull } from '../../../domain/stock/list.ts';
import {
  deleteListing,
  saveListing,
  setListingBlocked,
  setListingPaused,
  storeOfListing,
} from '../../../domain/stock/listings.ts';
import { stockListing } from '../../../domain/stock/page.ts';
import type { AppServices } from '../../context.ts';
import { sellerStore } from '../../pages/seller/support.ts';
import { requireAdmin, requireUser } from '../../support/auth.ts';
import { action, notFound } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import {
  codeList,
  emptyAsMissing,
  idField,
  numeric,
  pageFields,
  postWithSlash,
  searchText,
  upper,
  validate,
} from '../../support/validation.ts';

/** Seller calls: the store's listings: list, save, pause, delete, block (docs/stock.md). */

/** The body of product-store-list; the stock screens read their URL with it too. */
export const stockListSchema = z.object({
  store_id: idField('loja'),
  ...pageFields(24, 100),
  type: z.preprocess(
    emptyAsMissing,
    z.enum(PRODUCT_TYPES, { error: 'O tipo de produto é inválido.' }).optional(),
  ),
  search: z.preprocess(emptyAsMissing, searchText('busca').optional()),
  collection: z.preprocess(emptyAsMissing, searchText('coleção', 40).optional()),
  condition: codeList(
    'condição',
    CONDITIONS.map((c) => c.code),
  ).optional(),
  language: codeList(
    'idioma',
    LANGUAGES.map((l) => l.code),
    upper,
  ).optional(),
  extras: codeList(
    'extras',
    EXTRAS.map((e) => e.code),
  ).optional(),
  status: z.preprocess(
    emptyAsMissing,
    z.enum(['available', 'paused', 'blocked'], { error: 'O status é inválido.' }).optional(),
  ),
  sort: z.preprocess(
    emptyAsMissing,
    z.enum(STOCK_SORTS, { error: 'A ordenação é inválida.' }).optional().default('name'),
  ),
});

export type StockListInput = z.infer<typeof stockListSchema>;

/** The list query of a validated body. */
export const stockQuery = (input: StockListInput) => ({
  storeId: input.store_id,
  type: input.type,
  search: input.search || undefined,
  collection: input.collection || undefined,
  conditions: input.condition,
  languages: input.language,
  extrasMask: input.extras?.length ? extrasMask(input.extras) : undefined,
  status: input.status,
  sort: input.sort as StockSort,
  page: input.page,
  perPage: input.per_page,
});

const intField = (label: string) =>
  numeric(
    z
      .number({ error: `O campo ${label} deve ser um número inteiro.` })
      .int(`O campo ${label} deve ser um número inteiro.`)
      .min(0, `O campo ${label} não pode ser negativo.`)
      .max(1_000_000, `O campo ${label} é grande demais.`),
  );

const saveSchema = z.object({
  store_id: idField('loja'),
  id: z.preprocess(emptyAsMissing, idField('anúncio').optional()),
  product_id: idField('produto'),
  condition: z.enum(CONDITIONS.map((c) => c.code) as [string, ...string[]], {
    error: 'A condição é inválida.',
  }),
  language: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(LANGUAGES.map((l) => l.code) as [string, ...string[]], { error: 'O idioma é inválido.' }),
  ),
  extras: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',') : v),
    z
      .array(z.string({ error: 'O extra é inválido.' }).trim(), { error: 'O campo extras é inválido.' })
      .max(EXTRAS.length, 'O campo extras tem valores demais.')
      .refine((list) => list.every((code) => EXTRAS.some((e) => e.code === code)), {
        message: 'O campo extras tem um valor inválido.',
      }),
  ),
  quantity: intField('quantidade'),
  price: numeric(
    z
      .number({ error: 'O campo preço deve ser um número.' })
      .refine((n) => Number.isFinite(n), 'O campo preço deve ser um número.')
      .refine((n) => Math.round(n * 100) > 0, 'O preço deve ser maior que zero.')
      .refine((n) => n <= 1_000_000, 'O preço é grande demais.'),
  ),
  expected_quantity: z.preprocess(emptyAsMissing, intField('quantidade esperada').optional()),
  status: z.preprocess(
    emptyAsMissing,
    z.enum(['available', 'paused'], { error: 'O status deve ser à venda ou pausado.' }).optional(),
  ),
});

const idSchema = z.object({ id: idField('anúncio') });
const pauseSchema = z.object({
  id: idField('anúncio'),
  paused: z.boolean({ error: 'O campo pausado deve ser verdadeiro ou falso.' }),
});
const blockSchema = z.object({
  id: idField('anúncio'),
  blocked: z.boolean({ error: 'O campo bloqueado deve ser verdadeiro ou falso.' }),
  reason: z.preprocess(emptyAsMissing, searchText('motivo', 255).optional()),
});

export async function stockRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, dialect } = services;
  const commerce = commerceFor(services);
  const broadcast = (channels: string[], event: string, payload: unknown) =>
    commerce.broadcast(channels, event, payload);

  /** The store-scoped access check of a call that names only the listing: 401, 404, then 403. */
  const listingAccess = async (request: FastifyRequest, id: number) => {
    await requireUser(db, request);
    return requireStoreAccess(db, request, await storeOfListing(db, id));
  };

  const full = async (storeId: number, id: number) => {
    const listing = await stockListingFull(db, storeId, id);
    if (!listing) throw notFound('Anúncio não encontrado.');
    return listing;
  };

  postWithSlash(app, '/product-store-list', async (request) => {
    await requireUser(db, request);
    const input = validate(stockListSchema, request.body);
    await requireStoreAccess(db, request, input.store_id);
    const store = await sellerStore(db, String(input.store_id));
    if (!store) throw notFound('Loja não encontrada.');
    return stockListing({ db, dialect }, store, stockQuery(input));
  });

  postWithSlash(app, '/product-store-save', async (request) => {
    await requireUser(db, request);
    const input = validate(saveSchema, request.body);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const saved = await saveListing(db, broadcast, store, {
      id: input.id,
      productId: input.product_id,
      condition: input.condition,
      language: input.language,
      extras: input.extras,
      quantity: input.quantity,
      price: toCents(input.price),
      expectedQuantity: input.expected_quantity,
      status: input.status,
    });
    return action('Criado/Alterado com sucesso.', await full(store.id, saved.id));
  });

  postWithSlash(app, '/product-store-full', async (request) => {
    await requireUser(db, request);
    const { id } = validate(idSchema, request.body);
    const { store } = await listingAccess(request, id);
    return action('', await full(store.id, id));
  });

  postWithSlash(app, '/product-store-pause', async (request) => {
    await requireUser(db, request);
    const { id, paused } = validate(pauseSchema, request.body);
    const { store } = await listingAccess(request, id);
    await setListingPaused(db, broadcast, store, id, paused);
    return action(paused ? 'Anúncio pausado.' : 'Anúncio reativado.', await full(store.id, id));
  });

  postWithSlash(app, '/product-store-delete', async (request) => {
    await requireUser(db, request);
    const { id } = validate(idSchema, request.body);
    const { store } = await listingAccess(request, id);
    await deleteListing(db, broadcast, store.id, id);
    return action('Excluído com sucesso', { id });
  });

  postWithSlash(app, '/block-card', async (request) => {
    await requireAdmin(db, request);
    const input = validate(blockSchema, request.body);
    const { storeId } = await setListingBlocked(db, broadcast, input);
    return action(
      input.blocked ? 'Anúncio bloqueado.' : 'Anúncio liberado: ele fica pausado até a loja reativá-lo.',
      await full(storeId, input.id),
    );
  });
}
