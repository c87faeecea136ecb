import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import type { PixKeyType } from '../../../resources/js/types/pages/sellerBank.ts';

/** What a wrong key of each type gets (pt-BR). */
const MESSAGES: Record<PixKeyType, string> = {
  cpf: 'Chave PIX inválida: informe um CPF válido (11 números).',
  cnpj: 'Chave PIX inválida: informe um CNPJ válido (14 números).',
  email: 'Chave PIX inválida: informe um e-mail válido (até 77 caracteres).',
  phone: 'Chave PIX inválida: informe um celular com DDD (ex.: +55 11 98765-4321).',
  random: 'Chave PIX inválida: a chave aleatória tem o formato 123e4567-e89b-12d3-a456-426614174000.',
};

/** The library's name of each type (it calls the random key by its DICT name, EVP). */
const LIBRARY_TYPE = { cpf: 'cpf', cnpj: 'cnpj', email: 'email', phone: 'phone', random: 'evp' } as const;

/**
 * Checks a PIX key of the declared type and gives its canonical DICT form (the form a BR Code and a PIX
 * transfer carry): CPF/CNPJ without the mask, e-mail in lower case, phone `+55` + DDD + number, random key
 * (EVP) as a lower-case UUID. Recognition is @brazilian-utils/brazilian-utils `getPixKeyInfo` (check digits
 * of CPF/CNPJ, e-mail syntax, mobile numbers with a real DDD: the DICT registers mobile numbers only).
 * A phone is always read as a phone: 11 digits that are also a valid CPF are not taken for one.
 */
export function normalizePixKey(
  type: PixKeyType,
  raw: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  let candidate = value;
  if (type === 'phone') {
    let digits = value.replace(/\D/g, '');
    if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
    if (/[^\d\s()+.-]/.test(value) || digits.length < 10 || digits.length > 11)
      return { ok: false, message: MESSAGES.phone };
    candidate = `+55${digits}`;
  } else if (type === 'cpf' || type === 'cnpj') {
    // Masks only: "123.456.789-09", "11.444.777/0001-61".
    if (/[^\d\s./-]/.test(value)) return { ok: false, message: MESSAGES[type] };
    candidate = value.replace(/\D/g, '');
  }
  const info = getPixKeyInfo(candidate);
  if (!info || info.type !== LIBRARY_TYPE[type]) return { ok: false, message: MESSAGES[type] };
  return { ok: true, value: info.value };
}
