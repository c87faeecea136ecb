import { formatBRL, groupThousands } from '@shared/money';

/**
 * Reais in pt-BR ("R$ 1.234,56"; Intl puts a non-breaking space after R$). An empty value (null,
 * undefined, '' or not a number) gives no output, as the spec asks.
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatBRL(n) : '';
}

let counts: Intl.NumberFormat | null = null;

/**
 * A count in pt-BR ("20.402"). A whole number is grouped by hand, as Intl writes it (shared/money.ts
 * says why Intl is not made while a page loads); anything else goes through Intl.
 */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) {
    return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
  }
  counts ??= new Intl.NumberFormat('pt-BR');
  return counts.format(value);
}

export { APP_TIME_ZONE, formatDate, formatDateTime, formatTime } from '@shared/dates';

/** Trim, lowercase, whitespace runs to hyphens (spec section 9). */
export function slugify(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase().replace(/\s+/g, '-');
}

/** Reais with 2 decimals for the API (wallet credit and other amounts the user types). */
export function toTwoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}
