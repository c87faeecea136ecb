import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Commerce } from '../../../domain/payments/commerce.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import { chargeByGatewayId } from '../../../domain/plans/charge-lookup.ts';
import {
  cancelAtPeriodEnd,
  cancelNow,
  cancelUserSubscriptions,
  expiredSignatures,
  listPlans,
  presentPlan,
  storeSignatures,
  subscribe,
  syncCharge,
  userSignatures,
} from '../../../domain/plans/index.ts';
import { PaymentError } from '../../../drivers/payments/index.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action, forbidden, HttpError } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import { idField, validate } from '../../support/validation.ts';

const storeSchema = z.object({ store_id: idField('loja') });
const optionalStoreSchema = z.object({ store_id: idField('loja').optional() });

export const createSignatureSchema = z
  .object({
    store_id: idField('loja'),
    plan_id: idField('plano'),
    method: z.enum(['pix', 'card'], { error: 'Escolha a forma de pagamento: PIX ou cartão.' }),
    card_id: idField('cartão').optional().nullable(),
  })
  .refine((v) => v.method !== 'card' || Boolean(v.card_id), {
    path: ['card_id'],
    message: 'Escolha um cartão salvo para pagar o plano.',
  });

const gatewaySchema = z.object({
  store_id: idField('loja'),
  plan_id: idField('plano'),
  card_id: idField('cartão'),
});

/** Creates the subscription for a store the signed-in user manages (owner or admin). */
async function createFor(
  commerce: Commerce,
  request: FastifyRequest,
  body: z.output<typeof createSignatureSchema>,
) {
  await requireStoreAccess(commerce.db, request, body.store_id);
  const result = await subscribe(commerce, {
    storeId: body.store_id,
    planId: body.plan_id,
    method: body.method,
    cardId: body.card_id ?? null,
  });
  const paid = result.subscription?.status === 'active' && result.charge?.status === 'paid';
  return action(
    paid
      ? 'Assinatura ativada.'
      : body.method === 'pix'
        ? 'PIX gerado: pague para ativar o plano.'
        : 'Pagamento em análise: o plano é ativado quando ele for aprovado.',
    result,
  );
}

/** The gateway-named variants are open while that gateway (or the sandbox, which plays it) is in use. */
function requireGateway(commerce: Commerce, gateway: 'pagarme' | 'pagbank') {
  const driver = commerce.payments.name;
  if (driver !== gateway && driver !== 'sandbox') {
    throw new HttpError(422, 'Este meio de pagamento não está em uso.', {
      error: true,
      errors: { payment: ['Este meio de pagamento não está em uso.'] },
    });
  }
}

/**
 * Plans and subscriptions (spec section 7 "Subscriptions, plans, config" and "Card payments";
 * docs/payouts-and-plans.md). Store-scoped calls: 401 visitor, 403 someone else's store, 419
 * without XSRF (the host's), 422 in Portuguese.
 */
export async function plansRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  app.get('/plans', async () => action('', (await listPlans(db)).map(presentPlan)));

  app.get('/signatures', async (request) => {
    const { user } = await requireUser(db, request);
    const { store_id } = validate(optionalStoreSchema, request.query);
    if (store_id === undefined) return action('', await userSignatures(commerce, user.id));
    await requireStoreAccess(db, request, store_id);
    return action('', await storeSignatures(commerce, store_id));
  });

  app.get('/signatures-expired', async (request) => {
    const { user } = await requireUser(db, request);
    const { store_id } = validate(optionalStoreSchema, request.query);
    if (store_id === undefined) return action('', await expiredSignatures(commerce, { userId: user.id }));
    await requireStoreAccess(db, request, store_id);
    return action('', await expiredSignatures(commerce, { storeId: store_id }));
  });

  app.post('/create-signature', async (request, reply) => {
    await requireUser(db, request);
    const body = validate(createSignatureSchema, request.body);
    const answer = await createFor(commerce, request, body);
    reply.code(201);
    return answer;
  });

  app.post('/disable-signature', async (request) => {
    await requireUser(db, request);
    const { store_id } = validate(storeSchema, request.body);
    await requireStoreAccess(db, request, store_id);
    return action('Assinatura cancelada.', await cancelNow(commerce, store_id));
  });

  app.post('/cancel-due-date', async (request) => {
    await requireUser(db, request);
    const { store_id } = validate(storeSchema, request.body);
    await requireStoreAccess(db, request, store_id);
    return action('A assinatura será cancelada no vencimento.', await cancelAtPeriodEnd(commerce, store_id));
  });

  app.post('/subscriber-plans/cancel', async (request) => {
    const { user } = await requireUser(db, request);
    const { user_id } = validate(z.object({ user_id: idField('usuário') }), request.body);
    if (user.role !== 'admin' && user.id !== user_id) throw forbidden();
    const ended = await cancelUserSubscriptions(commerce, user_id);
    return action('Assinatura cancelada.', { canceled: ended });
  });

  app.post('/pagarme/subscriptions', async (request, reply) => {
    await requireUser(db, request);
    const body = validate(gatewaySchema, request.body);
    requireGateway(commerce, 'pagarme');
    const answer = await createFor(commerce, request, { ...body, method: 'card' });
    reply.code(201);
    return answer;
  });
}

/**
 * Outside /v1 (server/app.ts): POST /pagbank/subscribers/create, the PagBank-named card subscription
 * of spec section 7; with the sandbox drivers, POST /_sandbox/subscription-charges/{chargeId}/pay
 * pays a subscription's pending PIX the way the store's bank would (the demo and the browser test).
 */
export async function planGatewayRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  app.post('/pagbank/subscribers/create', async (request, reply) => {
    await requireUser(db, request);
    const body = validate(gatewaySchema, request.body);
    requireGateway(commerce, 'pagbank');
    const answer = await createFor(commerce, request, { ...body, method: 'card' });
    reply.code(201);
    return answer;
  });

  if (!services.config.sandbox) return;
  app.post<{ Params: { chargeId: string } }>(
    '/_sandbox/subscription-charges/:chargeId/pay',
    async (request) => {
      const row = await chargeByGatewayId(db, request.params.chargeId);
      if (!row) throw new HttpError(404, 'Cobrança não encontrada.');
      if (!commerce.payments.simulatePixPaid) throw new HttpError(409, 'Só o sandbox simula pagamentos.');
      try {
        await commerce.payments.simulatePixPaid(request.params.chargeId);
      } catch (error) {
        if (error instanceof PaymentError) throw new HttpError(409, error.message, { code: error.code });
        throw error;
      }
      await commerce.flush();
      const status = await syncCharge(commerce, row);
      return action('PIX pago (sandbox).', { charge_id: row.charge_id, status });
    },
  );
}
