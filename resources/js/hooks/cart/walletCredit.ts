import { toTwoDecimals } from '@/lib/format';

/**
 * Reads what the buyer typed as an amount in reais: "12,5", "12.50", "1.234,56" or a number.
 * Anything that is not a number reads as 0.
 */
export function parseReais(input: string | number): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  const text = input.trim().replace(/\s|R\$/g, '');
  if (!text) return 0;
  // "1.234,56" (pt-BR) → "1234.56"; "12.50" (a dot and no comma) stays as it is.
  const normalized = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : 0;
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
  return value.toFixed(2).replace('.', ',');
}
