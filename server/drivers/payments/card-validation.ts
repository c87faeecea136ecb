import { isValidCreditCard } from '@brazilian-utils/brazilian-utils';
import type { Clock } from '../shared/clock.js';
import { cardDigits, detectCardBrand } from './card-brand.js';
import type { CardReasonCode } from './reasons.js';
import type { CardData } from './types.js';

/**
 * Luhn (mod 10) check and length (12–19 digits), from @brazilian-utils/brazilian-utils
 * (isValidCreditCard). Numbers made of one repeated digit are rejected too.
 */
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

/** 3 digits, 4 for American Express. */
export function isValidCvv(cvv: string, number: string): boolean {
  const length = detectCardBrand(number) === 'amex' ? 4 : 3;
  return typeof cvv === 'string' && new RegExp(`^\\d{${length}}$`).test(cvv);
}

/**
 * First problem found with the card data, as a decline reason; null when the card data is
 * usable. `requireCvv` is false for cards saved before (the vault keeps no cvv).
 */
export function cardDataProblem(
  card: Omit<CardData, 'cvv'> & { cvv?: string },
  clock: Clock,
  requireCvv = true,
): CardReasonCode | null {
  if (!isValidCardNumber(card.number)) return 'invalid_card_number';
  if (typeof card.holder !== 'string' || card.holder.trim().length < 2) return 'invalid_holder';
  if (
    !isValidExpiry(card.expMonth, card.expYear) ||
    isCardExpired(card.expMonth, card.expYear, clock.now())
  ) {
    return 'expired_card';
  }
  if (requireCvv && !isValidCvv(card.cvv ?? '', card.number)) return 'invalid_cvv';
  return null;
}
