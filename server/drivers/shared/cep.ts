import { formatCEP } from '@brazilian-utils/brazilian-utils';
/**
 * CEP (Código de Endereçamento Postal) parsing and formatting. A CEP is 8 digits, written
 * "00000-000"; dots, spaces and the hyphen are accepted on input ("01.310-100").
 */

export class InvalidCepError extends Error {
  readonly code = 'invalid_cep' as const;
  readonly input: string;

  constructor(input: string, message = 'CEP inválido: informe os 8 dígitos no formato 00000-000.') {
    super(message);
    this.name = 'InvalidCepError';
    this.input = input;
  }
}

const CEP_SHAPE = /^\s*(\d{2})\.?(\d{3})[-\s]?(\d{3})\s*$/;

/** The 8 digits of a well-formed CEP, or null when the input is not a CEP. */
export function normalizeCep(input: string): string | null {
  if (typeof input !== 'string') return null;
  const match = CEP_SHAPE.exec(input);
  return match ? `${match[1]}${match[2]}${match[3]}` : null;
}

/** Like normalizeCep, but throws InvalidCepError for malformed input. */
export function parseCep(input: string): string {
  const digits = normalizeCep(input);
  if (digits === null) throw new InvalidCepError(String(input));
  return digits;
}

/** "01310100" or "01310-100" → "01310-100". Throws InvalidCepError for malformed input. */
export function formatCep(input: string): string {
  return formatCEP(parseCep(input));
}
