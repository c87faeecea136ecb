import { formatBRL } from '@shared/money';

/**
 * Reais in pt-BR ("R$ 1.234,56"; Intl puts a non-breaking space after R$). An empty value (null,
 * undefined, '' or not a number) gives no output, as the spec asks.
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? formatBRL(n) : '';
}

const counts = new Intl.NumberFormat('pt-BR');

/** A count in pt-BR ("20.402"). */
export function formatCount(value: number): string {
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
