import { describe, expect, it } from 'vitest';
import {
  type AccountFieldError,
  type CreateAccountInput,
  createSandboxAccountDriver,
} from '../../../server/drivers/payments/index.js';
import { manualClock } from '../../../server/drivers/shared/clock.js';

const address = {
  street: 'Avenida Paulista',
  number: '1000',
  locality: 'Bela Vista',
  city: 'São Paulo',
  region_code: 'SP',
  country: 'BRA' as const,
  postal_code: '01310-100',
};

const companyInput = (): CreateAccountInput => ({
  type: 'SELLER',
  email: 'contato@lojadecartas.com.br',
  person: {
    name: 'Ana Souza',
    tax_id: '529.982.247-25',
    birth_date: '1990-05-20',
    phones: [{ country: '55', area: '11', number: '987654321', type: 'MOBILE' }],
  },
  company: {
    name: 'Loja de Cartas Ltda',
    tax_id: '11.222.333/0001-81',
    phones: [{ country: '55', area: '11', number: '30000000', type: 'BUSINESS' }],
    address,
  },
});

const clock = manualClock('2025-01-15T12:00:00Z');
const companyOf = (input: CreateAccountInput) => {
  if (!input.company) throw new Error('company expected');
  return input.company;
};
const byParameter = (errors: AccountFieldError[]) =>
  Object.fromEntries(errors.map((e) => [e.parameter_name, e]));

describe('PaymentAccountDriver (sandbox)', () => {
  it('creates an ACTIVE account for a valid company', async () => {
    const driver = createSandboxAccountDriver({ clock });
    const result = await driver.createAccount(companyInput());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.account).toMatchObject({
      type: 'SELLER',
      status: 'ACTIVE',
      email: 'contato@lojadecartas.com.br',
      name: 'Loja de Cartas Ltda',
      tax_id: '11222333000181',
      tax_id_type: 'CNPJ',
      created_at: '2025-01-15T12:00:00.000Z',
    });
    expect(result.account.id).toMatch(/^ACCO_/);
    expect(await driver.getAccount(result.account.id)).toEqual(result.account);
    expect(await driver.getAccount('ACCO_nope')).toBeNull();
  });

  it('creates an individual (CPF) account when there is no company', async () => {
    const driver = createSandboxAccountDriver({ clock });
    const input = companyInput();
    delete input.company;
    input.person.address = address;
    const result = await driver.createAccount(input);
    expect(result.ok && result.account).toMatchObject({
      tax_id: '52998224725',
      tax_id_type: 'CPF',
      name: 'Ana Souza',
    });
  });

  it('checks CPF and CNPJ check digits, returning PagBank-style errors in Portuguese', async () => {
    const driver = createSandboxAccountDriver({ clock });
    const input = companyInput();
    input.person.tax_id = '529.982.247-26';
    companyOf(input).tax_id = '11.222.333/0001-82';
    const result = await driver.createAccount(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const errors = byParameter(result.errors);
    expect(errors['person.tax_id']).toEqual({
      parameter_name: 'person.tax_id',
      description: 'CPF do responsável pela conta',
      errors: ['CPF inválido: os dígitos verificadores não conferem.'],
    });
    expect(errors['company.tax_id'].errors).toEqual([
      'CNPJ inválido: os dígitos verificadores não conferem.',
    ]);
  });

  it('checks lengths, phones, CEP, UF, e-mail and age', async () => {
    const driver = createSandboxAccountDriver({ clock });
    const input = companyInput();
    input.email = 'sem-arroba';
    input.person.tax_id = '123';
    input.person.birth_date = '2010-02-30';
    input.person.phones = [{ country: '1', area: '1', number: '12', type: 'MOBILE' }];
    companyOf(input).phones = [];
    companyOf(input).address = { ...address, postal_code: '20040-020', region_code: 'SP', street: ' ' };
    const result = await driver.createAccount(input);
    if (result.ok) throw new Error('expected errors');
    const errors = byParameter(result.errors);
    expect(errors.email.errors).toEqual(['E-mail inválido.']);
    expect(errors['person.tax_id'].errors).toEqual(['O CPF deve ter 11 dígitos.']);
    expect(errors['person.birth_date'].errors).toEqual(['Use uma data válida no formato AAAA-MM-DD.']);
    expect(errors['person.phones[0].country'].errors).toEqual(['Use o código do Brasil, 55.']);
    expect(errors['person.phones[0].area'].errors).toEqual(['O DDD deve ter 2 dígitos.']);
    expect(errors['person.phones[0].number'].errors).toEqual([
      'O número deve ter 8 (fixo) ou 9 (celular) dígitos.',
    ]);
    expect(errors['company.phones'].errors).toEqual(['Informe ao menos um telefone.']);
    expect(errors['company.address.street'].errors).toEqual(['Campo obrigatório.']);
    expect(errors['company.address.postal_code'].errors).toEqual([
      'O CEP informado pertence a RJ, não a SP.',
    ]);
    for (const error of result.errors) {
      expect(error.errors.length).toBeGreaterThan(0);
      expect(error.description).not.toBe('');
    }
  });

  it('requires the responsible person to be 18 or older', async () => {
    const driver = createSandboxAccountDriver({ clock });
    const input = companyInput();
    input.person.birth_date = '2007-01-16';
    const young = await driver.createAccount(input);
    expect(!young.ok && byParameter(young.errors)['person.birth_date'].errors).toEqual([
      'O responsável pela conta deve ter ao menos 18 anos.',
    ]);
    input.person.birth_date = '2007-01-15';
    expect((await driver.createAccount(input)).ok).toBe(true);
  });

  it('rejects malformed CEPs and mobile numbers that are not valid', async () => {
    const driver = createSandboxAccountDriver({ clock });
    const input = companyInput();
    companyOf(input).address = { ...address, postal_code: '0131-100' };
    input.person.phones = [{ country: '55', area: '11', number: '087654321', type: 'MOBILE' }];
    const result = await driver.createAccount(input);
    if (result.ok) throw new Error('expected errors');
    const errors = byParameter(result.errors);
    expect(errors['company.address.postal_code'].errors).toEqual([
      'CEP inválido: informe os 8 dígitos no formato 00000-000.',
    ]);
    expect(errors['person.phones[0].number'].errors).toEqual(['Telefone inválido para o DDD informado.']);
  });

  it('refuses a second account with the same CNPJ or e-mail', async () => {
    const driver = createSandboxAccountDriver({ clock });
    expect((await driver.createAccount(companyInput())).ok).toBe(true);
    const again = await driver.createAccount(companyInput());
    expect(!again.ok && again.errors).toEqual([
      {
        parameter_name: 'company.tax_id',
        description: 'CNPJ da conta',
        errors: ['Já existe uma conta com este CNPJ.'],
      },
    ]);
    const sameEmail = companyInput();
    companyOf(sameEmail).tax_id = '11.444.777/0001-61';
    const result = await driver.createAccount(sameEmail);
    expect(!result.ok && result.errors[0].parameter_name).toBe('email');
  });
});
