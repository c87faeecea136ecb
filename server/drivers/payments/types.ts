import type { CardBrand } from '../../../shared/cardTokenizer/cardBrand.ts';
import type { InstallmentSchedule } from './installments.js';
import type { CardReasonCode } from './reasons.js';

/**
 * The payment gateway seen by the host. Modelled on pagar.me (v5 orders/charges) and PagBank
 * (charges API): a charge belongs to an order (orderRef), amounts are integer centavos and
 * timestamps are ISO-8601 strings. Implementations: the in-memory sandbox
 * (createSandboxPaymentDriver); real pagar.me / PagBank drivers plug in behind the same interface.
 */
export interface PaymentDriver {
  readonly name: string;
  createPixCharge(input: CreatePixChargeInput): Promise<PixCharge>;
  createCardCharge(input: CreateCardChargeInput): Promise<CardCharge>;
  /** Null when no charge has this id. Time-based transitions (expiry, settlement) apply on read. */
  getCharge(chargeId: string): Promise<Charge | null>;
  /** Cancels a pending charge, or refunds a paid/approved one (like pagar.me DELETE /charges/{id}). */
  cancelCharge(chargeId: string): Promise<Charge>;
  /** Refunds a paid/approved charge in full. */
  refundCharge(chargeId: string): Promise<Charge>;
  /** 1x…12x for the amount, see installments.ts for the rule. */
  installmentOptions(amountCents: number): Promise<InstallmentSchedule[]>;
  saveCard(input: SaveCardInput): Promise<VaultCard>;
  listCards(customerId: string): Promise<VaultCard[]>;
  deleteCard(customerId: string, cardId: string): Promise<boolean>;
}

/**
 * The driver the host runs on: any PaymentDriver plus the time-based work of a gateway that lives in
 * memory. A real gateway (pagarme, pagbank) pushes its changes by webhook: processDue is a no-op and
 * there is no simulatePixPaid.
 */
export interface HostPaymentDriver extends PaymentDriver {
  /** Applies every time-based transition that is due, emitting its events; how many changed. */
  processDue(): Promise<number>;
  /** Sandbox only: pays a pending PIX as the buyer's bank would. */
  simulatePixPaid?(chargeId: string): Promise<PixCharge>;
  /** Sandbox only: refunds part of a paid charge for one store order (its number as `reference`). */
  refundPart?(chargeId: string, amountCents: number, reference?: string): Promise<Charge>;
  /** Sandbox only: the card's issuer takes the money back (charge.chargeback). */
  simulateChargeback?(chargeId: string): Promise<Charge>;
  /**
   * The charges the gateway holds for an order reference: how the reconciliation job finds a charge
   * captured by a host that stopped before recording it. Absent when the gateway cannot be asked.
   */
  chargesFor?(orderRef: string): Promise<Charge[]>;
}

export interface Customer {
  /** The host's id for the buyer; saved cards belong to it. */
  id: string;
  name: string;
  email: string;
  /** CPF or CNPJ, digits or masked. Optional in the sandbox. */
  document?: string;
  phone?: string;
}

export interface CreatePixChargeInput {
  orderRef: string;
  amountCents: number;
  /** Seconds until the QR code stops accepting payment. Default 1800 (30 min), at most 7 days. */
  expiresInSeconds?: number;
  customer: Customer;
}

/**
 * A card tokenized in the browser (docs/payments.md "Card tokens"): the gateway's token (pagar.me
 * `card_token`, PagBank `encrypted`, the sandbox's self-describing token) and what may be shown of the
 * card, as the browser read it. The full number and the cvv never reach the host; a driver that gets
 * the card's data back from its gateway prefers the gateway's.
 */
export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  holder: string;
  expMonth: number;
  /** Four digits, e.g. 2030. */
  expYear: number;
}

export interface CreateCardChargeInput {
  orderRef: string;
  amountCents: number;
  /** 1…12. */
  installments: number;
  /** A new card (tokenized in the browser), or one saved before with saveCard. */
  card: CardToken | { cardId: string };
  customer: Customer;
}

export interface SaveCardInput {
  customerId: string;
  card: CardToken;
  /** The buyer in full: pagar.me keeps cards on a customer it may have to create first. */
  customer?: Customer;
}

/** What is kept of a card: never the full number nor the cvv. */
export interface VaultCard {
  cardId: string;
  brand: CardBrand;
  last4: string;
  holder: string;
  expMonth: number;
  expYear: number;
}

/**
 * pending  — PIX waiting for payment, or card in analysis
 * paid     — PIX received
 * approved — card authorised and captured
 * refused  — card declined
 * expired  — PIX not paid before expiresAt
 * canceled — pending charge canceled
 * refunded — paid/approved charge given back
 */
export type ChargeStatus = 'pending' | 'paid' | 'approved' | 'refused' | 'expired' | 'canceled' | 'refunded';

interface ChargeBase {
  chargeId: string;
  orderRef: string;
  amountCents: number;
  status: ChargeStatus;
  customerId: string;
  createdAt: string;
  updatedAt: string;
  /** When the money was received (PIX paid / card approved). */
  paidAt: string | null;
  /**
   * How much of the charge was given back so far (refunds, a chargeback), centavos. A partial refund
   * leaves the status paid/approved; once everything is given back the status is refunded.
   */
  refundedCents?: number;
}

export interface PixCharge extends ChargeBase {
  method: 'pix';
  /** PIX "copia e cola" (BR Code). */
  pixPayload: string;
  /**
   * The QR code image when the gateway hands one out (pagar.me `qr_code_url`, PagBank's QRCODE.PNG
   * link); null when the host draws it from pixPayload (the sandbox: docs/payments.md "PIX").
   */
  qrCode: string | null;
  txid: string;
  expiresAt: string;
}

export interface CardCharge extends ChargeBase {
  method: 'card';
  installments: number;
  /** What the buyer pays, interest included; equals amountCents when interest-free. */
  totalCents: number;
  /** Each installment in centavos; sums exactly to totalCents. */
  installmentAmountsCents: number[];
  card: { brand: CardBrand; last4: string; holder: string };
  reasonCode: CardReasonCode;
  /** Portuguese, ready to show to the buyer. */
  message: string;
}

export type Charge = PixCharge | CardCharge;

export type PaymentEventType =
  | 'charge.paid'
  | 'charge.refused'
  | 'charge.expired'
  | 'charge.refunded'
  | 'charge.chargeback'
  /** A dispute the store won (the issuer gave the money back to the merchant): restores nothing by itself. */
  | 'charge.chargeback_won';

/** Webhook event. `id` lets the host ignore duplicates; `at` is ISO-8601. */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  chargeId: string;
  orderRef: string;
  amountCents: number;
  at: string;
  /**
   * Refunds and chargebacks: how much of the charge has been given back in all, this event included
   * (the gateways report the running total: pagar.me `canceled_amount`, PagBank `summary.refunded`).
   * Absent: the whole charge.
   */
  refundedCents?: number;
  /** A partial refund made for one store order: its number (`MC-000123-2`), when the gateway carries it. */
  reference?: string;
}

/** True when the money is in: PIX paid or card approved. */
export function isChargeSettled(charge: Pick<Charge, 'status'>): boolean {
  return charge.status === 'paid' || charge.status === 'approved';
}
