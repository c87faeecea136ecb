import { getBankByCode } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { checkBankNumbers } from '../../../server/domain/money/bank-digits.ts';
import { BANKS } from '../../../server/domain/money/banks.ts';
import { normalizePixKey } from '../../../server/domain/money/pix-keys.ts';

const check = (
  bankCode: string,
  agency: string,
  agencyDigit: string | null,
  account: string,
  accountDigit: string,
) => checkBankNumbers({ bankCode, bankName: 'Banco', agency, agencyDigit, account, accountDigit });

/**
 * Known-valid accounts in each bank's real format. BB, Bradesco, Itaú and Banrisul are the examples of
 * Moip's open-source bank-account-validator specs; Santander's digit is the one its current calculator
 * (agency + "00" + account, weights 9731 00 97131973) gives; Caixa's are checked against an independent
 * computation of its mod 11 (weights 2..9 from the right over agency + operation + account).
 */
const VALID: [string, string, string | null, string, string][] = [
  ['001', '1584', '9', '00210169', '6'],
  ['237', '1584', '9', '0210169', '6'],
  ['237', '8221', '0', '0210169', '6'], // agency digit P written as 0
  ['237', '0255', '0', '0500778', '0'],
  ['237', '1584', null, '0210169', '6'], // Bradesco's agency digit is optional
  ['341', '2545', null, '02366', '1'],
  ['033', '1584', null, '01789012', '8'],
  ['041', '1234', null, '358507671', '8'],
  ['041', '2664', null, '358507670', '6'],
  ['104', '1234', null, '00112345678', '2'],
  ['104', '0647', null, '00100045071', '1'],
  ['104', '2004', null, '01300012345', '4'],
];

describe('check digits of the big banks', () => {
  it.each(VALID)('accepts %s ag %s-%s conta %s-%s', (bank, agency, agencyDigit, account, digit) => {
    expect(check(bank, agency, agencyDigit, account, digit).errors).toEqual({});
  });

  it.each(VALID)(
    'refuses every other account digit of %s ag %s',
    (bank, agency, agencyDigit, account, digit) => {
      for (const other of '0123456789XP') {
        if (other === digit || (bank === '237' && digit === '0' && other === 'P')) continue;
        expect(check(bank, agency, agencyDigit, account, other).errors.account_digit, other).toBeDefined();
      }
    },
  );

  it('checks the agency digit of Banco do Brasil (mod 11, X) and Bradesco (mod 11, P/0)', () => {
    expect(check('001', '1584', '3', '00210169', '6').errors.agency_digit).toMatch(/não confere/);
    expect(check('001', '1584', null, '00210169', '6').errors.agency_digit).toBe(
      'Informe o dígito da agência.',
    );
    expect(check('237', '1584', '3', '0210169', '6').errors.agency_digit).toMatch(/não confere/);
    // BB agency 0108: 0*5+1*4+0*3+8*2 = 20, 11 - 9 = 2; agency 3501: 15+20+0+2=37 → 11-4 = 7.
    expect(check('001', '0108', '2', '00210169', '6').errors.agency_digit).toBeUndefined();
    expect(check('001', '3501', '7', '00210169', '6').errors.agency_digit).toBeUndefined();
    // BB agency 0019: 0+0+3+18 = 21, 21 mod 11 = 10 → 1. Agency 0006: 6*2 = 12, 12 mod 11 = 1 → 10 → X.
    expect(check('001', '0019', '1', '00210169', '6').errors.agency_digit).toBeUndefined();
    expect(check('001', '0006', 'x', '00210169', '6').errors.agency_digit).toBeUndefined();
    expect(check('001', '0006', '0', '00210169', '6').errors.agency_digit).toMatch(/não confere/);
    // Bradesco agency 0006 is P, also written 0.
    expect(check('237', '0006', 'P', '0210169', '6').errors.agency_digit).toBeUndefined();
    expect(check('237', '0006', '0', '0210169', '6').errors.agency_digit).toBeUndefined();
  });

  it('zero-pads numbers typed without their leading zeros', () => {
    const r = check('001', '584', '9', '210169', '6');
    expect(r.value).toMatchObject({ agency: '0584', account: '00210169' });
    expect(check('341', '2545', null, '2366', '1').errors).toEqual({});
    expect(check('001', '1584', '9', '210169', '6').errors).toEqual({});
  });

  it('refuses numbers too long for the bank, and an agency digit where the bank has none', () => {
    expect(check('341', '25450', null, '02366', '1').errors.agency).toMatch(/4 números/);
    expect(check('341', '2545', null, '023660', '1').errors.account).toMatch(/até 5 números/);
    expect(check('341', '2545', '1', '02366', '1').errors.agency_digit).toMatch(/não usa dígito/);
    expect(check('104', '1234', null, '12345678', '2').errors.account).toMatch(/operação/);
    expect(check('001', '1584', '9', '00210169', 'P').errors.account_digit).toMatch(/número ou X/);
  });

  it('other banks: format checks only', () => {
    expect(check('260', '0001', null, '12345678', '9').errors).toEqual({});
    expect(check('077', '0001', null, '1234567', '0').errors).toEqual({});
    expect(check('756', '3001', null, '12345', 'X').errors).toEqual({});
    expect(check('260', '0001', null, '12345678', '!').errors.account_digit).toBeDefined();
  });
});

describe('the bank list', () => {
  it('has every big bank with its real COMPE code, no duplicates', () => {
    const codes = BANKS.map((b) => b.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(
      expect.arrayContaining([
        '001',
        '033',
        '041',
        '077',
        '104',
        '208',
        '212',
        '237',
        '260',
        '290',
        '323',
        '336',
        '341',
        '422',
        '748',
        '756',
      ]),
    );
    // Every code exists in Banco Central's STR list.
    for (const b of BANKS) expect(getBankByCode(b.code), b.code).not.toBeNull();
  });
});

describe('PIX keys', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '11444777000161', '11444777000161'],
    ['email', ' Loja@Example.COM ', 'loja@example.com'],
    ['phone', '+55 (11) 98765-4321', '+5511987654321'],
    ['phone', '11987654321', '+5511987654321'],
    ['random', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
  ] as const)('%s %s → %s', (type, raw, value) => {
    expect(normalizePixKey(type, raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['cpf', '529.982.247-24'],
    ['cpf', 'a@b.com'],
    ['cnpj', '11.444.777/0001-62'],
    ['email', 'loja@'],
    ['phone', '(11) 3333-4444'], // a landline is not a PIX key (DICT: mobile numbers)
    ['phone', '987654321'], // no DDD
    ['random', '123e4567e89b12d3a456426614174000'],
    ['email', '52998224725'],
  ] as const)('refuses %s %s', (type, raw) => {
    expect(normalizePixKey(type, raw).ok).toBe(false);
  });
});
