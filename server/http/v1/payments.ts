import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toCents, toReais } from '../../domain/cart/money.ts';
import {
  type BuyerRef,
  deleteCard,
  listCards,
  presentCard,
  saveCard,
  storeOwnerCards,
} from '../../domain/payments/cards.ts';
import { type Commerce, commerceFor } from '../../domain/payments/commerce.ts';
import { type CardToken, isValidCardNumber } from '../../drivers/payments/index.ts';
import type { AppServices } from '../context.ts';
import { requireUser } from '../support/auth.ts';
import { action, ValidationError } from '../support/errors.ts';

import { field, numeric, pathId, reaisField, validate } from '../support/validation.ts';

const BRANDS = ['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners', 'discover', 'jcb'] as const;

/** Body keys that would carry a card's number or security code (compared lower-case, letters and digits only). */
const RAW_CARD_KEYS = new Set([
  'number',
  'cardnumber',
  'ccnumber',
  'numero',
  'numerocartao',
  'pan',
  'cvv',
  'cvc',
  'cvv2',
  'securitycode',
  'codigoseguranca',
]);

/** Values never read for a card number (a checkout's idempotency key may be digits only). */
const NOT_CARD_VALUES = new Set(['idempotency_key']);

export const RAW_CARD_MESSAGE =
  'Por segurança, o número e o código do cartão não podem ser enviados ao servidor: o cartão é tokenizado no navegador. Atualize a página e tente novamente.';

const looksLikeCardNumber = (value: string) => /^[\d .-]{12,30}$/.test(value) && isValidCardNumber(value);

/** The path of the first field carrying raw card data, or null. */
function rawCardField(value: unknown, path: string, depth: number): string | null {
  if (depth > 5 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const name = path ? `${path}.${key}` : key;
    if (RAW_CARD_KEYS.has(key.toLowerCase().replace(/[^a-z0-9]/g, ''))) return name;
    if (typeof inner === 'string' && !NOT_CARD_VALUES.has(key) && looksLikeCardNumber(inner)) return name;
    const found = rawCardField(inner, name, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses (422) a body that carries a card number or security code — a field named like one
 * (`number`, `card_number`, `cvv`…) or any text that is a Luhn-valid card number — before anything
 * reads it. The answer names the field only, never its value, and nothing is logged or stored: cards
 * reach the host only as the gateway's token (docs/payments.md "Card tokens").
 */
export function refuseRawCardData(body: unknown): void {
  const found = rawCardField(body, '', 0);
  if (found) throw new ValidationError({ [found]: [RAW_CARD_MESSAGE] });
}

const tokenField = (label: string) =>
  z
    .string({ error: `O campo ${label} deve ser um texto.` })
    .trim()
    .min(8, 'Cartão não tokenizado: digite os dados do cartão novamente.')
    .max(4096, 'Cartão não tokenizado: digite os dados do cartão novamente.')
    .regex(/^[A-Za-z0-9_\-+/=.:]+$/, 'Cartão não tokenizado: digite os dados do cartão novamente.');

/**
 * A card tokenized in the browser: the gateway's token (`card_token` for pagar.me and the sandbox,
 * `encrypted` for PagBank) plus brand, last 4 digits, holder and expiry (what may be kept and shown).
 */
export const cardTokenFields = {
  card_token: tokenField('card_token').optional(),
  encrypted: tokenField('encrypted').optional(),
  brand: z.enum(BRANDS, { error: 'Bandeira do cartão não aceita.' }),
  last4: z
    .string({ error: 'Informe os 4 últimos dígitos do cartão.' })
    .regex(/^\d{4}$/, 'Informe os 4 últimos dígitos do cartão.'),
  holder: field.text('nome do titular', 120),
  exp_month: numeric(
    z
      .number({ error: 'Mês de validade inválido.' })
      .int('Mês de validade inválido.')
      .min(1, 'Mês de validade inválido.')
      .max(12, 'Mês de validade inválido.'),
  ),
  exp_year: numeric(
    z
      .number({ error: 'Ano de validade inválido.' })
      .int('Ano de validade inválido.')
      .min(2000, 'Ano de validade inválido.')
      .max(2099, 'Ano de validade inválido.'),
  ),
};

type CardTokenInput = {
  card_token?: string;
  encrypted?: string;
  brand: CardToken['brand'];
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
};

/** Exactly one of card_token / encrypted. */
export const oneToken = (v: { card_token?: string; encrypted?: string }) =>
  Boolean(v.card_token) !== Boolean(v.encrypted);
export const ONE_TOKEN_ISSUE = {
  message: 'Informe o cartão tokenizado no navegador (card_token ou encrypted).',
  path: ['card_token'],
};

const cardSchema = z.object(cardTokenFields).refine(oneToken, ONE_TOKEN_ISSUE);

/** The driver's view of a validated card body. */
export function cardTokenOf(input: CardTokenInput): CardToken {
  return {
    token: (input.card_token ?? input.encrypted) as string,
    brand: input.brand,
    last4: input.last4,
    holder: input.holder,
    expMonth: input.exp_month,
    expYear: input.exp_year,
  };
}

/** Validates a tokenized card and saves it through the payment driver (only brand, last digits and expiry are kept). */
function saveCardFrom(commerce: Commerce, user: BuyerRef, body: unknown) {
  refuseRawCardData(body);
  return saveCard(commerce, user, cardTokenOf(validate(cardSchema, body)));
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
        store_id: numeric(
          z.number({ error: 'Loja inválida.' }).int('Loja inválida.').positive('Loja inválida.').optional(),
        ),
      }),
      request.query,
    );
    const rows =
      storeId === undefined ? await listCards(db, user.id) : await storeOwnerCards(db, storeId, user.id);
    return action('', rows.map(presentCard));
  });
}
