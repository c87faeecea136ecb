import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toCents, toReais } from '../../domain/cart/money.ts';
import { type BuyerRef, deleteCard, listCards, presentCard, saveCard } from '../../domain/payments/cards.ts';
import { type Commerce, commerceFor } from '../../domain/payments/commerce.ts';
import type { AppServices } from '../context.ts';
import { requireUser } from '../support/auth.ts';
import { action, forbidden, notFound } from '../support/errors.ts';
import { field, validate } from '../support/validation.ts';
import { pathId, reaisField } from './cart.ts';

const cardSchema = z.object({
  number: z
    .string({ error: 'Informe o número do cartão.' })
    .trim()
    .regex(/^[\d .-]{12,25}$/, 'Informe o número do cartão.'),
  holder: field.text('nome do titular', 120),
  exp_month: z.coerce
    .number({ error: 'Mês de validade inválido.' })
    .int()
    .min(1, 'Mês de validade inválido.')
    .max(12, 'Mês de validade inválido.'),
  exp_year: z.coerce
    .number({ error: 'Ano de validade inválido.' })
    .int()
    .min(2000, 'Ano de validade inválido.')
    .max(2100, 'Ano de validade inválido.'),
  cvv: z
    .string({ error: 'Informe o código de segurança.' })
    .trim()
    .regex(/^\d{3,4}$/, 'Informe o código de segurança (3 ou 4 dígitos).'),
});

/** Validates a card form and saves the card through the payment driver (only brand, last digits and expiry are kept). */
function saveCardFrom(commerce: Commerce, user: BuyerRef, body: unknown) {
  const input = validate(cardSchema, body);
  return saveCard(commerce, user, {
    number: input.number,
    holder: input.holder,
    expMonth: input.exp_month,
    expYear: input.exp_year,
    cvv: input.cvv,
  });
}

/** The buyer's saved cards (spec section 7, "Card payments": GET/POST /v1/pagarme/cards). */
export async function paymentRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);

  app.get('/pagarme/cards', async (request) => {
    const { user } = await requireUser(db, request);
    return action('', (await listCards(db, user.id)).map(presentCard));
  });

  app.post('/pagarme/cards', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const row = await saveCardFrom(commerce, user, request.body);
    reply.code(201);
    return action('Salvo com sucesso', presentCard(row));
  });

  app.delete<{ Params: { id: string } }>('/pagarme/cards/:id', async (request) => {
    const { user } = await requireUser(db, request);
    await deleteCard(commerce, user, pathId(request.params.id, 'Cartão não encontrado.'));
    return action('Excluído com sucesso', null);
  });
}

/**
 * The PagBank calls of spec section 7, outside /v1 as the spec lists them: POST
 * /pagbank/orders/get_installment {amount} (installment options of an amount), POST
 * /pagbank/orders/add_credit_card (the card form of /v1/pagarme/cards) and GET
 * /pagbank/orders/list_credit_card?store_id= (the signed-in user's cards; with a store id, only for
 * the store's owner, who pays the store's plans and ads with them). docs/payments.md.
 */
export async function installmentRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services;
  const commerce = commerceFor(services);
  app.post('/pagbank/orders/get_installment', async (request) => {
    await requireUser(db, request);
    const { amount } = validate(
      z.object({ amount: reaisField('valor').refine((v) => v >= 0.01, 'Informe um valor positivo.') }),
      request.body,
    );
    const options = await commerce.payments.installmentOptions(toCents(amount));
    return action(
      '',
      options.map((o) => ({
        installments: o.installments,
        interest_free: o.interestFree,
        monthly_rate_percent: o.monthlyRatePercent,
        total: toReais(o.totalCents),
        installment: toReais(o.installmentCents),
        first_installment: toReais(o.firstInstallmentCents),
      })),
    );
  });

  app.post('/pagbank/orders/add_credit_card', async (request, reply) => {
    const { user } = await requireUser(db, request);
    const row = await saveCardFrom(commerce, user, request.body);
    reply.code(201);
    return action('Salvo com sucesso', presentCard(row));
  });

  app.get('/pagbank/orders/list_credit_card', async (request) => {
    const { user } = await requireUser(db, request);
    const { store_id: storeId } = validate(
      z.object({
        store_id: z.coerce
          .number({ error: 'Loja inválida.' })
          .int('Loja inválida.')
          .positive('Loja inválida.')
          .optional(),
      }),
      request.query,
    );
    if (storeId !== undefined) {
      const store = await db
        .selectFrom('stores')
        .select('owner_user_id')
        .where('id', '=', storeId)
        .executeTakeFirst();
      if (!store) throw notFound('Loja não encontrada.');
      if (store.owner_user_id !== user.id) throw forbidden('Você não tem acesso a esta loja.');
    }
    return action('', (await listCards(db, user.id)).map(presentCard));
  });
}
