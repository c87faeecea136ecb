import { ShippingError } from './errors.js';

/**
 * Correios tracking codes (UPU S10): two service letters, 8-digit serial number, a check
 * digit and the country, e.g. "SS473031384BR".
 *
 * Check digit: multiply the 8 digits by 8, 6, 4, 2, 3, 5, 9, 7, add the products and take the
 * remainder r of the sum by 11; the digit is 11 − r, except r = 0 → 5 and r = 1 → 0.
 */
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

export function trackingCheckDigit(serial: string | number): number {
  const digits = typeof serial === 'number' ? String(serial).padStart(8, '0') : serial;
  if (!/^\d{8}$/.test(digits)) {
    throw new ShippingError('invalid_tracking_number', 'O número do objeto deve ter 8 dígitos.', 'number');
  }
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return 5;
  if (remainder === 1) return 0;
  return 11 - remainder;
}

/** Builds a tracking code: trackingCode("SS", 47303138) → "SS473031384BR". */
export function trackingCode(prefix: string, serial: string | number, country = 'BR'): string {
  if (!/^[A-Z]{2}$/.test(prefix)) {
    throw new ShippingError(
      'invalid_tracking_number',
      'O prefixo do objeto deve ter 2 letras maiúsculas.',
      'prefix',
    );
  }
  if (typeof serial === 'number' && (!Number.isSafeInteger(serial) || serial < 0 || serial > 99_999_999)) {
    throw new ShippingError(
      'invalid_tracking_number',
      'O número do objeto deve estar entre 0 e 99999999.',
      'number',
    );
  }
  const digits = typeof serial === 'number' ? String(serial).padStart(8, '0') : serial;
  return `${prefix}${digits}${trackingCheckDigit(digits)}${country}`;
}

/** True for a well-formed code whose check digit matches. */
export function isValidTrackingCode(code: string): boolean {
  const match =
    typeof code === 'string' ? /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/.exec(code.trim().toUpperCase()) : null;
  return match !== null && trackingCheckDigit(match[2]) === Number(match[3]);
}
