import type { AccountFieldError, AccountPrefill } from '@/types/pages/sellerIntegrations';

/** The PagBank account form's fields, named after the parameter each one feeds. */
export const ACCOUNT_FIELDS = [
  'email',
  'person.name',
  'person.tax_id',
  'person.birth_date',
  'person.phone',
  'company.name',
  'company.tax_id',
  'company.phone',
  'company.address.postal_code',
  'company.address.street',
  'company.address.number',
  'company.address.complement',
  'company.address.locality',
  'company.address.city',
  'company.address.region_code',
] as const;

export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export type AccountValues = Record<AccountField, string>;

export function initialValues(prefill: AccountPrefill): AccountValues {
  const a = prefill.address;
  return {
    email: prefill.email,
    'person.name': prefill.person_name,
    'person.tax_id': prefill.person_tax_id,
    'person.birth_date': '',
    'person.phone': prefill.phone,
    'company.name': prefill.company_name,
    'company.tax_id': prefill.company_tax_id,
    'company.phone': prefill.phone,
    'company.address.postal_code': a?.postal_code ?? '',
    'company.address.street': a?.street ?? '',
    'company.address.number': a?.number ?? '',
    'company.address.complement': a?.complement ?? '',
    'company.address.locality': a?.locality ?? '',
    'company.address.city': a?.city ?? '',
    'company.address.region_code': a?.region_code ?? '',
  };
}

function phone(value: string, type: 'MOBILE' | 'BUSINESS') {
  const digits = value.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  const number = digits.slice(2);
  return [{ country: '55', area: digits.slice(0, 2), number, type: number.length === 9 ? 'MOBILE' : type }];
}

/** The body of POST /pagbank/accounts/create (the account driver's shape). */
export function accountBody(companyId: number, v: AccountValues) {
  return {
    company_id: companyId,
    type: 'SELLER',
    email: v.email,
    person: {
      name: v['person.name'],
      tax_id: v['person.tax_id'],
      birth_date: v['person.birth_date'],
      phones: phone(v['person.phone'], 'MOBILE'),
    },
    company: {
      name: v['company.name'],
      tax_id: v['company.tax_id'],
      phones: phone(v['company.phone'], 'BUSINESS'),
      address: {
        street: v['company.address.street'],
        number: v['company.address.number'],
        complement: v['company.address.complement'] || undefined,
        locality: v['company.address.locality'],
        city: v['company.address.city'],
        region_code: v['company.address.region_code'].toUpperCase(),
        country: 'BRA',
        postal_code: v['company.address.postal_code'],
      },
    },
  };
}

/** The field a rejected parameter belongs to ("person.phones[0].number" → "person.phone"), or null. */
export function fieldOf(parameter: string): AccountField | null {
  const name = parameter.replace(/^(person|company)\.phones(\[\d+\].*)?$/, '$1.phone');
  return (ACCOUNT_FIELDS as readonly string[]).includes(name) ? (name as AccountField) : null;
}

/** Spec section 3's error list split: the text per field, and the entries no field shows. */
export function splitErrors(list: AccountFieldError[]) {
  const byField: Partial<Record<AccountField, string>> = {};
  const other: AccountFieldError[] = [];
  for (const entry of list) {
    const field = fieldOf(entry.parameter_name);
    if (field) byField[field] = [byField[field], ...entry.errors].filter(Boolean).join(' ');
    else other.push(entry);
  }
  return { byField, other };
}
