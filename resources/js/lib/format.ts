const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Reais in pt-BR ("R$ 1.234,56"; Intl puts a non-breaking space after R$). An empty value (null,
 * undefined, '' or not a number) gives no output, as the spec asks.
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? brl.format(n) : '';
}

const counts = new Intl.NumberFormat('pt-BR');

/** A count in pt-BR ("20.402"). */
export function formatCount(value: number): string {
  return counts.format(value);
}

/**
 * The marketplace's time zone: dates and times read the same on the server (which renders the page)
 * and in every browser (which hydrates it), and as a Brazilian buyer or seller expects them.
 */
export const APP_TIME_ZONE = 'America/Sao_Paulo';

const dayMonthYear = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** DD-MM-YYYY, zero padded; accepts a Date, an ISO string or a timestamp. Invalid input gives ''. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // A bare YYYY-MM-DD is a calendar date: read it without a time-zone shift.
  const [y, m, d] =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? value.split('-')
      : dayMonthYear.format(date).split('-');
  return `${d}-${m}-${y}`;
}

/** Trim, lowercase, whitespace runs to hyphens (spec section 9). */
export function slugify(text: string | null | undefined): string {
  return (text ?? '').trim().toLowerCase().replace(/\s+/g, '-');
}

/** Reais with 2 decimals for the API (wallet credit and other amounts the user types). */
export function toTwoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}
