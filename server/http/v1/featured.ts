import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FEATURED_TABS, type FeaturedTab } from '../../../resources/js/types/pages/featured.ts';
import {
  cancelFeatured,
  createFeatured,
  type FeaturedInput,
  saveOrder,
  updateFeatured,
} from '../../domain/featured/ads.ts';
import { featuredIdByCharge } from '../../domain/featured/charge-lookup.ts';
import { featuredShelf } from '../../domain/featured/display.ts';
import { payByCard, payByPix, syncFeatured, syncStoreFeatured } from '../../domain/featured/payment.ts';
import { listPositions, positionCalendar } from '../../domain/featured/positions.ts';
import { featuredRow, presentAd, storeFeatured } from '../../domain/featured/queries.ts';
import { commerceFor } from '../../domain/payments/commerce.ts';
import { PaymentError } from '../../drivers/payments/index.ts';
import type { AppServices } from '../context.ts';
import { requireUser } from '../support/auth.ts';
import { action, HttpError, notFound } from '../support/errors.ts';
import { requireStoreAccess } from '../support/storeAccess.ts';

import { day, field, idField, validate } from '../support/validation.ts';

const imageUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: 'O campo imagem deve ser um endereço.' })
    .trim()
    .max(500, 'O endereço da imagem deve ter no máximo 500 caracteres.')
    .refine((v) => /^https:\/\//.test(v) || /^\/(storage|uploads|images)\//.test(v), {
      message: 'A imagem deve ser um endereço https ou um arquivo enviado à loja.',
    })
    .nullable()
    .optional(),
);

const targetType = z.enum(['store', 'listing'], { error: 'Escolha o que destacar: a loja ou um produto.' });
const listingId = z.preprocess((v) => (v === '' ? null : v), idField('produto').nullable().optional());

const createSchema = z.object({
  store_id: idField('loja'),
  position_id: idField('posição'),
  target_type: targetType,
  listing_id: listingId,
  title: field.text('título', 80),
  image_url: imageUrl,
  starts_on: day('data inicial'),
  ends_on: day('data final'),
});

const updateSchema = z.object({
  id: idField('destaque'),
  position_id: idField('posição').optional(),
  target_type: targetType.optional(),
  listing_id: listingId,
  title: field.text('título', 80).optional(),
  image_url: imageUrl,
  starts_on: day('data inicial').optional(),
  ends_on: day('data final').optional(),
});

const orderSchema = z.object({
  store_id: idField('loja'),
  ids: z
    .array(idField('destaque'), { error: 'Envie a lista de destaques na ordem.' })
    .min(1, 'Envie a lista de destaques na ordem.')
    .max(200, 'Destaques demais.'),
});

const paySchema = z
  .object({
    featured_id: idField('destaque'),
    method: z.enum(['pix', 'card'], { error: 'Escolha PIX ou cartão.' }),
    card_id: idField('cartão').optional().nullable(),
  })
  .refine((v) => v.method !== 'card' || Boolean(v.card_id), {
    path: ['card_id'],
    message: 'Escolha um cartão salvo para pagar o destaque.',
  });

const tabSchema = z.object({
  store_id: idField('loja'),
  status: z.enum(FEATURED_TABS as unknown as [string, ...string[]], {
    error: 'Situação inválida: use pending, active ou other.',
  }),
});

const rangeSchema = z.object({
  id: idField('posição'),
  from: day('de').optional(),
  to: day('até').optional(),
});

const placementSchema = z.object({
  placement: z.enum(['home', 'bra_center', 'list_top'], { error: 'Local de destaque inválido.' }).optional(),
});

/** The ad and its store, for a call of its owner (or an admin): 401, 404, 403 otherwise. */
async function ownedAd(services: AppServices, request: Parameters<typeof requireUser>[1], id: number) {
  await requireUser(services.db, request);
  const row = await featuredRow(services.db, id);
  if (!row) throw notFound('Destaque não encontrado.');
  const { auth } = await requireStoreAccess(services.db, request, row.store_id);
  return { row, auth };
}

const inputOf = (body: z.output<typeof createSchema>): FeaturedInput => ({
  positionId: body.position_id,
  targetType: body.target_type,
  listingId: body.target_type === 'listing' ? (body.listing_id ?? null) : null,
  title: body.title,
  imageUrl: body.image_url ?? null,
  startsOn: body.starts_on,
  endsOn: body.ends_on,
});

/** Featured ads (spec section 7 "Ads and featured"; docs/featured-ads.md). */
export async function featuredRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  /** Public: the featured ads showing today (all placements, or `?placement=`). */
  app.get('/featureds', async (request) => {
    const { placement } = validate(placementSchema, request.query);
    return action(
      '',
      await featuredShelf(services, placement ? [placement] : ['home', 'bra_center', 'list_top']),
    );
  });

  app.get('/bra-center-featured', async () => action('', await featuredShelf(services, ['bra_center'])));

  app.get('/featured-positions', async () => action('', await listPositions(db)));

  /** Public: the taken and free days of a position (no store is named). */
  app.get('/date-position/:id', async (request) => {
    const input = validate(rangeSchema, { ...(request.query as object), ...(request.params as object) });
    const calendar = await positionCalendar(db, input.id, { from: input.from, to: input.to });
    if (!calendar) throw notFound('Posição de destaque não encontrada.');
    return action('', calendar);
  });

  app.get('/featured-ad/:store_id/:status', async (request) => {
    await requireUser(db, request);
    const input = validate(tabSchema, request.params);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    await syncStoreFeatured(commerce, store.id);
    return action('', await storeFeatured(db, store.id, input.status as FeaturedTab));
  });

  /** One ad of the store, its payment state read fresh from the gateway (the PIX page polls it). */
  app.get('/ad-featured/:id', async (request) => {
    await requireUser(db, request);
    const { id } = validate(z.object({ id: idField('destaque') }), request.params);
    const { row } = await ownedAd(services, request, id);
    const fresh = await syncFeatured(commerce, row.id);
    return action('', await presentAd(db, fresh, true));
  });

  app.post('/create-featured', async (request, reply) => {
    await requireUser(db, request);
    const body = validate(createSchema, request.body);
    const { auth, store } = await requireStoreAccess(db, request, body.store_id);
    const row = await createFeatured(db, store.id, auth.user.id, inputOf(body));
    reply.code(201);
    return action('Destaque reservado: pague para ativá-lo nas datas escolhidas.', await presentAd(db, row));
  });

  app.post('/update-featured', async (request) => {
    await requireUser(db, request);
    const body = validate(updateSchema, request.body);
    const { row } = await ownedAd(services, request, body.id);
    const updated = await updateFeatured(db, row, {
      positionId: body.position_id,
      targetType: body.target_type,
      listingId: body.listing_id === undefined ? undefined : body.listing_id,
      title: body.title,
      imageUrl: body.image_url === undefined ? undefined : body.image_url,
      startsOn: body.starts_on,
      endsOn: body.ends_on,
    });
    return action('Destaque atualizado.', await presentAd(db, updated));
  });

  app.post('/featured-ad/save-order', async (request) => {
    await requireUser(db, request);
    const body = validate(orderSchema, request.body);
    const { store } = await requireStoreAccess(db, request, body.store_id);
    await saveOrder(db, store.id, body.ids);
    return action('Ordem dos destaques salva.', await storeFeatured(db, store.id, 'active'));
  });

  /** Only an unpaid ad, or any ad by an admin: it is canceled and its days freed. */
  app.delete('/featured-ad/delete/:id', async (request) => {
    await requireUser(db, request);
    const { id } = validate(z.object({ id: idField('destaque') }), request.params);
    const { row, auth } = await ownedAd(services, request, id);
    const admin = auth.user.role === 'admin';
    const fresh = await syncFeatured(commerce, row.id);
    if (fresh.status === 'active' && !admin) {
      throw new HttpError(422, 'Um destaque pago não pode ser excluído pela loja.', {
        errors: { id: ['Um destaque pago não pode ser excluído pela loja.'] },
      });
    }
    if (fresh.status !== 'pending' && fresh.status !== 'active') {
      throw new HttpError(422, 'Este destaque já expirou ou foi cancelado.', {
        errors: { id: ['Este destaque já expirou ou foi cancelado.'] },
      });
    }
    if (fresh.status === 'pending' && fresh.charge_id) {
      await commerce.payments.cancelCharge(fresh.charge_id).catch(() => null);
    }
    const done = await cancelFeatured(db, fresh.id, admin ? ['pending', 'active'] : ['pending']);
    if (!done) throw new HttpError(422, 'O destaque mudou enquanto era excluído. Recarregue a página.');
    return action('Destaque cancelado: as datas foram liberadas.', { id: fresh.id, status: 'canceled' });
  });

  /** Pays a pending ad: PIX (QR and copy-paste code) or a saved card of the store's owner. */
  app.post('/featured-ad/pay', async (request) => {
    await requireUser(db, request);
    const body = validate(paySchema, request.body);
    const { row } = await ownedAd(services, request, body.featured_id);
    const paid =
      body.method === 'pix'
        ? await payByPix(commerce, row.id)
        : await payByCard(commerce, row.id, body.card_id as number);
    return action(
      paid.status === 'active'
        ? 'Destaque pago e ativo nas datas escolhidas.'
        : 'PIX gerado: pague para ativar o destaque.',
      await presentAd(db, paid, true),
    );
  });

  if (!services.config.sandbox) return;
  /** Sandbox only: pays an ad's pending PIX the way the store's bank would (the demo and the tests). */
  app.post<{ Params: { chargeId: string } }>('/_sandbox/featured-charges/:chargeId/pay', async (request) => {
    const adId = await featuredIdByCharge(db, request.params.chargeId);
    if (adId === undefined) throw notFound('Cobrança não encontrada.');
    if (!commerce.payments.simulatePixPaid) throw new HttpError(409, 'Só o sandbox simula pagamentos.');
    try {
      await commerce.payments.simulatePixPaid(request.params.chargeId);
    } catch (error) {
      if (error instanceof PaymentError) throw new HttpError(409, error.message, { code: error.code });
      throw error;
    }
    await commerce.flush();
    const fresh = await syncFeatured(commerce, adId);
    return action('PIX pago (sandbox).', { id: fresh.id, status: fresh.status });
  });
}
