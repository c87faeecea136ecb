import { isValidCnpj, isValidCpf, isValidEmail, isValidPhone } from '@brazilian-utils/brazilian-utils';
import { normalizeCep } from '../shared/cep.js';
import { ufFromCep } from '../shared/cep-ranges.js';
import { isUfCode } from '../shared/ufs.js';
import type { AccountAddress, AccountFieldError, AccountPhone, CreateAccountInput } from './account-types.js';

/** Collects errors per parameter, in the PagBank error shape. */
class ErrorList {
  private readonly byParameter = new Map<string, AccountFieldError>();

  add(parameter: string, description: string, message: string): void {
    const entry = this.byParameter.get(parameter) ?? { parameter_name: parameter, description, errors: [] };
    entry.errors.push(message);
    this.byParameter.set(parameter, entry);
  }

  list(): AccountFieldError[] {
    return [...this.byParameter.values()];
  }
}

const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function checkTaxId(list: ErrorList, path: string, value: string, kind: 'CPF' | 'CNPJ'): void {
  const description = kind === 'CPF' ? 'CPF do responsável pela conta' : 'CNPJ da empresa';
  const length = kind === 'CPF' ? 11 : 14;
  const digits = digitsOf(value);
  if (digits.length !== length) {
    list.add(path, description, `O ${kind} deve ter ${length} dígitos.`);
    return;
  }
  const valid = kind === 'CPF' ? isValidCpf(digits) : isValidCnpj(digits);
  if (!valid) list.add(path, description, `${kind} inválido: os dígitos verificadores não conferem.`);
}

function checkPhones(list: ErrorList, path: string, phones: AccountPhone[] | undefined): void {
  if (!Array.isArray(phones) || phones.length === 0) {
    list.add(path, 'Telefones de contato', 'Informe ao menos um telefone.');
    return;
  }
  phones.forEach((phone, index) => {
    const at = `${path}[${index}]`;
    if (digitsOf(phone?.country) !== '55')
      list.add(`${at}.country`, 'Código do país', 'Use o código do Brasil, 55.');
    const area = digitsOf(phone?.area);
    const number = digitsOf(phone?.number);
    if (area.length !== 2) list.add(`${at}.area`, 'DDD do telefone', 'O DDD deve ter 2 dígitos.');
    if (number.length !== 8 && number.length !== 9) {
      list.add(`${at}.number`, 'Número do telefone', 'O número deve ter 8 (fixo) ou 9 (celular) dígitos.');
    } else if (area.length === 2 && !isValidPhone(`${area}${number}`)) {
      list.add(`${at}.number`, 'Número do telefone', 'Telefone inválido para o DDD informado.');
    }
  });
}

function checkAddress(list: ErrorList, path: string, address: AccountAddress | undefined): void {
  if (!address) {
    list.add(path, 'Endereço', 'Informe o endereço.');
    return;
  }
  const required: Array<[keyof AccountAddress, string]> = [
    ['street', 'Logradouro'],
    ['number', 'Número do endereço'],
    ['locality', 'Bairro'],
    ['city', 'Cidade'],
  ];
  for (const [field, label] of required) {
    if (blank(address[field])) list.add(`${path}.${field}`, label, 'Campo obrigatório.');
  }
  const uf = typeof address.region_code === 'string' ? address.region_code.trim().toUpperCase() : '';
  if (!isUfCode(uf))
    list.add(`${path}.region_code`, 'UF do endereço', 'Informe a sigla de um estado, ex.: SP.');
  if (address.country !== 'BRA')
    list.add(`${path}.country`, 'País do endereço', 'Só são aceitos endereços no Brasil (BRA).');

  const cep = normalizeCep(String(address.postal_code ?? ''));
  if (cep === null) {
    list.add(
      `${path}.postal_code`,
      'CEP do endereço',
      'CEP inválido: informe os 8 dígitos no formato 00000-000.',
    );
    return;
  }
  const cepUf = ufFromCep(cep);
  if (cepUf === null) {
    list.add(`${path}.postal_code`, 'CEP do endereço', 'CEP fora das faixas dos Correios.');
  } else if (isUfCode(uf) && cepUf !== uf) {
    list.add(`${path}.postal_code`, 'CEP do endereço', `O CEP informado pertence a ${cepUf}, não a ${uf}.`);
  }
}

function checkBirthDate(list: ErrorList, path: string, value: string, now: Date): void {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (
    !match ||
    !date ||
    date.getUTCDate() !== Number(match[3]) ||
    date.getUTCMonth() !== Number(match[2]) - 1
  ) {
    list.add(path, 'Data de nascimento', 'Use uma data válida no formato AAAA-MM-DD.');
    return;
  }
  const eighteenth = new Date(Date.UTC(date.getUTCFullYear() + 18, date.getUTCMonth(), date.getUTCDate()));
  if (eighteenth.getTime() > now.getTime()) {
    list.add(path, 'Data de nascimento', 'O responsável pela conta deve ter ao menos 18 anos.');
  }
}

/** Every problem with the input, PagBank-style; an empty list means it is valid. */
export function validateAccountInput(input: CreateAccountInput, now: Date): AccountFieldError[] {
  const list = new ErrorList();
  if (input?.type !== 'SELLER') list.add('type', 'Tipo da conta', 'O tipo da conta deve ser SELLER.');
  if (typeof input?.email !== 'string' || !isValidEmail(input.email.trim())) {
    list.add('email', 'E-mail da conta', 'E-mail inválido.');
  }

  const person = input?.person;
  if (!person) {
    list.add('person', 'Responsável pela conta', 'Informe os dados do responsável pela conta.');
  } else {
    if (blank(person.name) || person.name.trim().split(/\s+/).length < 2) {
      list.add('person.name', 'Nome do responsável', 'Informe o nome completo.');
    }
    checkTaxId(list, 'person.tax_id', person.tax_id, 'CPF');
    checkBirthDate(list, 'person.birth_date', person.birth_date, now);
    checkPhones(list, 'person.phones', person.phones);
    if (!input.company || person.address) checkAddress(list, 'person.address', person.address);
  }

  const company = input?.company;
  if (company) {
    if (blank(company.name)) list.add('company.name', 'Razão social', 'Informe a razão social da empresa.');
    checkTaxId(list, 'company.tax_id', company.tax_id, 'CNPJ');
    checkPhones(list, 'company.phones', company.phones);
    checkAddress(list, 'company.address', company.address);
  }
  return list.list();
}
