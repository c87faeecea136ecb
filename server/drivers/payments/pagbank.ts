import { PaymentError } from './errors.js';
import { brandFrom, brasiliaIso, declineReason, documentOf, isoFrom, phoneOf } from './gateway-shared.js';
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
 * PagBank "API de Pedidos" (https://api.pagseguro.com, sandbox https://sandbox.api.pagseguro.com) in
 * and out of the neutral PaymentDriver shapes: pure functions, no I/O. Written from PagBank's public
 * reference ("Criar pedido", "Pedido com QR Code", "Webhooks", "Confirmar autenticidade da
 * notificação"); the subset used is in docs/payments.md.
 *
 * A PIX is an order with `qr_codes` and no charge until it is paid (PagBank then adds a PIX charge to
 * the order), so our chargeId for a PIX is the PagBank order id (ORDE_…); a card is the order's
 * charge (CHAR_…).
 */

export interface PagbankPhone {
  country: string;
  area: string;
  number: string;
  type: 'MOBILE' | 'BUSINESS' | 'HOME';
}

export interface PagbankCustomer {
  name: string;
  email: string;
  tax_id?: string;
  phones?: PagbankPhone[];
}

export interface PagbankLink {
  rel: string;
  href: string;
  media?: string;
  type?: string;
}

export interface PagbankAmount {
  value: number;
  currency?: string;
  summary?: { total: number; paid: number; refunded: number };
  fees?: { buyer?: { interest?: { total: number; installments: number } } };
}

export interface PagbankQrCode {
  id: string;
  expiration_date: string;
  amount: { value: number };
  text: string;
  arrangements?: string[];
  links?: PagbankLink[];
}

export interface PagbankCardData {
  id?: string;
  /** The card encrypted in the browser by PagBank's SDK (PagSeguro.encryptCard). */
  encrypted?: string;
  number?: string;
  exp_month?: number | string;
  exp_year?: number | string;
  security_code?: string;
  holder?: { name: string };
  store?: boolean;
  brand?: string;
  first_digits?: string;
  last_digits?: string;
}

export interface PagbankCharge {
  id: string;
  reference_id?: string;
  status: string;
  created_at?: string;
  paid_at?: string;
  description?: string;
  amount: PagbankAmount;
  payment_response?: { code: string; message: string; reference?: string };
  payment_method: {
    type: string;
    installments?: number;
    capture?: boolean;
    soft_descriptor?: string;
    card?: PagbankCardData;
    pix?: Record<string, unknown>;
  };
  links?: PagbankLink[];
}

export interface PagbankChargeRequest {
  reference_id: string;
  description: string;
  amount: PagbankAmount;
  payment_method: {
    type: 'CREDIT_CARD';
    installments: number;
    capture: true;
    soft_descriptor: string;
    card: PagbankCardData;
  };
}

/** POST /orders. */
export interface PagbankOrderRequest {
  reference_id: string;
  customer: PagbankCustomer;
  items: { reference_id: string; name: string; quantity: number; unit_amount: number }[];
  qr_codes?: { amount: { value: number }; expiration_date: string }[];
  charges?: PagbankChargeRequest[];
  notification_urls?: string[];
}

export interface PagbankOrder {
  id: string;
  reference_id?: string;
  created_at?: string;
  customer?: PagbankCustomer;
  items?: PagbankOrderRequest['items'];
  qr_codes?: PagbankQrCode[];
  charges?: PagbankCharge[];
  notification_urls?: string[];
  links?: PagbankLink[];
}

/** The name on the buyer's card bill (PagBank: up to 17 characters). */
export const PAGBANK_SOFT_DESCRIPTOR = 'MercadoCartas';

export function pagbankCustomer(customer: Customer): PagbankCustomer {
  const document = documentOf(customer);
  const phone = phoneOf(customer);
  return {
    name: customer.name,
    email: customer.email,
    ...(document ? { tax_id: document.digits } : {}),
    ...(phone ? { phones: [{ country: '55', area: phone.area, number: phone.number, type: 'MOBILE' }] } : {}),
  };
}

const orderItems = (orderRef: string, amountCents: number) => [
  { reference_id: orderRef, name: `Pedido ${orderRef}`, quantity: 1, unit_amount: amountCents },
];

/** A PIX: an order with one QR code for the amount, payable until `now + expiresInSeconds` (Brasília time). */
export function pagbankPixOrder(
  input: CreatePixChargeInput,
  now: Date,
  notificationUrl?: string | null,
): PagbankOrderRequest {
  const expires = new Date(now.getTime() + (input.expiresInSeconds ?? 1800) * 1000);
  return {
    reference_id: input.orderRef,
    customer: pagbankCustomer(input.customer),
    items: orderItems(input.orderRef, input.amountCents),
    qr_codes: [{ amount: { value: input.amountCents }, expiration_date: brasiliaIso(expires) }],
    ...(notificationUrl ? { notification_urls: [notificationUrl] } : {}),
  };
}

/**
 * A card: an order with one captured charge of the total the buyer pays; from 4x the interest is
 * declared as the buyer's fee (`amount.fees.buyer.interest`), which is how the amount before interest
 * comes back.
 */
export function pagbankCardOrder(
  input: CreateCardChargeInput,
  option: InstallmentSchedule,
  notificationUrl?: string | null,
): PagbankOrderRequest {
  const card: PagbankCardData =
    'cardId' in input.card
      ? { id: input.card.cardId }
      : { encrypted: input.card.token, holder: { name: input.card.holder.trim() }, store: false };
  const interest = option.totalCents - input.amountCents;
  return {
    reference_id: input.orderRef,
    customer: pagbankCustomer(input.customer),
    items: orderItems(input.orderRef, input.amountCents),
    charges: [
      {
        reference_id: input.orderRef,
        description: `Pedido ${input.orderRef}`,
        amount: {
          value: option.totalCents,
          currency: 'BRL',
          ...(interest > 0
            ? { fees: { buyer: { interest: { total: interest, installments: option.installments } } } }
            : {}),
        },
        payment_method: {
          type: 'CREDIT_CARD',
          installments: option.installments,
          capture: true,
          soft_descriptor: PAGBANK_SOFT_DESCRIPTOR,
          card,
        },
      },
    ],
    ...(notificationUrl ? { notification_urls: [notificationUrl] } : {}),
  };
}

const isPixCharge = (charge: PagbankCharge) => charge.payment_method?.type === 'PIX';
const wasRefunded = (charge: PagbankCharge) => (charge.amount.summary?.refunded ?? 0) > 0 || !!charge.paid_at;

/** PagBank card charge status → ours (AUTHORIZED without capture, IN_ANALYSIS and WAITING are still open). */
export function pagbankCardStatus(charge: PagbankCharge): ChargeStatus {
  switch (charge.status) {
    case 'PAID':
      return 'approved';
    case 'DECLINED':
      return 'refused';
    case 'CANCELED':
      return wasRefunded(charge) ? 'refunded' : 'canceled';
    default:
      return 'pending';
  }
}

const interestOf = (amount: PagbankAmount) => amount.fees?.buyer?.interest?.total ?? 0;

function cardReason(charge: PagbankCharge, status: ChargeStatus): CardReasonCode {
  if (status === 'approved' || status === 'refunded') return 'approved';
  if (status === 'pending' || status === 'canceled') return 'in_analysis';
  return declineReason(null, charge.payment_response?.message);
}

/** A PagBank card charge as our CardCharge. */
export function cardChargeFromPagbank(charge: PagbankCharge, order?: PagbankOrder): CardCharge {
  const status = pagbankCardStatus(charge);
  const installments = Math.max(1, charge.payment_method.installments ?? 1);
  const total = charge.amount.value;
  const createdAt = isoFrom(charge.created_at ?? order?.created_at) ?? new Date(0).toISOString();
  const reasonCode = cardReason(charge, status);
  const card = charge.payment_method.card;
  return {
    chargeId: charge.id,
    method: 'card',
    orderRef: charge.reference_id ?? order?.reference_id ?? '',
    amountCents: total - interestOf(charge.amount),
    status,
    customerId: '',
    createdAt,
    updatedAt: isoFrom(charge.paid_at) ?? createdAt,
    paidAt: status === 'approved' || status === 'refunded' ? isoFrom(charge.paid_at) : null,
    installments,
    totalCents: total,
    installmentAmountsCents: splitCents(total, installments),
    card: { brand: brandFrom(card?.brand), last4: card?.last_digits ?? '', holder: card?.holder?.name ?? '' },
    reasonCode,
    message: reasonMessage(reasonCode),
  };
}

/** A PagBank PIX order as our PixCharge; `now` decides whether an unpaid code has expired. */
export function pixChargeFromPagbank(order: PagbankOrder, now: Date): PixCharge {
  const qr = order.qr_codes?.[0];
  if (!qr) throw new PaymentError('gateway_error', 'Erro na transação: o pedido PIX veio sem QR Code.');
  const pixCharges = (order.charges ?? []).filter(isPixCharge);
  const paid = pixCharges.find((c) => c.status === 'PAID');
  const canceled = pixCharges.find((c) => c.status === 'CANCELED');
  const expiresAt = isoFrom(qr.expiration_date) ?? new Date(0).toISOString();
  const status: ChargeStatus = paid
    ? 'paid'
    : canceled
      ? 'refunded'
      : now.getTime() >= Date.parse(expiresAt)
        ? 'expired'
        : 'pending';
  const createdAt = isoFrom(order.created_at) ?? now.toISOString();
  const paidAt = isoFrom(paid?.paid_at ?? canceled?.paid_at);
  return {
    chargeId: order.id,
    method: 'pix',
    orderRef: order.reference_id ?? '',
    amountCents: qr.amount.value,
    status,
    customerId: '',
    createdAt,
    updatedAt: paidAt ?? createdAt,
    paidAt,
    pixPayload: qr.text,
    qrCode: qr.links?.find((l) => l.rel === 'QRCODE.PNG')?.href ?? null,
    txid: qr.id,
    expiresAt,
  };
}

/** The answer to POST /orders or GET /orders/{id}: the PIX, or the order's card charge. */
export function chargeFromPagbankOrder(order: PagbankOrder, now: Date): Charge {
  if (order.qr_codes?.length) return pixChargeFromPagbank(order, now);
  const charge = order.charges?.[0];
  if (!charge) throw new PaymentError('gateway_error', 'Erro na transação: o pedido veio sem cobrança.');
  return cardChargeFromPagbank(charge, order);
}

/** A stored card (POST /tokens/cards, or `store: true` on a charge) as a VaultCard. */
export function savedCardFromPagbank(card: PagbankCardData): VaultCard {
  return {
    cardId: card.id ?? '',
    brand: brandFrom(card.brand),
    last4: card.last_digits ?? '',
    holder: card.holder?.name ?? '',
    expMonth: Number(card.exp_month ?? 0),
    expYear: Number(card.exp_year ?? 0),
  };
}

const STATUS_EVENTS: Record<string, PaymentEventType> = {
  PAID: 'charge.paid',
  DECLINED: 'charge.refused',
};

function eventOf(
  charge: PagbankCharge,
  chargeId: string,
  orderRef: string,
  fallbackAt: string,
): PaymentEvent | null {
  let type = STATUS_EVENTS[charge.status];
  const refunded = charge.amount.summary?.refunded ?? 0;
  // A partial refund leaves the charge PAID, with the running total given back in summary.refunded.
  const partial = charge.status === 'PAID' && refunded > 0 && refunded < charge.amount.value;
  if (partial) type = 'charge.refunded';
  if (!type && charge.status === 'CANCELED' && wasRefunded(charge)) type = 'charge.refunded';
  if (!type) return null;
  return {
    // PagBank notifications carry no id of their own: a redelivery of the same state is a duplicate
    // (a partial refund's state is its running total).
    id: partial ? `pagbank:${chargeId}:REFUNDED:${refunded}` : `pagbank:${chargeId}:${charge.status}`,
    type,
    chargeId,
    orderRef,
    amountCents: charge.amount.value - interestOf(charge.amount),
    at: isoFrom(charge.paid_at) ?? fallbackAt,
    ...(partial ? { refundedCents: refunded } : {}),
  };
}

/**
 * The events of one PagBank notification. PagBank posts the order as GET /orders/{id} answers it
 * (or, for the charges API, the charge alone). Per charge: PAID → charge.paid, DECLINED →
 * charge.refused, CANCELED after payment → charge.refunded, PAID with part of it refunded
 * (`summary.refunded`) → charge.refunded with that running total; WAITING, IN_ANALYSIS and AUTHORIZED
 * carry nothing yet. A PIX charge is reported under its order's id (our chargeId for a PIX); a
 * charge posted alone is taken as a card charge. PagBank sends no expiry notice: the expiry job asks.
 */
export function pagbankWebhookEvents(body: PagbankOrder | PagbankCharge, now: Date): PaymentEvent[] {
  const at = now.toISOString();
  if ('status' in body && 'amount' in body) {
    const charge = body as PagbankCharge;
    if (isPixCharge(charge)) return [];
    const event = eventOf(charge, charge.id, charge.reference_id ?? '', at);
    return event ? [event] : [];
  }
  const order = body as PagbankOrder;
  const events: PaymentEvent[] = [];
  for (const charge of order.charges ?? []) {
    const pix = isPixCharge(charge);
    const event = eventOf(
      charge,
      pix ? order.id : charge.id,
      charge.reference_id ?? order.reference_id ?? '',
      at,
    );
    if (event) events.push(event);
  }
  return events;
}
