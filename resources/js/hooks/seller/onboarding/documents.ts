import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/**
 * The store's slug as the server derives it (server/domain/stores/onboarding.ts `storeSlug`): the
 * spec's rule (trim, lowercase, whitespace runs to hyphens) with accents removed and any other
 * character dropped, so it matches the store page's route. "Loja do Sérgio!" → "loja-do-sergio".
 */
export function storeSlug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/ /g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** "52998224725" → "529.982.247-25", "11222333000181" → "11.222.333/0001-81", as the user types. */
export function maskDocument(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  if (d.length <= 11) {
    return d
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
  }
  return maskCnpj(d);
}

export function maskCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d)/, '$1-$2');
}

/** "(11) 98765-4321" while typing. */
export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d;
  const rest = d.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length > split
    ? `(${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}`
    : `(${d.slice(0, 2)}) ${rest}`;
}

/** The translation key of what is wrong with a CPF/CNPJ, or null when its check digits hold. */
export function documentProblem(value: string): string | null {
  const d = onlyDigits(value);
  if (d.length === 11) return isValidCpf(d) ? null : 'seller_onboarding.cpf_invalid';
  if (d.length === 14) return isValidCnpj(d) ? null : 'seller_onboarding.cnpj_invalid';
  return 'seller_onboarding.document_length';
}

/** The translation key of what is wrong with a CNPJ, or null. */
export function cnpjProblem(value: string): string | null {
  const d = onlyDigits(value);
  if (d.length !== 14) return 'seller_onboarding.cnpj_length';
  return isValidCnpj(d) ? null : 'seller_onboarding.cnpj_invalid';
}
