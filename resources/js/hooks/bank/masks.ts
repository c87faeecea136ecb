import type { PixKeyType } from '@/types/pages/sellerBank';

/** What the form's fields accept as the user types (the server strips masks again). */
export const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** A check digit: numbers, and the X (Banco do Brasil) or P (Bradesco) some banks print. */
export const checkDigit = (value: string, max: number) =>
  value
    .toUpperCase()
    .replace(/[^0-9XP]/g, '')
    .slice(0, max);

/** 000.000.000-00 while 11 digits or fewer, 00.000.000/0000-00 beyond. */
export function maskDocument(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 14);
  if (d.length <= 11)
    return d
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d)/, '.$1/$2')
    .replace(/(\d{4})(\d{1,2})$/, '$1-$2');
}

/** (11) 98765-4321 for a phone key; the other kinds as typed. */
export function maskPixKey(type: PixKeyType | '', value: string): string {
  if (type === 'cpf' || type === 'cnpj') return maskDocument(value);
  if (type !== 'phone') return value;
  let d = value.replace(/\D/g, '');
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  d = d.slice(0, 11);
  if (d.length <= 2) return d;
  const tail = d.slice(2);
  const split = tail.length > 8 ? 5 : 4;
  return tail.length > split
    ? `(${d.slice(0, 2)}) ${tail.slice(0, split)}-${tail.slice(split)}`
    : `(${d.slice(0, 2)}) ${tail}`;
}
