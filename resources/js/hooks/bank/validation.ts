import { getPixKeyInfo, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import type { BankAccountType, PixKeyType } from '@/types/pages/sellerBank';

/** The form's fields as typed (masks included). */
export interface BankAccountFormValues {
  bank_code: string;
  agency: string;
  agency_digit: string;
  account: string;
  account_digit: string;
  account_type: BankAccountType;
  holder_name: string;
  holder_document: string;
  pix_key_type: PixKeyType | '';
  pix_key: string;
}

export type BankFormErrors = Partial<Record<keyof BankAccountFormValues, string>>;

/** Banks whose agency carries a check digit the server requires (Banco do Brasil). */
const AGENCY_DIGIT_REQUIRED = new Set(['001']);
/** Banks with no agency digit at all (the server refuses one). */
const NO_AGENCY_DIGIT = new Set(['033', '041', '104', '341']);

const PIX_LIBRARY_TYPE = { cpf: 'cpf', cnpj: 'cnpj', email: 'email', phone: 'phone', random: 'evp' } as const;

/**
 * What the browser can tell before the server does (translation keys, `bank.error.*`): required fields,
 * lengths, the holder's CPF/CNPJ and the PIX key. The agency and account check digits are the server's
 * (server/domain/money/bank-digits.ts); its 422 lands on the same fields.
 */
export function validateBankForm(v: BankAccountFormValues): BankFormErrors {
  const e: BankFormErrors = {};
  if (!/^\d{3}$/.test(v.bank_code)) e.bank_code = 'bank.error.bank';
  if (!/^\d{1,5}$/.test(v.agency)) e.agency = 'bank.error.agency';
  if (AGENCY_DIGIT_REQUIRED.has(v.bank_code) && !v.agency_digit) e.agency_digit = 'bank.error.agency_digit';
  if (NO_AGENCY_DIGIT.has(v.bank_code) && v.agency_digit) e.agency_digit = 'bank.error.no_agency_digit';
  if (!/^\d{1,13}$/.test(v.account)) e.account = 'bank.error.account';
  if (!/^[0-9XP]{1,2}$/.test(v.account_digit)) e.account_digit = 'bank.error.account_digit';
  if (v.holder_name.trim().length < 3) e.holder_name = 'bank.error.holder_name';
  const doc = v.holder_document.replace(/\D/g, '');
  if (!(doc.length === 11 ? isValidCpf(doc) : doc.length === 14 && isValidCnpj(doc)))
    e.holder_document = 'bank.error.holder_document';
  if (v.pix_key_type && !v.pix_key.trim()) e.pix_key = 'bank.error.pix_key_required';
  else if (v.pix_key_type && !pixKeyLooksValid(v.pix_key_type, v.pix_key))
    e.pix_key = `bank.error.pix_${v.pix_key_type}`;
  return e;
}

function pixKeyLooksValid(type: PixKeyType, raw: string): boolean {
  let value = raw.trim();
  if (type === 'phone') {
    let d = value.replace(/\D/g, '');
    if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
    value = `+55${d}`;
  } else if (type === 'cpf' || type === 'cnpj') value = value.replace(/\D/g, '');
  return getPixKeyInfo(value)?.type === PIX_LIBRARY_TYPE[type];
}
