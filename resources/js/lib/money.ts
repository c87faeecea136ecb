import { formatAmount, toCents } from '@shared/money';

/*
 * The one way a typed amount of money is read: what a Brazilian types ("35,50", "1.234,56", "R$ 12,5")
 * and the dot-decimal form ("35.50"). Every money field goes through parseMoney (the MoneyInput
 * component shows the result back as "35,50", as @brazilian-utils' formatCurrency writes it, without
 * the Intl formatter it makes: shared/money.ts); each caller then sends what its API expects. The
 * library's parseCurrency is not used for reading: it takes "35" as 35 centavos and "7,129" as seven
 * thousand, where a person typing means R$ 35,00 and R$ 7,13.
 */

/** Dots grouping thousands with an optional comma decimal, or a dot decimal of one or two digits. */
const COMMA_DECIMAL = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/** The largest amount read (R$ 10 bilhões): beyond it a typo, not a price. */
const MAX_CENTS = 1_000_000_000_000;

/** Whole reais and decimal digits → centavos, the third decimal rounding half up. */
function centsOf(whole: string, decimals: string): number {
  const digits = `${decimals}000`;
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  return Number(digits[2]) >= 5 ? cents + 1 : cents;
}

/**
 * Centavos of a typed amount, or null when it is not one (empty, negative, letters, stray separators).
 * A comma is always the decimal separator ("7,129" is R$ 7,13); a dot is a thousands separator unless
 * it is followed by one or two last digits ("35.50", "12.5"); "35" is R$ 35,00.
 */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/R\$|\s/g, '');
  if (clean === '') return null;
  const dot = DOT_DECIMAL.exec(clean);
  const comma = dot ? null : COMMA_DECIMAL.exec(clean);
  let cents: number;
  if (dot) cents = centsOf(dot[1], dot[2]);
  else if (comma) cents = centsOf(comma[1].replace(/\./g, ''), comma[2] ?? '');
  else return null;
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : null;
}

/** Reais of a typed amount (for the calls that take reais), or null. */
export function parseMoneyReais(text: string): number | null {
  const cents = parseMoney(text);
  return cents === null ? null : cents / 100;
}

/** Centavos as a money field shows them: "35,50", "1.234,56" (no symbol: the field has its own). */
export function moneyInputText(cents: number): string {
  return formatAmount(cents / 100);
}

/** Reais (as most of the API answers them) as a money field shows them. */
export function reaisInputText(reais: number): string {
  return moneyInputText(toCents(reais));
}
