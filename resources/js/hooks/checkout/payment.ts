import type { Cart, PlaceOrderInput, SaveOrderPath } from '@/types/cart';

/** A new card as typed: expiry as "MM/AA". Never stored anywhere but this form's state. */
export interface CardDraft {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
  save: boolean;
}

export interface PaymentChoice {
  method: 'pix' | 'card';
  /** A saved card, or null for a new card. */
  cardId: number | null;
  card: CardDraft;
  installments: number;
}

export const INITIAL_PAYMENT: PaymentChoice = {
  method: 'pix',
  cardId: null,
  card: { number: '', holder: '', expiry: '', cvv: '', save: false },
  installments: 1,
};

/** "12/30" or "12/2030" → month and four-digit year; null when it is not a month of a year. */
export function parseExpiry(expiry: string): { exp_month: number; exp_year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { exp_month: month, exp_year: year } : null;
}

/** "4111111111111111" → "4111 1111 1111 1111" while typing; at most 19 digits. */
export function maskCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type CardField = 'number' | 'holder' | 'expiry' | 'cvv';

/** What is missing or malformed in a new card; the gateway checks the rest (Luhn, expiry date, brand). */
export function cardProblems(card: CardDraft): CardField[] {
  const problems: CardField[] = [];
  const digits = card.number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) problems.push('number');
  if (!card.holder.trim()) problems.push('holder');
  if (!parseExpiry(card.expiry)) problems.push('expiry');
  if (!/^\d{3,4}$/.test(card.cvv.trim())) problems.push('cvv');
  return problems;
}

/** The order call for the cart, the chosen address and payment (without the idempotency key). */
export function orderRequest(
  cart: Cart,
  addressId: number,
  payment: PaymentChoice,
): { path: SaveOrderPath; input: Omit<PlaceOrderInput, 'idempotency_key'> } {
  const base = {
    address_id: addressId,
    shippings: cart.shippings.flatMap((s) =>
      s.service ? [{ store_id: s.store_id, service: s.service }] : [],
    ),
    wallet_credit: cart.meta.wallet_credit,
  };
  if (payment.method === 'pix') return { path: 'pix', input: base };
  const expiry = parseExpiry(payment.card.expiry);
  const card =
    payment.cardId !== null
      ? { card_id: payment.cardId }
      : {
          number: payment.card.number.replace(/\D/g, ''),
          holder: payment.card.holder.trim(),
          exp_month: expiry?.exp_month ?? 0,
          exp_year: expiry?.exp_year ?? 0,
          cvv: payment.card.cvv.trim(),
          save: payment.card.save,
        };
  return { path: 'credit-card', input: { ...base, card, installments: payment.installments } };
}

/**
 * What makes two attempts the same order: the request plus the cart's items, so a changed cart is
 * another attempt even when the request looks alike.
 */
export function orderFingerprint(cart: Cart, request: ReturnType<typeof orderRequest>): string {
  const items = cart.items.map((i) => [i.id, i.quantity, i.price]);
  return JSON.stringify({ ...request, items });
}
