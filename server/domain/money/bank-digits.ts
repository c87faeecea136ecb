import { isValidBankAccount } from '@brazilian-utils/brazilian-utils';

/**
 * Agency and account numbers and their check digits, per bank.
 *
 * Why part of this is hand-written: the account check digits of the big banks come from
 * @brazilian-utils/brazilian-utils `isValidBankAccount` (already a dependency; its rules are the ones of
 * the open-source validators of pagar.me / Moip: BB mod 11 with X, Itaú mod 10 over agency + account,
 * Bradesco mod 11 with P, Santander's weights over agency + "00" + account, Caixa mod 11 over agency +
 * operation + account, Banrisul mod 11 with 0/6). No maintained npm package checks the AGENCY check digit
 * (Banco do Brasil and Bradesco print one), zero-pads the numbers people type without their leading zeros,
 * accepts Bradesco's "0" written for a "P" (as Moip's validator does), or names the field that is wrong in
 * Portuguese; that part is here. The library's own rules for other banks (a Verhoeff rule for Nubank, a
 * generic mod 10/11 guess for the rest) are not used: those banks publish no rule, so a guess would refuse
 * real accounts. Other banks get format checks only.
 */

export type BankNumberField = 'agency' | 'agency_digit' | 'account' | 'account_digit';

export interface BankNumbers {
  bankCode: string;
  bankName: string;
  /** Digits only. */
  agency: string;
  /** One character, upper case, or null. */
  agencyDigit: string | null;
  /** Digits only. */
  account: string;
  /** One or two characters, upper case. */
  accountDigit: string;
}

interface BankRule {
  /** Agency length (zero-padded to it). */
  agency: number;
  /** Whether the agency has a check digit: required, optional (checked when given) or none. */
  agencyDigit: 'required' | 'optional' | 'none';
  /** Account length without its digit (zero-padded to it); null = no padding (Caixa: operation + account). */
  account: number;
  pad: boolean;
  /** Letter a check digit may be (BB's X, Bradesco's P). */
  letter?: 'X' | 'P';
  /** The agency check digit, when the bank has one. */
  agencyCheck?: (agency: string) => string;
}

/** Mod 11 with weights 5, 4, 3, 2 over the 4 agency digits: 10 → the bank's letter, 11 → 0. */
const agencyMod11 = (letter: 'X' | 'P') => (agency: string) => {
  const sum = [...agency].reduce((s, d, i) => s + Number(d) * (5 - i), 0);
  const r = 11 - (sum % 11);
  return r === 10 ? letter : r === 11 ? '0' : String(r);
};

/** The banks whose check digits are verified (COMPE code → rule). */
export const BANK_RULES: Readonly<Record<string, BankRule>> = {
  '001': {
    agency: 4,
    agencyDigit: 'required',
    account: 8,
    pad: true,
    letter: 'X',
    agencyCheck: agencyMod11('X'),
  },
  '033': { agency: 4, agencyDigit: 'none', account: 8, pad: true },
  '041': { agency: 4, agencyDigit: 'none', account: 9, pad: true },
  '104': { agency: 4, agencyDigit: 'none', account: 11, pad: false },
  '237': {
    agency: 4,
    agencyDigit: 'optional',
    account: 7,
    pad: true,
    letter: 'P',
    agencyCheck: agencyMod11('P'),
  },
  '341': { agency: 4, agencyDigit: 'none', account: 5, pad: true },
};

/** Whether this bank's check digits are verified (not only their format). */
export const checksDigits = (bankCode: string): boolean => bankCode in BANK_RULES;

const pad = (value: string, length: number) => value.padStart(length, '0');

/** Bradesco writes a "P" digit as "0" too (Moip's validator takes both). */
const sameDigit = (given: string, computed: string, letter?: 'X' | 'P') =>
  given === computed || (letter === 'P' && given === '0' && computed === 'P');

/**
 * Checks and normalizes the numbers of an account at a bank: lengths, zero-padding, the digits' format and,
 * for the banks of BANK_RULES, the check digits. Inputs are already stripped of masks (digits and X/P).
 * Returns the normalized numbers and, per field, what is wrong (pt-BR).
 */
export function checkBankNumbers(input: BankNumbers): {
  value: BankNumbers;
  errors: Partial<Record<BankNumberField, string>>;
} {
  const errors: Partial<Record<BankNumberField, string>> = {};
  const rule = BANK_RULES[input.bankCode];
  const agencyDigit = input.agencyDigit ? input.agencyDigit.toUpperCase() : null;
  const accountDigit = input.accountDigit.toUpperCase();
  if (!rule) {
    if (agencyDigit && !/^[0-9X]$/.test(agencyDigit))
      errors.agency_digit = 'O dígito da agência deve ser um número ou X.';
    if (!/^[0-9X]{1,2}$/.test(accountDigit))
      errors.account_digit = 'O dígito da conta deve ter 1 ou 2 caracteres (números ou X).';
    return { value: { ...input, agencyDigit, accountDigit }, errors };
  }

  const bank = input.bankName;
  let agency = input.agency;
  if (agency.length > rule.agency)
    errors.agency = `A agência do ${bank} tem ${rule.agency} números, sem o dígito.`;
  else agency = pad(agency, rule.agency);

  let account = input.account;
  if (input.bankCode === '104') {
    // Caixa: operation (3) + account (8) = 11 digits; the newer 12-13 digit accounts (4-digit operation,
    // NSGD) have no published rule here: their format is checked only.
    if (account.length < 11 || account.length > 13)
      errors.account = 'Na Caixa, informe a operação (3 números) e a conta (8 números) juntas, sem o dígito.';
  } else if (account.length > rule.account) {
    errors.account = `A conta do ${bank} tem até ${rule.account} números, sem o dígito.`;
  } else if (rule.pad) {
    account = pad(account, rule.account);
  }

  const digitPattern = rule.letter ? new RegExp(`^[0-9${rule.letter}]$`) : /^[0-9]$/;
  const digitText = rule.letter ? `um número ou ${rule.letter}` : 'um número';

  if (rule.agencyDigit === 'none' && agencyDigit) {
    errors.agency_digit = `O ${bank} não usa dígito na agência: deixe em branco.`;
  } else if (rule.agencyDigit === 'required' && !agencyDigit) {
    errors.agency_digit = 'Informe o dígito da agência.';
  } else if (agencyDigit && !digitPattern.test(agencyDigit)) {
    errors.agency_digit = `O dígito da agência deve ser ${digitText}.`;
  } else if (agencyDigit && rule.agencyCheck && !errors.agency) {
    if (!sameDigit(agencyDigit, rule.agencyCheck(agency), rule.letter))
      errors.agency_digit = 'O dígito da agência não confere com o número da agência.';
  }

  if (!digitPattern.test(accountDigit)) {
    errors.account_digit = `O dígito da conta deve ser ${digitText}.`;
  } else if (!errors.agency && !errors.account && !(input.bankCode === '104' && account.length > 11)) {
    const valid = (digit: string) => isValidBankAccount({ bankCode: input.bankCode, agency, account, digit });
    const ok = valid(accountDigit) || (rule.letter === 'P' && accountDigit === '0' && valid('P'));
    if (!ok) errors.account_digit = 'O dígito da conta não confere com a agência e a conta informadas.';
  }

  return {
    value: {
      ...input,
      agency,
      agencyDigit: rule.agencyDigit === 'none' ? null : agencyDigit,
      account,
      accountDigit,
    },
    errors,
  };
}
