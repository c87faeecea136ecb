import { isValidCreditCard } from '@brazilian-utils/brazilian-utils';
import { type CardBrand, cardDigits, detectCardBrand } from './cardBrand.ts';

/**
 * The checks a card passes in the browser before it is tokenized (and that the sandbox applies to
 * the token's data): Luhn and 12–19 digits, a known brand, a holder name, an expiry month that has
 * not passed (São Paulo time) and a cvv of 3 digits (4 for American Express). Pure functions, shared
 * with the server's drivers.
 */
export type CardProblem = 'number' | 'brand' | 'holder' | 'expiry' | 'expired' | 'cvv';

/** A card as typed in a form. It lives in the browser only, until the tokenizer turns it into a token. */
export interface CardFormInput {
  number: string;
  holder: string;
  expMonth: number;
  /** Four digits, e.g. 2030. */
  expYear: number;
  cvv: string;
}

/** Luhn (mod 10) and 12–19 digits (isValidCreditCard also refuses one repeated digit). */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  return digits !== null && isValidCreditCard(digits);
}

/** A card is usable through the last day of its expiry month (São Paulo time, UTC−3). */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const local = new Date(now.getTime() - 3 * 60 * 60 * 1000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export function isValidExpiry(expMonth: number, expYear: number): boolean {
  return (
    Number.isInteger(expMonth) &&
    expMonth >= 1 &&
    expMonth <= 12 &&
    Number.isInteger(expYear) &&
    expYear >= 2000 &&
    expYear <= 2099
  );
}

export function cvvLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** 3 digits, 4 for American Express. */
export function isValidCvv(cvv: string, number: string): boolean {
  return typeof cvv === 'string' && new RegExp(`^\\d{${cvvLength(detectCardBrand(number))}}$`).test(cvv);
}

/** "12/30" or "12/2030" → month and four-digit year; null when it is not a month of a year. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { expMonth: month, expYear: year } : null;
}

/** Every problem of a typed card, in the order the form shows them; empty when it can be tokenized. */
export function checkCard(card: CardFormInput, now: Date = new Date()): CardProblem[] {
  const problems: CardProblem[] = [];
  if (!isValidCardNumber(card.number)) problems.push('number');
  else if (detectCardBrand(card.number) === 'unknown') problems.push('brand');
  if (typeof card.holder !== 'string' || card.holder.trim().length < 2) problems.push('holder');
  if (!isValidExpiry(card.expMonth, card.expYear)) problems.push('expiry');
  else if (isCardExpired(card.expMonth, card.expYear, now)) problems.push('expired');
  if (!isValidCvv(String(card.cvv ?? '').trim(), card.number)) problems.push('cvv');
  return problems;
}
