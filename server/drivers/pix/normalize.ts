import { removeAccents } from '@brazilian-utils/brazilian-utils';

/** BR Code field limits (Manual de Padrões para Iniciação do Pix, EMV MPM). */
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
export const TXID_MAX = 25;

/**
 * Reduces text to the printable ASCII the BR Code allows: accents removed, anything outside
 * 0x20–0x7E dropped, runs of spaces collapsed, trimmed, cut to `max` characters.
 */
export function toBrCodeText(text: string, max: number): string {
  const ascii = removeAccents(text)
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii.slice(0, max).trim();
}

/** Merchant name (field 59): upper case, no accents, at most 25 characters. */
export function normalizeMerchantName(name: string): string {
  return toBrCodeText(name, MERCHANT_NAME_MAX).toUpperCase();
}

/** Merchant city (field 60): upper case, no accents, at most 15 characters. */
export function normalizeMerchantCity(city: string): string {
  return toBrCodeText(city, MERCHANT_CITY_MAX).toUpperCase();
}

/** A txid is 1 to 25 letters and digits, or "***" when the payer's bank may pick one. */
export function isValidTxid(txid: string): boolean {
  return txid === '***' || /^[A-Za-z0-9]{1,25}$/.test(txid);
}
