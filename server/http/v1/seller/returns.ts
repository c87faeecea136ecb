import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORDER_RETURN_STATUSES } from '../../../../resources/js/types/pages/sellerReturns.ts';
import { answerReturn, requestReturn, returnStoreId, storeReturns } from '../../../domain/orders/returns.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import type { AppServices } from '../../context.ts';
import { requireUser } from '../../support/auth.ts';
import { action } from '../../support/errors.ts';
import { requireStoreAccess } from '../../support/storeAccess.ts';

import { field, idField, pageSchema, validate } from '../../support/validation.ts';

/** Returns: 10 a page in the store's list. */
export const RETURNS_PER_PAGE = 10;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .trim()
    .min(min, `O campo ${label} deve ter pelo menos ${min} caracteres.`)
    .max(max, `O campo ${label} deve ter no máximo ${max} caracteres.`);

const requestSchema = z.object({
  store_order_id: field.id('pedido'),
  reason: text('motivo', 10, 500),
});

const answerSchema = z
  .object({
    return_id: field.id('devolução'),
    accept: z.boolean({ error: 'Informe se a devolução foi aceita (verdadeiro ou falso).' }),
    answer: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      text('resposta', 5, 500).optional().nullable(),
    ),
  })
  .refine((v) => v.accept || Boolean(v.answer), {
    path: ['answer'],
    message: 'Explique ao comprador por que a devolução foi recusada.',
  });

export const returnListSchema = z.object({
  store_id: idField('loja'),
  status: z
    .enum(ORDER_RETURN_STATUSES as [string, ...string[]], { error: 'Situação inválida.' })
    .optional()
    .default('requested'),
  page: pageSchema(50, RETURNS_PER_PAGE).shape.page,
});

/** Seller calls: returns (the buyer's request, the store's answer, the store's list). */
export async function returnRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  app.post('/order-return', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const input = validate(requestSchema, request.body);
    const result = await requestReturn(commerce, user.id, {
      storeOrderId: input.store_order_id,
      reason: input.reason,
    });
    reply.code(201);
    return action('Pedido de devolução enviado.', result);
  });

  app.post('/order-return/answer', async (request) => {
    await requireUser(db, request);
    const input = validate(answerSchema, request.body);
    await requireStoreAccess(db, request, await returnStoreId(db, input.return_id));
    const result = await answerReturn(commerce, services.mailer, {
      returnId: input.return_id,
      accept: input.accept,
      answer: input.answer ?? null,
    });
    return action(
      result.status === 'accepted'
        ? 'Devolução aceita: o estoque voltou e o comprador foi reembolsado.'
        : 'Devolução recusada.',
      result,
    );
  });

  app.get('/order-returns', async (request) => {
    await requireUser(db, request);
    const input = validate(returnListSchema, request.query);
    const { store } = await requireStoreAccess(db, request, input.store_id);
    const { returns, counts } = await storeReturns(
      db,
      store.id,
      input.status as (typeof ORDER_RETURN_STATUSES)[number],
      input.page,
      RETURNS_PER_PAGE,
    );
    return { error: false, message: '', data: returns.data, paginate: returns.paginate, counts };
  });
}
