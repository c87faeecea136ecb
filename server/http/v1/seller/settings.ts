import { isValidPhone } from '@brazilian-utils/brazilian-utils';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  STORE_MEDIA_RULES,
  type StoreMediaKind,
} from '../../../../resources/js/types/pages/sellerSettings.ts';
import { spendUpload } from '../../../domain/auth/throttle.ts';
import { checkUpload, saveStoreMedia, storeMediaDir, tooLargeMessage } from '../../../domain/stores/media.ts';
import { storeSlug } from '../../../domain/stores/onboarding.ts';
import {
  addBlockDate,
  addBox,
  blockDateStore,
  blockDates,
  boxStore,
  deleteBlockDate,
  deleteBox,
  freeShippingWeek,
  saveFreeShippingWeek,
  storeBoxes,
  storeSettings,
  updateStore,
} from '../../../domain/stores/settings.ts';
import { normalizeCep } from '../../../drivers/shared/cep.ts';
import { ufFromCep } from '../../../drivers/shared/cep-ranges.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { domainAnswer, sendErrorAnswer } from '../../support/domain-errors.ts';
import { action, notFound, ValidationError } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import { day, field, idField, numeric, pathId, postWithSlash, validate } from '../../support/validation.ts';

// ---------------------------------------------------------------- schemas

const storeIdSchema = z.object({ store_id: idField('loja') });

/** '' and null both clear an optional field. */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const updateStoreSchema = z.object({
  name: z
    .string({ error: 'O campo nome da loja deve ser um texto.' })
    .trim()
    .min(3, 'O nome da loja deve ter pelo menos 3 caracteres.')
    .max(120, 'O nome da loja deve ter no máximo 120 caracteres.')
    .optional(),
  // The same rule stores are opened with (domain/stores/onboarding.ts storeSlug); checked in the domain.
  slug: z
    .string({ error: 'O campo endereço da loja deve ser um texto.' })
    .max(120, 'O endereço da loja deve ter no máximo 60 caracteres.')
    .transform(storeSlug)
    .optional(),
  description: z.preprocess(
    emptyToNull,
    z
      .string({ error: 'O campo descrição deve ser um texto.' })
      .trim()
      .max(2000, 'A descrição deve ter no máximo 2000 caracteres.')
      .nullable()
      .optional(),
  ),
  contact_email: z.preprocess(
    emptyToNull,
    z
      .string({ error: 'O campo e-mail de contato deve ser um texto.' })
      .trim()
      .toLowerCase()
      .max(190, 'O e-mail de contato deve ter no máximo 190 caracteres.')
      .pipe(z.email({ error: 'Informe um e-mail de contato válido.' }))
      .nullable()
      .optional(),
  ),
  contact_phone: z.preprocess(
    emptyToNull,
    z
      .string({ error: 'O campo telefone de contato deve ser um texto.' })
      .trim()
      .max(30, 'Informe um telefone válido com DDD.')
      .refine((v) => isValidPhone(v), 'Informe um telefone válido com DDD.')
      .transform((v) => v.replace(/\D/g, ''))
      .nullable()
      .optional(),
  ),
  handling_days: numeric(
    z
      .number({ error: 'O campo dias para postagem deve ser um número.' })
      .int('O campo dias para postagem deve ser um número inteiro.')
      .min(1, 'Os dias para postagem devem ficar entre 1 e 30.')
      .max(30, 'Os dias para postagem devem ficar entre 1 e 30.')
      .optional(),
  ),
  origin_postcode: z.preprocess(
    emptyToNull,
    z
      .string({ error: 'O campo CEP de origem deve ser um texto.' })
      .transform((v) => normalizeCep(v) ?? '')
      .refine((v) => v !== '', 'CEP inválido: informe os 8 dígitos no formato 00000-000.')
      .refine((v) => v === '' || ufFromCep(v) !== null, 'CEP não encontrado.')
      .nullable()
      .optional(),
  ),
});

const freeShippingSchema = z.object({
  days: z
    .array(
      z.object({
        day_of_week: numeric(
          z
            .number({ error: 'Informe o dia da semana (0 a 6).' })
            .int('Informe o dia da semana (0 a 6).')
            .min(0, 'Informe o dia da semana (0 a 6).')
            .max(6, 'Informe o dia da semana (0 a 6).'),
        ),
        enabled: z.boolean({ error: 'Informe se o dia tem frete grátis.' }),
        min_order: numeric(
          z
            .number({ error: 'O pedido mínimo deve ser um número.' })
            .min(0, 'O pedido mínimo não pode ser negativo.')
            .max(100_000, 'O pedido mínimo deve ser de no máximo R$ 100.000,00.')
            .default(0),
        ),
      }),
      { error: 'Informe os dias da semana.' },
    )
    .min(1, 'Informe os dias da semana.')
    .max(7, 'A semana tem 7 dias.')
    .refine(
      (days) => new Set(days.map((d) => d.day_of_week)).size === days.length,
      'Cada dia da semana só pode aparecer uma vez.',
    ),
});

const blockDateSchema = z.object({
  starts_on: day('data inicial'),
  ends_on: day('data final'),
  reason: z.preprocess(emptyToNull, field.optionalText('motivo', 160)).transform((v) => v ?? null),
});

const centimetres = (label: string) =>
  numeric(
    z
      .number({ error: `O campo ${label} deve ser um número.` })
      .int(`O campo ${label} deve ser um número inteiro de centímetros.`)
      .min(1, `O campo ${label} deve ficar entre 1 e 200 cm.`)
      .max(200, `O campo ${label} deve ficar entre 1 e 200 cm.`),
  );

const boxSchema = z.object({
  name: field.text('nome da caixa', 60),
  length_cm: centimetres('comprimento'),
  width_cm: centimetres('largura'),
  height_cm: centimetres('altura'),
  max_weight_g: numeric(
    z
      .number({ error: 'O campo peso máximo deve ser um número.' })
      .int('O campo peso máximo deve ser um número inteiro de gramas.')
      .min(1, 'O peso máximo deve ficar entre 1 e 30000 g.')
      .max(30_000, 'O peso máximo deve ficar entre 1 e 30000 g.'),
  ),
});

// ---------------------------------------------------------------- routes

/**
 * Seller calls for a store's settings and look (docs/store-settings.md): update-store, the
 * free-shipping week, block dates, boxes and the logo/banner uploads. Each one: 401 without a session,
 * 404 for an unknown store, 403 for anyone but its owner or an admin, 419 without the XSRF token, 422
 * with a pt-BR message per field and nothing written.
 */
export async function settingsRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;

  /** The store a call names in its body or query, after the session (401) and access (404/403) checks. */
  const storeOf = async (request: FastifyRequest, source: unknown): Promise<number> => {
    await requireUser(db, request);
    const { store_id } = validate(storeIdSchema, source);
    await requireStoreAccess(db, request, store_id);
    return store_id;
  };

  /** The store of a block date or box named by its id in the path (404 for an unknown id). */
  const ownerOf = async (request: FastifyRequest, find: (id: number) => Promise<number | undefined>) => {
    await requireUser(db, request);
    const id = pathId((request.params as { id: string }).id);
    const storeId = await find(id);
    if (storeId === undefined) throw notFound();
    await requireStoreAccess(db, request, storeId);
    return id;
  };

  postWithSlash(app, '/update-store', async (request) => {
    const storeId = await storeOf(request, request.body);
    const changes = validate(updateStoreSchema, request.body);
    await updateStore(db, storeId, changes);
    return action('Salvo com sucesso', await storeSettings(db, storeId));
  });

  // POST /v1/free-shipping-day is the buyers' read (catalogue/references.ts); the seller writes here.
  app.post('/free-shipping-day/save', async (request) => {
    const storeId = await storeOf(request, request.body);
    const { days } = validate(freeShippingSchema, request.body);
    await saveFreeShippingWeek(db, storeId, days);
    return action('Salvo com sucesso', await freeShippingWeek(db, storeId));
  });

  app.get('/block-date', async (request) => {
    const storeId = await storeOf(request, request.query);
    return action('', await blockDates(db, storeId));
  });
  app.post('/block-date', async (request, reply) => {
    const storeId = await storeOf(request, request.body);
    const input = validate(blockDateSchema, request.body);
    const row = await addBlockDate(db, storeId, input);
    reply.code(201);
    return action('Salvo com sucesso', row);
  });
  app.delete('/block-date/:id', async (request) => {
    const id = await ownerOf(request, (id) => blockDateStore(db, id));
    await deleteBlockDate(db, id);
    return action('Excluído com sucesso', null);
  });

  app.get('/box-store', async (request) => {
    const storeId = await storeOf(request, request.query);
    return action('', await storeBoxes(db, storeId));
  });
  app.post('/box-store', async (request, reply) => {
    const storeId = await storeOf(request, request.body);
    const box = validate(boxSchema, request.body);
    const row = await addBox(db, storeId, box);
    reply.code(201);
    return action('Salvo com sucesso', row);
  });
  app.delete('/box-store/:id', async (request) => {
    const id = await ownerOf(request, (id) => boxStore(db, id));
    await deleteBox(db, id);
    return action('Excluído com sucesso', null);
  });

  await app.register(async (uploads) => mediaUploadRoutes(uploads, services));
}

/**
 * POST /v1/store-media/{store_id}/{logo|banner}: the picture is the raw body, sent with its own
 * Content-Type (no multipart). In a context of its own: every body here is read as bytes (the type is
 * decided by the bytes, so an SVG or anything else still reaches the check and gets its 422), the
 * access check runs before the body is read, and a body over the kind's limit is the same 422 as a
 * file that is too large.
 */
async function mediaUploadRoutes(app: FastifyInstance, { db, config }: AppServices): Promise<void> {
  const dir = storeMediaDir(config.root);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const kindOf = (request: FastifyRequest): StoreMediaKind =>
    request.url.split('?')[0]?.endsWith('/banner') ? 'banner' : 'logo';

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendErrorAnswer(
        reply,
        domainAnswer(new ValidationError({ file: [tooLargeMessage(kindOf(request))] })),
      );
    throw error;
  });

  // Who may upload is decided before the body is read: a visitor cannot make the host take in 3 MB.
  app.addHook('onRequest', async (request) => {
    await requireUser(db, request);
    const storeId = pathId((request.params as { store_id: string }).store_id, 'Loja não encontrada.');
    await requireStoreAccess(db, request, storeId);
  });

  for (const kind of ['logo', 'banner'] as const) {
    app.post(
      `/store-media/:store_id/${kind}`,
      // One byte over the limit is enough to know the file is too large.
      { bodyLimit: STORE_MEDIA_RULES[kind].maxBytes + 1 },
      async (request) => {
        const storeId = pathId((request.params as { store_id: string }).store_id);
        const bytes = Buffer.isBuffer(request.body) ? request.body : null;
        const info = checkUpload(kind, bytes);
        const { user } = await requireUser(db, request);
        await spendUpload(db, user.id, 'images', (bytes as Buffer).length);
        const url = await saveStoreMedia(db, dir, storeId, kind, bytes as Buffer, info);
        return action('Salvo com sucesso', { kind, url, settings: await storeSettings(db, storeId) });
      },
    );
  }
}
