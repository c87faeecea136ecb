import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AD_STATUSES, type AdStatus, type AdTab } from '../../../resources/js/types/pages/classifieds.ts';
import { spendUpload } from '../../domain/auth/throttle.ts';
import { toCents } from '../../domain/cart/money.ts';
import {
  AD_MEDIA_FILE,
  addAdPhoto,
  adMediaDir,
  checkPhoto,
  photoTooLarge,
  removeAdPhoto,
} from '../../domain/classifieds/photos.ts';
import {
  findAd,
  isPublic,
  latestAds,
  publicAdsPage,
  storeAdsPage,
} from '../../domain/classifieds/queries.ts';
import {
  adCategories,
  adCities,
  adConditions,
  adStates,
  MAX_AD_PHOTO_BYTES,
} from '../../domain/classifieds/references.ts';
import {
  type AdInput,
  adStoreId,
  blockAd,
  changeAdStatus,
  createAd,
  destroyAd,
  restoreAd,
  trashAd,
  updateAd,
} from '../../domain/classifieds/write.ts';
import { commerceFor } from '../../domain/payments/commerce.ts';
import { storeStatusAndOwner } from '../../domain/stores/store-rows.ts';
import type { AppServices } from '../context.ts';
import { authenticate, requireAdmin, requireUser } from '../support/auth.ts';
import { domainAnswer, sendErrorAnswer } from '../support/domain-errors.ts';
import { action, notFound, ValidationError } from '../support/errors.ts';
import { PUBLIC_PICTURE } from '../support/securityHeaders.ts';
import { mayManageStore, requireStoreAccess } from '../support/storeAccess.ts';

import { assertBusiness, field, numeric, pageFields, pathId, validate } from '../support/validation.ts';

/** Ads a page of the buyer's list and of the store's list holds. */
export const ADS_PER_PAGE = 12;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalCode = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `O campo ${label} é inválido.` })
      .trim()
      .max(40)
      .nullable(),
  );
const optionalReais = (label: string) =>
  z.preprocess(
    blankToNull,
    numeric(
      z
        .number({ error: `O campo ${label} deve ser um número.` })
        .min(0, `O campo ${label} não pode ser negativo.`)
        .max(1_000_000, `O campo ${label} é grande demais.`)
        .nullable(),
    ),
  );

/** The buyer's filters (the /classifieds URL and ads/paginate share them). */
export const publicListSchema = z.object({
  category: optionalCode('categoria'),
  condition: optionalCode('condição'),
  uf: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : blankToNull(v)),
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'Estado (UF) inválido.')
      .nullable(),
  ),
  city: z.preprocess(blankToNull, z.string().trim().max(120, 'Cidade inválida.').nullable()),
  price_min: optionalReais('preço mínimo'),
  price_max: optionalReais('preço máximo'),
  q: z.preprocess(blankToNull, z.string().trim().max(80, 'Busca longa demais.').nullable()).optional(),
  ...pageFields(ADS_PER_PAGE, 48),
});

export const storeListSchema = z.object({
  store_id: field.id('loja'),
  status: z
    .enum(['available', 'paused', 'reproved', 'analysis', 'trash'], { error: 'Situação inválida.' })
    .optional()
    .default('available'),
  ...pageFields(ADS_PER_PAGE, 48),
});

const adSchema = z.object({
  title: z
    .string({ error: 'O campo título é obrigatório.' })
    .trim()
    .min(3, 'O campo título deve ter pelo menos 3 caracteres.')
    .max(120, 'O campo título deve ter no máximo 120 caracteres.'),
  description: z
    .string({ error: 'O campo descrição é obrigatório.' })
    .trim()
    .min(10, 'O campo descrição deve ter pelo menos 10 caracteres.')
    .max(5000, 'O campo descrição deve ter no máximo 5000 caracteres.'),
  category: z.string({ error: 'Escolha uma categoria.' }).trim().min(1, 'Escolha uma categoria.'),
  condition: z.string({ error: 'Escolha a condição.' }).trim().min(1, 'Escolha a condição.'),
  price: numeric(
    z
      .number({ error: 'O campo preço deve ser um número.' })
      .refine(Number.isFinite, 'O campo preço deve ser um número.')
      .gt(0, 'O preço deve ser maior que zero.')
      .max(1_000_000, 'O preço deve ser no máximo R$ 1.000.000,00.'),
  ),
  quantity: numeric(
    z
      .number({ error: 'A quantidade deve ser um número.' })
      .int('A quantidade deve ser um número inteiro.')
      .min(1, 'A quantidade deve ser pelo menos 1.')
      .max(999, 'A quantidade deve ser no máximo 999.'),
  ),
  uf: z.string({ error: 'Escolha o estado (UF).' }).trim().min(1, 'Escolha o estado (UF).'),
  city: z.string({ error: 'Escolha a cidade.' }).trim().min(1, 'Escolha a cidade.'),
});

const createSchema = adSchema.extend({ store_id: field.id('loja') });
const updateSchema = adSchema.extend({ id: field.id('anúncio') });
const idSchema = z.object({ id: field.id('anúncio') });
const reasonField = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(5, 'O motivo deve ter pelo menos 5 caracteres.')
  .max(500, 'O motivo deve ter no máximo 500 caracteres.');
const statusSchema = z.object({
  id: field.id('anúncio'),
  status: z.enum(AD_STATUSES as [AdStatus, ...AdStatus[]], { error: 'Situação inválida.' }),
  reason: z.preprocess(blankToNull, reasonField.nullable()).optional(),
});
const blockSchema = z.object({ id: field.id('anúncio'), reason: reasonField });

const inputOf = (body: z.infer<typeof adSchema>): AdInput => ({
  title: body.title,
  description: body.description,
  category: body.category,
  condition: body.condition,
  priceCents: toCents(body.price),
  quantity: body.quantity,
  uf: body.uf,
  city: body.city,
});

/** Classified ads: spec section 7, "Ads and featured" (docs/classifieds.md). */
export async function classifiedsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  /** The ad's store must be the caller's (or the caller an admin): 401, 404, 403 in that order. */
  const ownAd = async (request: FastifyRequest, adId: number) => {
    await requireUser(db, request);
    return requireStoreAccess(db, request, await adStoreId(db, adId));
  };

  // ------------------------------------------------------------ reference lists (public)
  app.get('/states-ads', async () => action('', adStates()));
  app.get<{ Params: { state: string } }>('/cities/state-ads/:state', async (request) => {
    const cities = adCities(request.params.state);
    if (!cities) throw new ValidationError({ state: ['Estado (UF) inválido.'] });
    return action('', cities);
  });
  app.get('/categoryAds', async () => action('', await adCategories(db)));
  app.get('/adConditions', async () => action('', await adConditions(db)));

  // ------------------------------------------------------------ buyer side (public)
  app.post('/:business/ads/paginate', async (request) => {
    assertBusiness(request.params);
    const input = validate(publicListSchema, request.body);
    const { data, paginate } = await publicAdsPage(db, input, input.page, input.per_page);
    return { error: false, message: '', data, paginate };
  });

  app.post('/:business/ads-featureds', async (request) => {
    assertBusiness(request.params);
    return action('', await latestAds(db));
  });

  const show = async (request: FastifyRequest) => {
    assertBusiness(request.params);
    const id = pathId((request.params as { id: string }).id, 'Anúncio não encontrado.');
    const ad = await findAd(db, id);
    if (!ad) throw notFound('Anúncio não encontrado.');
    const store = await storeStatusAndOwner(db, ad.store.id);
    if (!store) throw new Error(`Store ${ad.store.id} of ad ${ad.id} not found`);
    if (!isPublic(ad, store.status === 'active')) {
      const auth = await authenticate(db, request);
      if (!auth || !mayManageStore(store, auth.user)) throw notFound('Anúncio não encontrado.');
    }
    return action('', ad);
  };
  app.post('/:business/ads-show/:id', show);
  app.get('/:business/ads-show/:id', show);

  // ------------------------------------------------------------ store side
  app.post('/:business/ads/paginate-to-store', async (request) => {
    assertBusiness(request.params);
    await requireUser(db, request);
    const input = validate(storeListSchema, request.body);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const page = await storeAdsPage(db, store.id, input.status as AdTab, input.page, input.per_page);
    return { error: false, message: '', ...page };
  });

  app.post('/:business/create-ads', async (request, reply) => {
    assertBusiness(request.params);
    await requireUser(db, request);
    const storeId = validate(z.object({ store_id: field.id('loja') }), request.body).store_id;
    await requireStoreAccess(db, request, storeId);
    const input = validate(createSchema, request.body);
    const ad = await createAd(db, storeId, inputOf(input));
    reply.code(201);
    return action('Anúncio criado: ele será publicado depois da análise.', ad);
  });

  app.post('/:business/update-ads', async (request) => {
    assertBusiness(request.params);
    const { id } = validate(idSchema, request.body);
    await ownAd(request, id);
    const input = validate(updateSchema, request.body);
    return action('Anúncio atualizado: ele volta para análise.', await updateAd(db, id, inputOf(input)));
  });

  app.post('/:business/change-status', async (request) => {
    assertBusiness(request.params);
    const { id } = validate(idSchema, request.body);
    const { auth } = await ownAd(request, id);
    const input = validate(statusSchema, request.body);
    const ad = await changeAdStatus(
      db,
      commerce.broadcast,
      { userId: auth.user.id, isAdmin: auth.user.role === 'admin' },
      id,
      input.status,
      input.reason ?? null,
    );
    return action(`Situação do anúncio: ${ad.status_label}.`, ad);
  });

  app.post('/:business/delete-ads', async (request) => {
    assertBusiness(request.params);
    const { id } = validate(idSchema, request.body);
    await ownAd(request, id);
    return action('Anúncio enviado para a lixeira.', await trashAd(db, id));
  });

  app.post('/:business/restore-ads', async (request) => {
    assertBusiness(request.params);
    const { id } = validate(idSchema, request.body);
    await ownAd(request, id);
    return action('Anúncio restaurado.', await restoreAd(db, id));
  });

  app.post('/:business/destroy-ads', async (request) => {
    assertBusiness(request.params);
    const { id } = validate(idSchema, request.body);
    await ownAd(request, id);
    await destroyAd(db, id);
    return action('Anúncio excluído.', { id });
  });

  app.post('/:business_id/block-ads', async (request) => {
    if ((request.params as { business_id: string }).business_id !== '1')
      throw notFound('Empresa não encontrada.');
    await requireAdmin(db, request);
    const input = validate(blockSchema, request.body);
    await adStoreId(db, input.id);
    return action('Anúncio bloqueado.', await blockAd(db, commerce.broadcast, input.id, input.reason));
  });

  app.delete('/:business/ads-photos/:id/:photo', async (request) => {
    assertBusiness(request.params);
    const params = request.params as { id: string; photo: string };
    const id = pathId(params.id, 'Anúncio não encontrado.');
    await ownAd(request, id);
    return action(
      'Foto removida.',
      await removeAdPhoto(db, id, pathId(params.photo, 'Foto não encontrada.')),
    );
  });

  // ------------------------------------------------------------ photos: the served files
  const dir = adMediaDir(services.config.root);
  app.get('/ads-media/:file', async (request, reply) => {
    const file = (request.params as { file: string }).file;
    if (!AD_MEDIA_FILE.test(file)) throw notFound('Imagem não encontrada.');
    const bytes = await readFile(join(dir, file)).catch(() => null);
    if (!bytes) throw notFound('Imagem não encontrada.');
    const ext = file.slice(file.lastIndexOf('.') + 1);
    return reply
      .header('content-type', ext === 'png' ? 'image/png' : ext === 'jpg' ? 'image/jpeg' : 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .headers(PUBLIC_PICTURE)
      .send(bytes);
  });

  await app.register(async (uploads) => photoUploadRoutes(uploads, services, dir));
}

/**
 * POST /v1/{business}/ads-photos/{id}: one photo as the raw body (like the store logo upload: no
 * multipart; the bytes decide the type). Its own context: every body is read as bytes, access is
 * checked before the body is read, and a body over the limit is the same 422 as a file too large.
 */
async function photoUploadRoutes(app: FastifyInstance, { db }: AppServices, dir: string): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendErrorAnswer(reply, domainAnswer(photoTooLarge()));
    throw error;
  });
  app.addHook('onRequest', async (request) => {
    assertBusiness(request.params);
    await requireUser(db, request);
    const id = pathId((request.params as { id: string }).id, 'Anúncio não encontrado.');
    await requireStoreAccess(db, request, await adStoreId(db, id));
  });
  app.post('/:business/ads-photos/:id', { bodyLimit: MAX_AD_PHOTO_BYTES + 1 }, async (request, reply) => {
    const id = pathId((request.params as { id: string }).id);
    const bytes = Buffer.isBuffer(request.body) ? request.body : null;
    const info = checkPhoto(bytes);
    const { user } = await requireUser(db, request);
    await spendUpload(db, user.id, 'images', (bytes as Buffer).length);
    const ad = await addAdPhoto(db, dir, id, bytes as Buffer, info);
    reply.code(201);
    return action('Foto enviada.', ad);
  });
}
