import { toTwoDecimals } from '@/lib/format';
import { parseMoneyReais, reaisInputText } from '@/lib/money';

/**
 * Reads what the buyer typed as an amount in reais: "12,5", "12.50", "1.234,56" (lib/money) or a
 * number. Anything that is not an amount reads as 0.
 */
export function parseReais(input: string | number): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  return parseMoneyReais(input) ?? 0;
}

/**
 * Spec section 5: wallet credit is clamped to a minimum of 0 (and to the buyer's balance and what
 * the order costs) and sent with 2 decimals.
 */
export function clampWalletCredit(input: string | number, balance: number, limit = Infinity): number {
  const ceiling = Math.max(0, Math.min(balance, limit));
  const value = parseReais(input);
  return toTwoDecimals(Math.min(Math.max(value, 0), ceiling));
}

/** The amount as the input shows it: "12,50". */
export function formatReaisInput(value: number): string {
  return reaisInputText(value);
}
