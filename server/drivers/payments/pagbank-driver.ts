import { type Clock, systemClock } from '../shared/clock.js';
import { PaymentError } from './errors.js';
import { type FetchLike, gatewayHttp } from './gateway-shared.js';
import { checkAmount, checkCardChargeInput, checkCardToken, checkPixChargeInput } from './input-checks.js';
import { computeInstallmentOptions, DEFAULT_INSTALLMENT_PLAN, type InstallmentPlan } from './installments.js';
import {
  cardChargeFromPagbank,
  chargeFromPagbankOrder,
  type PagbankCardData,
  type PagbankCharge,
  type PagbankOrder,
  pagbankCardOrder,
  pagbankPixOrder,
  savedCardFromPagbank,
} from './pagbank.js';
import type { Charge, HostPaymentDriver } from './types.js';

export interface PagbankDriverOptions {
  /** Default https://sandbox.api.pagseguro.com (production: https://api.pagseguro.com). */
  baseUrl?: string;
  /** The account's token: the Bearer credential, and the key of the notifications' signature. */
  token: string;
  /** Where PagBank posts its notifications (the host's /webhooks/pagbank). */
  notificationUrl?: string | null;
  fetch?: FetchLike;
  clock?: Clock;
  installmentPlan?: InstallmentPlan;
  timeoutMs?: number;
}

export const PAGBANK_BASE_URL = 'https://sandbox.api.pagseguro.com';

/**
 * PagBank over HTTP: PIX and card charges are orders (POST /orders), a PIX read back with
 * GET /orders/{id} (our chargeId), a card with GET /charges/{id}; a paid charge is given back with
 * POST /charges/{id}/cancel. A pending PIX cannot be canceled: its QR code stops at its expiration
 * date, which is the order's. Cards (encrypted in the browser) are stored with POST /tokens/cards; PagBank has no list of them
 * (the host keeps its own). Answers go through pagbank.ts; events arrive by webhook
 * (POST /webhooks/pagbank). Never called by the tests.
 */
export function createPagbankPaymentDriver(options: PagbankDriverOptions): HostPaymentDriver {
  if (!options.token) throw new Error('PAGBANK_TOKEN é obrigatório para PAYMENT_DRIVER=pagbank.');
  const clock = options.clock ?? systemClock;
  const plan = options.installmentPlan ?? DEFAULT_INSTALLMENT_PLAN;
  const request = gatewayHttp({
    baseUrl: options.baseUrl ?? PAGBANK_BASE_URL,
    headers: { authorization: `Bearer ${options.token}` },
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  const notFound = () => new PaymentError('charge_not_found', 'Cobrança não encontrada.');
  const path = (id: string) => encodeURIComponent(id);

  async function read(chargeId: string): Promise<Charge | null> {
    if (chargeId.startsWith('ORDE_')) {
      const order = await request<PagbankOrder>('GET', `/orders/${path(chargeId)}`);
      return order ? chargeFromPagbankOrder(order, clock.now()) : null;
    }
    const charge = await request<PagbankCharge>('GET', `/charges/${path(chargeId)}`);
    return charge ? cardChargeFromPagbank(charge) : null;
  }

  /** Gives a paid charge back in full; for a PIX, the PIX charge PagBank added to the order. */
  async function giveBack(chargeId: string): Promise<Charge> {
    const current = await read(chargeId);
    if (!current) throw notFound();
    if (current.status === 'pending') {
      if (current.method === 'pix') return { ...current, status: 'canceled' };
    } else if (current.status !== 'paid' && current.status !== 'approved') {
      throw new PaymentError('invalid_state', 'Esta cobrança não pode mais ser cancelada.');
    }
    let target = chargeId;
    if (current.method === 'pix') {
      const order = await request<PagbankOrder>('GET', `/orders/${path(chargeId)}`);
      const paid = order?.charges?.find((c) => c.status === 'PAID');
      if (!paid) throw notFound();
      target = paid.id;
    }
    const value = current.method === 'card' ? current.totalCents : current.amountCents;
    const charge = await request<PagbankCharge>('POST', `/charges/${path(target)}/cancel`, {
      amount: { value },
    });
    if (!charge) throw notFound();
    return current.method === 'pix' ? { ...current, status: 'refunded' } : cardChargeFromPagbank(charge);
  }

  return {
    name: 'pagbank',

    async createPixCharge(input) {
      checkPixChargeInput(input);
      const now = clock.now();
      const order = await request<PagbankOrder>(
        'POST',
        '/orders',
        pagbankPixOrder(input, now, options.notificationUrl),
      );
      if (!order) throw new PaymentError('gateway_error', 'Erro na transação.');
      const charge = chargeFromPagbankOrder(order, now);
      if (charge.method !== 'pix') throw new PaymentError('gateway_error', 'Erro na transação.');
      return { ...charge, customerId: input.customer.id };
    },

    async createCardCharge(input) {
      const option = checkCardChargeInput(input, plan);
      const order = await request<PagbankOrder>(
        'POST',
        '/orders',
        pagbankCardOrder(input, option, options.notificationUrl),
      );
      if (!order) throw new PaymentError('gateway_error', 'Erro na transação.');
      const charge = chargeFromPagbankOrder(order, clock.now());
      if (charge.method !== 'card') throw new PaymentError('gateway_error', 'Erro na transação.');
      return { ...charge, customerId: input.customer.id };
    },

    getCharge: read,
    cancelCharge: giveBack,
    refundCharge: giveBack,

    async installmentOptions(amountCents) {
      checkAmount(amountCents);
      return computeInstallmentOptions(amountCents, plan);
    },

    async saveCard(input) {
      checkCardToken(input.card, clock);
      // The card encrypted in the browser by PagBank's SDK; PagBank stores it and answers its id.
      const card = await request<PagbankCardData>('POST', '/tokens/cards', {
        encrypted: input.card.token,
        holder: { name: input.card.holder.trim() },
      });
      if (!card?.id) throw new PaymentError('gateway_error', 'Erro na transação: o cartão não foi guardado.');
      const saved = savedCardFromPagbank(card);
      // What PagBank leaves out of its answer comes from the browser's reading of the card.
      return {
        ...saved,
        brand: saved.brand === 'unknown' ? input.card.brand : saved.brand,
        last4: saved.last4 || input.card.last4,
        holder: saved.holder || input.card.holder.trim(),
        expMonth: saved.expMonth || input.card.expMonth,
        expYear: saved.expYear || input.card.expYear,
      };
    },

    async listCards() {
      return [];
    },

    async deleteCard() {
      return true;
    },

    async processDue() {
      return 0;
    },
  };
}
