/**
 * Money on both sides: integer centavos inside the server, reais with 2 decimals on the API and on the
 * screens, and the pt-BR way of writing an amount ("R$ 1.234,56").
 */

/** An amount in reais, as the API answers it (2 decimals). */
export type Reais = number;

/** Reais → integer centavos (half away from zero at the third decimal, as Math.round does). */
export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

/** Centavos → reais with 2 decimals. */
export function toReais(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * "1.234.567" from a whole number of digits (no sign): pt-BR groups every three digits from 1.000 on.
 * Written out rather than with Intl.NumberFormat: creating a currency formatter loads ICU's locale and
 * currency data, the larger part of the task that evaluated the browser's core chunk (a phone spent
 * ~80 ms of a page's first second on it; docs/architecture.md, "Page load, measured").
 */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

let intlBrl: Intl.NumberFormat | null = null;

/**
 * Reais in pt-BR, "R$ 1.234,56", exactly as Intl.NumberFormat('pt-BR', BRL) writes it: a
 * non-breaking space after R$, "-R$ 1,00" below zero (also for an amount that rounds to zero), half
 * away from zero at the third decimal. Only NaN and the infinities go through Intl.
 */
export function formatBRL(reais: number): string {
  if (!Number.isFinite(reais)) {
    intlBrl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    return intlBrl.format(reais);
  }
  return `${signOf(reais)}R$\u00a0${unsignedAmount(reais)}`;
}

/** An amount of reais without the symbol, "1.234,56" ("-2,00" below zero): a money field's text. */
export function formatAmount(reais: number): string {
  return Number.isFinite(reais) ? `${signOf(reais)}${unsignedAmount(reais)}` : String(reais);
}

/** "-" below zero, also for an amount that rounds to zero and for −0, as Intl writes it. */
function signOf(reais: number): string {
  return reais < 0 || Object.is(reais, -0) ? '-' : '';
}

/** "1.234,56" of |reais|, half away from zero at the third decimal. */
function unsignedAmount(reais: number): string {
  const cents = Math.round(Math.abs(reais) * 100);
  return `${groupThousands(String(Math.floor(cents / 100)))},${String(cents % 100).padStart(2, '0')}`;
}

/** Centavos as a message or an e-mail writes them: "R$ 1.234,56" with a plain space. */
export function formatCentsText(cents: number): string {
  return formatBRL(cents / 100).replace(/\s/g, ' ');
}
