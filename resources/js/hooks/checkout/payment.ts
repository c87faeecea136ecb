import {
  type CardFormInput,
  type CardProblem,
  cardTokenBody,
  checkCard,
  parseExpiry,
  type TokenizedCard,
} from '@/lib/cardTokenizer';
import type { Cart, PlaceOrderInput, SaveOrderPath } from '@/types/cart';

/**
 * A new card as typed: expiry as "MM/AA". Never stored anywhere but this form's state, and never sent
 * to the host: the gateway's tokenizer turns it into a token in the browser (lib/cardTokenizer).
 */
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

/** The typed card as the tokenizer takes it (an unreadable expiry reads as month 0). */
export function cardInput(card: CardDraft): CardFormInput {
  const expiry = parseExpiry(card.expiry);
  return {
    number: card.number.replace(/\D/g, ''),
    holder: card.holder.trim(),
    expMonth: expiry?.expMonth ?? 0,
    expYear: expiry?.expYear ?? 0,
    cvv: card.cvv.trim(),
  };
}

/** "4111111111111111" → "4111 1111 1111 1111" while typing; at most 19 digits. */
export function maskCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A problem of the typed card (shared/cardTokenizer/cardCheck.ts). */
export type CardField = CardProblem;

/** What is wrong with a new card, checked in the browser before tokenizing: Luhn, brand, holder, expiry, cvv. */
export function cardProblems(card: CardDraft): CardField[] {
  return checkCard(cardInput(card));
}

/**
 * The order call for the cart, the chosen address and payment (without the idempotency key). A new
 * card goes as its token (`tokenized`, made in the browser) with brand, last 4 and expiry: never its
 * number or cvv.
 */
export function orderRequest(
  cart: Cart,
  addressId: number,
  payment: PaymentChoice,
  tokenized: TokenizedCard | null = null,
): { path: SaveOrderPath; input: Omit<PlaceOrderInput, 'idempotency_key'> } {
  const base = {
    address_id: addressId,
    shippings: cart.shippings.flatMap((s) =>
      s.service ? [{ store_id: s.store_id, service: s.service }] : [],
    ),
    wallet_credit: cart.meta.wallet_credit,
  };
  if (payment.method === 'pix') return { path: 'pix', input: base };
  const card =
    payment.cardId !== null || !tokenized
      ? { card_id: payment.cardId ?? 0 }
      : { ...cardTokenBody(tokenized), save: payment.card.save };
  return { path: 'credit-card', input: { ...base, card, installments: payment.installments } };
}

/**
 * What makes two attempts the same order: the request plus the cart's items, so a changed cart is
 * another attempt even when the request looks alike. A card's token is left out (each tokenization
 * gives a new one): its brand, last 4 and expiry stand for it.
 */
export function orderFingerprint(cart: Cart, request: ReturnType<typeof orderRequest>): string {
  const items = cart.items.map((i) => [i.id, i.quantity, i.price]);
  const card = request.input.card;
  const input =
    card && !('card_id' in card)
      ? { ...request.input, card: { ...card, card_token: undefined, encrypted: undefined } }
      : request.input;
  return JSON.stringify({ ...request, input, items });
}
