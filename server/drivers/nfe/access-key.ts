import { NfeError } from './errors.ts';

/**
 * The NF-e access key ("chave de acesso", Manual de Orientação do Contribuinte, 5.4): 44 digits,
 *
 *   cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nNF(9) tpEmis(1) cNF(8) cDV(1)
 *
 * e.g. 35 2611 11222333000181 55 001 000000042 1 12345678 ?
 */

/** IBGE codes of the UFs (cUF): the first two digits of the key. */
export const IBGE_UF_CODES: Readonly<Record<string, string>> = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
};

export const NFE_MODEL = '55';
/** tpEmis 1: normal issue (online with the state's SEFAZ). */
export const NFE_NORMAL_ISSUE = '1';

export interface AccessKeyParts {
  uf: string;
  /** Issue date: the key carries its year and month (AAMM). */
  issuedAt: Date;
  cnpj: string;
  series: number;
  number: number;
  /** The 8-digit random code (cNF). */
  code: string;
}

/**
 * The check digit (cDV) of the first 43 digits: módulo 11. Each digit, from the right, is multiplied by
 * 2, 3, 4, 5, 6, 7, 8, 9, then 2, 3, … again; the products are added; r = sum mod 11; the digit is
 * 11 − r, except when r is 0 or 1: then it is 0. (MOC 5.4; worked example there: 43 digits
 * 5206043300991100250655012000000780026730161 → sum 644, 644 mod 11 = 6, cDV = 5.)
 */
export function accessKeyCheckDigit(first43: string): number {
  if (!/^\d{43}$/.test(first43)) {
    throw new NfeError('invalid_key', 'A chave de acesso sem o dígito verificador deve ter 43 dígitos.');
  }
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += Number(first43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** True for 44 digits whose last one is the módulo-11 digit of the others. */
export function isValidAccessKey(key: string): boolean {
  return /^\d{44}$/.test(key) && accessKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
}

/** Year and month (AAMM) in Brasília time: an NF-e issued at 22:00 on 31 March in São Paulo is March's. */
export function yearMonth(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: '2-digit',
    month: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}`;
}

/** Builds the 44-digit key from its parts. */
export function buildAccessKey(parts: AccessKeyParts): string {
  const cuf = IBGE_UF_CODES[parts.uf.toUpperCase()];
  if (!cuf) throw new NfeError('invalid_uf', `UF do emitente inválida: ${parts.uf}.`);
  if (!/^\d{14}$/.test(parts.cnpj))
    throw new NfeError('invalid_cnpj', 'O CNPJ do emitente deve ter 14 dígitos.');
  if (!Number.isInteger(parts.series) || parts.series < 0 || parts.series > 999) {
    throw new NfeError('invalid_series', 'A série da NF-e deve ficar entre 0 e 999.');
  }
  if (!Number.isInteger(parts.number) || parts.number < 1 || parts.number > 999_999_999) {
    throw new NfeError('invalid_number', 'O número da NF-e deve ficar entre 1 e 999.999.999.');
  }
  if (!/^\d{8}$/.test(parts.code))
    throw new NfeError('invalid_code', 'O código numérico (cNF) deve ter 8 dígitos.');
  const first43 =
    cuf +
    yearMonth(parts.issuedAt) +
    parts.cnpj +
    NFE_MODEL +
    String(parts.series).padStart(3, '0') +
    String(parts.number).padStart(9, '0') +
    NFE_NORMAL_ISSUE +
    parts.code;
  return first43 + accessKeyCheckDigit(first43);
}

/** The key in blocks of four, as the DANFE prints it. */
export function formatAccessKey(key: string): string {
  return key.replace(/(\d{4})(?=\d)/g, '$1 ');
}
