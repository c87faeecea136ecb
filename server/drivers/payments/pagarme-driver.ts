import { type Clock, systemClock } from '../shared/clock.js';
import { PaymentError } from './errors.js';
import { type FetchLike, gatewayHttp } from './gateway-shared.js';
import { checkAmount, checkCardChargeInput, checkCardToken, checkPixChargeInput } from './input-checks.js';
import { computeInstallmentOptions, DEFAULT_INSTALLMENT_PLAN, type InstallmentPlan } from './installments.js';
import {
  chargeFromPagarme,
  chargeFromPagarmeOrder,
  type PagarmeCharge,
  type PagarmeCustomer,
  type PagarmeOrder,
  pagarmeCardOrder,
  pagarmeCustomer,
  pagarmePixOrder,
  savedCardFromPagarme,
} from './pagarme.js';
import type { HostPaymentDriver } from './types.js';

export interface PagarmeDriverOptions {
  /** Default https://api.pagar.me/core/v5. */
  baseUrl?: string;
  /** The account's secret key (sk_…), sent as the Basic auth user. */
  secretKey: string;
  fetch?: FetchLike;
  clock?: Clock;
  installmentPlan?: InstallmentPlan;
  timeoutMs?: number;
}

export const PAGARME_BASE_URL = 'https://api.pagar.me/core/v5';

type PagarmeCard = Parameters<typeof savedCardFromPagarme>[0];

/**
 * pagar.me v5 over HTTP: charges are orders with one payment (POST /orders), read with
 * GET /charges/{id}, canceled or refunded with DELETE /charges/{id}; cards (created from the browser's
 * card tokens) live on the customer found by our code (GET /customers?code=, created with POST /customers when new). Its answers go
 * through the mappings of pagarme.ts. Events arrive by webhook (POST /webhooks/pagarme), so
 * processDue does nothing. Never called by the tests.
 */
export function createPagarmePaymentDriver(options: PagarmeDriverOptions): HostPaymentDriver {
  if (!options.secretKey) throw new Error('PAGARME_SECRET_KEY é obrigatória para PAYMENT_DRIVER=pagarme.');
  const clock = options.clock ?? systemClock;
  const plan = options.installmentPlan ?? DEFAULT_INSTALLMENT_PLAN;
  const request = gatewayHttp({
    baseUrl: options.baseUrl ?? PAGARME_BASE_URL,
    headers: { authorization: `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}` },
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  const must = <T>(value: T | null): T => {
    if (value === null) throw new PaymentError('charge_not_found', 'Cobrança não encontrada.');
    return value;
  };

  async function customerId(code: string, full?: PagarmeCustomer): Promise<string | null> {
    const found = await request<{ data: { id: string }[] }>(
      'GET',
      `/customers?code=${encodeURIComponent(code)}`,
    );
    if (found?.data?.[0]) return found.data[0].id;
    if (!full) return null;
    const created = await request<{ id: string }>('POST', '/customers', full);
    return created?.id ?? null;
  }

  return {
    name: 'pagarme',

    async createPixCharge(input) {
      checkPixChargeInput(input);
      const order = must(await request<PagarmeOrder>('POST', '/orders', pagarmePixOrder(input)));
      const charge = chargeFromPagarmeOrder(order);
      if (charge.method !== 'pix') throw new PaymentError('gateway_error', 'Erro na transação.');
      return charge;
    },

    async createCardCharge(input) {
      const option = checkCardChargeInput(input, plan);
      const order = must(await request<PagarmeOrder>('POST', '/orders', pagarmeCardOrder(input, option)));
      const charge = chargeFromPagarmeOrder(order);
      if (charge.method !== 'card') throw new PaymentError('gateway_error', 'Erro na transação.');
      return charge;
    },

    async getCharge(chargeId) {
      const charge = await request<PagarmeCharge>('GET', `/charges/${encodeURIComponent(chargeId)}`);
      return charge ? chargeFromPagarme(charge) : null;
    },

    async cancelCharge(chargeId) {
      return chargeFromPagarme(
        must(await request<PagarmeCharge>('DELETE', `/charges/${encodeURIComponent(chargeId)}`)),
      );
    },

    async refundCharge(chargeId) {
      return chargeFromPagarme(
        must(await request<PagarmeCharge>('DELETE', `/charges/${encodeURIComponent(chargeId)}`)),
      );
    },

    async installmentOptions(amountCents) {
      checkAmount(amountCents);
      return computeInstallmentOptions(amountCents, plan);
    },

    async saveCard(input) {
      checkCardToken(input.card, clock);
      const owner = await customerId(input.customerId, input.customer && pagarmeCustomer(input.customer));
      if (!owner) throw new PaymentError('invalid_customer', 'Informe o comprador (cliente) do cartão.');
      // The card token made in the browser (POST /tokens?appId=<public key>) becomes a card of the customer.
      const card = must(
        await request<PagarmeCard>('POST', `/customers/${owner}/cards`, { token: input.card.token }),
      );
      return savedCardFromPagarme(card);
    },

    async listCards(code) {
      const owner = await customerId(code);
      if (!owner) return [];
      const cards = await request<{ data: PagarmeCard[] }>('GET', `/customers/${owner}/cards`);
      return (cards?.data ?? []).map(savedCardFromPagarme);
    },

    async deleteCard(code, cardId) {
      const owner = await customerId(code);
      if (!owner) return false;
      return (await request('DELETE', `/customers/${owner}/cards/${encodeURIComponent(cardId)}`)) !== null;
    },

    async processDue() {
      return 0;
    },
  };
}
