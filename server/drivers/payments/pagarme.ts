import { PaymentError } from './errors.js';
import { brandFrom, declineReason, documentOf, isoFrom, phoneOf } from './gateway-shared.js';
import { type InstallmentSchedule, splitCents } from './installments.js';
import { type CardReasonCode, reasonMessage } from './reasons.js';
import type {
  CardCharge,
  Charge,
  ChargeStatus,
  CreateCardChargeInput,
  CreatePixChargeInput,
  Customer,
  PaymentEvent,
  PaymentEventType,
  PixCharge,
  VaultCard,
} from './types.js';

/**
 * pagar.me API v5 (https://api.pagar.me/core/v5) in and out of the neutral PaymentDriver shapes:
 * pure functions, no I/O. The request and answer fields are the subset docs/payments.md lists,
 * written from pagar.me's public reference ("Pedidos", "Cobranças", "Pix", "Cartão de crédito",
 * "Webhooks"). Amounts are integer centavos on both sides.
 */

export interface PagarmePhone {
  country_code: string;
  area_code: string;
  number: string;
}

export interface PagarmeCustomer {
  id?: string;
  /** Our id for the buyer ("user-12"). */
  code?: string;
  name: string;
  email: string;
  type?: 'individual' | 'company';
  document?: string;
  document_type?: 'CPF' | 'CNPJ';
  phones?: { mobile_phone?: PagarmePhone; home_phone?: PagarmePhone };
}

export type PagarmePaymentRequest =
  | {
      payment_method: 'pix';
      pix: { expires_in: number; additional_information?: { name: string; value: string }[] };
    }
  | {
      payment_method: 'credit_card';
      credit_card: {
        installments: number;
        statement_descriptor: string;
        operation_type: 'auth_and_capture';
        /** A card tokenized in the browser (POST /tokens?appId=…, `token_…`). */
        card_token?: string;
        card_id?: string;
      };
    };

/** POST /orders. */
export interface PagarmeOrderRequest {
  code: string;
  closed: boolean;
  items: { amount: number; description: string; quantity: number; code: string }[];
  customer: PagarmeCustomer;
  payments: PagarmePaymentRequest[];
  /** What the charge is for, in our terms: the order reference and the amount before card interest. */
  metadata: { order_ref: string; amount_cents: string };
}

export interface PagarmeTransaction {
  id: string;
  transaction_type: string;
  status: string;
  amount: number;
  success?: boolean;
  /** PIX: the copy-and-paste BR Code, the QR image URL and when it stops being payable. */
  qr_code?: string;
  qr_code_url?: string;
  expires_at?: string;
  /** Card. */
  installments?: number;
  acquirer_return_code?: string;
  acquirer_message?: string;
  card?: {
    id?: string;
    first_six_digits?: string;
    last_four_digits: string;
    brand: string;
    holder_name: string;
    exp_month: number;
    exp_year: number;
  };
  antifraud_response?: { status?: string };
  created_at?: string;
  updated_at?: string;
}

export interface PagarmeCharge {
  id: string;
  code?: string;
  amount: number;
  paid_amount?: number;
  /** How much of the charge was given back so far (refunds, partial cancellations). */
  canceled_amount?: number;
  status: string;
  currency?: string;
  payment_method: string;
  created_at: string;
  updated_at: string;
  paid_at?: string | null;
  customer?: PagarmeCustomer;
  last_transaction?: PagarmeTransaction;
  metadata?: Record<string, string>;
  /** Charge webhooks carry their order. */
  order?: { id: string; code?: string; status?: string; metadata?: Record<string, string> };
}

export interface PagarmeOrder {
  id: string;
  code: string;
  amount: number;
  currency?: string;
  status: string;
  closed?: boolean;
  created_at: string;
  updated_at: string;
  customer?: PagarmeCustomer;
  charges?: PagarmeCharge[];
  metadata?: Record<string, string>;
}

/** A webhook delivery: `data` is a charge for charge.*, an order for order.*. */
export interface PagarmeWebhook {
  id: string;
  type: string;
  created_at: string;
  account?: { id: string; name?: string };
  data: unknown;
}

/** Statement descriptor printed on the buyer's card bill (pagar.me: at most 13 characters). */
export const PAGARME_STATEMENT_DESCRIPTOR = 'MERCADOCARTAS';

export function pagarmeCustomer(customer: Customer): PagarmeCustomer {
  const document = documentOf(customer);
  const phone = phoneOf(customer);
  return {
    code: customer.id,
    name: customer.name,
    email: customer.email,
    type: document?.type === 'CNPJ' ? 'company' : 'individual',
    ...(document ? { document: document.digits, document_type: document.type } : {}),
    ...(phone
      ? { phones: { mobile_phone: { country_code: '55', area_code: phone.area, number: phone.number } } }
      : {}),
  };
}

const orderItems = (orderRef: string, amountCents: number) => [
  { amount: amountCents, description: `Pedido ${orderRef}`, quantity: 1, code: orderRef },
];

/** A PIX charge: one order with one `pix` payment valid for `expires_in` seconds. */
export function pagarmePixOrder(input: CreatePixChargeInput): PagarmeOrderRequest {
  return {
    code: input.orderRef,
    closed: true,
    items: orderItems(input.orderRef, input.amountCents),
    customer: pagarmeCustomer(input.customer),
    payments: [
      {
        payment_method: 'pix',
        pix: {
          expires_in: input.expiresInSeconds ?? 1800,
          additional_information: [{ name: 'Pedido', value: input.orderRef }],
        },
      },
    ],
    metadata: { order_ref: input.orderRef, amount_cents: String(input.amountCents) },
  };
}

/**
 * A card charge captured at once. pagar.me does not add interest itself: the order's item carries
 * the total the buyer pays (`option.totalCents`, interest included from 4x), and the metadata the
 * amount before interest, which is what our events report.
 */
export function pagarmeCardOrder(
  input: CreateCardChargeInput,
  option: InstallmentSchedule,
): PagarmeOrderRequest {
  const card = 'cardId' in input.card ? { card_id: input.card.cardId } : { card_token: input.card.token };
  return {
    code: input.orderRef,
    closed: true,
    items: orderItems(input.orderRef, option.totalCents),
    customer: pagarmeCustomer(input.customer),
    payments: [
      {
        payment_method: 'credit_card',
        credit_card: {
          installments: option.installments,
          statement_descriptor: PAGARME_STATEMENT_DESCRIPTOR,
          operation_type: 'auth_and_capture',
          ...card,
        },
      },
    ],
    metadata: { order_ref: input.orderRef, amount_cents: String(input.amountCents) },
  };
}

const isPix = (charge: PagarmeCharge) => charge.payment_method === 'pix';

/** pagar.me charge status → ours. A PIX cannot be declined: when it fails it was not paid in time. */
export function pagarmeChargeStatus(charge: PagarmeCharge): ChargeStatus {
  switch (charge.status) {
    case 'paid':
    case 'overpaid':
      return isPix(charge) ? 'paid' : 'approved';
    case 'failed':
      return isPix(charge) ? 'expired' : 'refused';
    case 'canceled':
      return charge.paid_at ? 'refunded' : 'canceled';
    case 'chargedback':
      return 'refunded';
    default:
      // pending, processing, underpaid, waiting_payment…
      return 'pending';
  }
}

function cardReason(charge: PagarmeCharge, status: ChargeStatus): CardReasonCode {
  const tx = charge.last_transaction;
  if (status === 'approved' || status === 'refunded') return 'approved';
  if (status === 'pending' || status === 'canceled') return 'in_analysis';
  if (tx?.antifraud_response?.status === 'reproved') return 'suspected_fraud';
  return declineReason(tx?.acquirer_return_code, tx?.acquirer_message);
}

/** The amount before card interest: our metadata when present, else what the charge is for. */
function baseAmount(charge: PagarmeCharge, order?: PagarmeOrder): number {
  const fromMetadata = Number(
    charge.metadata?.amount_cents ?? charge.order?.metadata?.amount_cents ?? order?.metadata?.amount_cents,
  );
  return Number.isSafeInteger(fromMetadata) && fromMetadata > 0 ? fromMetadata : charge.amount;
}

/** Our order reference: the metadata we sent, else the order's code. */
function orderRefOf(charge: PagarmeCharge, order?: PagarmeOrder): string {
  return (
    charge.metadata?.order_ref ??
    charge.order?.metadata?.order_ref ??
    order?.metadata?.order_ref ??
    charge.order?.code ??
    order?.code ??
    charge.code ??
    ''
  );
}

/** A pagar.me charge (from an order's answer, GET /charges/{id} or a webhook) as our Charge. */
export function chargeFromPagarme(charge: PagarmeCharge, order?: PagarmeOrder): Charge {
  const status = pagarmeChargeStatus(charge);
  const tx = charge.last_transaction;
  const createdAt = isoFrom(charge.created_at) ?? new Date(0).toISOString();
  const base = {
    chargeId: charge.id,
    orderRef: orderRefOf(charge, order),
    amountCents: baseAmount(charge, order),
    status,
    customerId: charge.customer?.code ?? order?.customer?.code ?? '',
    createdAt,
    updatedAt: isoFrom(charge.updated_at) ?? createdAt,
    paidAt: isoFrom(charge.paid_at),
  };
  if (isPix(charge)) {
    if (!tx?.qr_code) throw new PaymentError('gateway_error', 'Erro na transação: o PIX veio sem código.');
    const pix: PixCharge = {
      ...base,
      method: 'pix',
      pixPayload: tx.qr_code,
      qrCode: tx.qr_code_url ?? null,
      txid: tx.id,
      expiresAt: isoFrom(tx.expires_at) ?? createdAt,
    };
    return pix;
  }
  const installments = Math.max(1, tx?.installments ?? 1);
  const reasonCode = cardReason(charge, status);
  const card: CardCharge = {
    ...base,
    method: 'card',
    installments,
    totalCents: charge.amount,
    installmentAmountsCents: splitCents(charge.amount, installments),
    card: {
      brand: brandFrom(tx?.card?.brand),
      last4: tx?.card?.last_four_digits ?? '',
      holder: tx?.card?.holder_name ?? '',
    },
    reasonCode,
    message: reasonMessage(reasonCode),
  };
  return card;
}

/** The answer to POST /orders: its (only) charge. */
export function chargeFromPagarmeOrder(order: PagarmeOrder): Charge {
  const charge = order.charges?.[0];
  if (!charge) throw new PaymentError('gateway_error', 'Erro na transação: o pedido veio sem cobrança.');
  return chargeFromPagarme(charge, order);
}

/** A card of GET/POST /customers/{id}/cards as a VaultCard. */
export function savedCardFromPagarme(card: {
  id: string;
  last_four_digits: string;
  brand: string;
  holder_name: string;
  exp_month: number;
  exp_year: number;
}): VaultCard {
  return {
    cardId: card.id,
    brand: brandFrom(card.brand),
    last4: card.last_four_digits,
    holder: card.holder_name,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

const CHARGE_EVENTS: Record<string, PaymentEventType> = {
  'charge.paid': 'charge.paid',
  'charge.payment_failed': 'charge.refused',
  'charge.refunded': 'charge.refunded',
  'charge.partial_canceled': 'charge.refunded',
  'charge.chargedback': 'charge.chargeback',
};

function eventOf(
  id: string,
  type: PaymentEventType,
  charge: PagarmeCharge,
  at: string,
  order?: PagarmeOrder,
) {
  const event: PaymentEvent = {
    id,
    type,
    chargeId: charge.id,
    orderRef: orderRefOf(charge, order),
    amountCents: baseAmount(charge, order),
    at: (type === 'charge.paid' ? isoFrom(charge.paid_at) : null) ?? at,
  };
  // A partial refund: pagar.me's running total given back. A full refund or a chargeback is the whole
  // charge (the total also counts card interest, which the order's amount does not).
  const given = charge.canceled_amount;
  if (type === 'charge.refunded' && typeof given === 'number' && given > 0 && given < charge.amount) {
    event.refundedCents = given;
  }
  return event;
}

/**
 * The events of one pagar.me webhook: charge.paid → charge.paid; charge.payment_failed →
 * charge.refused (for a PIX, too: the host releases the order either way); charge.refunded and
 * charge.partial_canceled → charge.refunded (with the running total given back when partial);
 * charge.chargedback → charge.chargeback; order.paid → charge.paid for each paid charge of the order (the same payment as
 * its charge.paid, which the host then answers `already_applied`). Other types carry nothing the
 * order needs: no events. Event ids are the webhook's (with the charge id for order.paid), so a
 * redelivery is a duplicate.
 */
export function pagarmeWebhookEvents(webhook: PagarmeWebhook): PaymentEvent[] {
  const at = isoFrom(webhook.created_at) ?? new Date().toISOString();
  const chargeType = CHARGE_EVENTS[webhook.type];
  if (chargeType) {
    const charge = webhook.data as PagarmeCharge;
    if (!charge || typeof charge.id !== 'string') return [];
    return [eventOf(webhook.id, chargeType, charge, at)];
  }
  if (webhook.type === 'order.paid') {
    const order = webhook.data as PagarmeOrder;
    return (order?.charges ?? [])
      .filter((charge) => ['paid', 'overpaid'].includes(charge.status))
      .map((charge) => eventOf(`${webhook.id}:${charge.id}`, 'charge.paid', charge, at, order));
  }
  return [];
}
