import { normalizeCep } from './cep.js';
import type { UfCode } from './ufs.js';

/**
 * The Correios CEP ranges per federative unit. The first digit gives the postal region
 * (0–1 SP, 2 RJ/ES, 3 MG, 4 BA/SE, 5 PE/AL/PB/RN, 6 CE/PI/MA/PA/AM/AC/AP/RR,
 * 7 DF/GO/TO/MT/MS/RO, 8 PR/SC, 9 RS); the finer ranges below split it into states.
 * Bounds are the first five digits (the "prefixo"), inclusive.
 *
 * 00000–00999 belongs to no state. 78900–78999 is Rondônia's pre-1990s range (Porto Velho was
 * 78900-000); it is kept so old addresses still resolve, next to the current 76800–76999.
 */
export interface CepRange {
  readonly uf: UfCode;
  readonly from: number;
  readonly to: number;
}

export const CEP_RANGES: readonly CepRange[] = [
  { uf: 'SP', from: 1000, to: 19999 },
  { uf: 'RJ', from: 20000, to: 28999 },
  { uf: 'ES', from: 29000, to: 29999 },
  { uf: 'MG', from: 30000, to: 39999 },
  { uf: 'BA', from: 40000, to: 48999 },
  { uf: 'SE', from: 49000, to: 49999 },
  { uf: 'PE', from: 50000, to: 56999 },
  { uf: 'AL', from: 57000, to: 57999 },
  { uf: 'PB', from: 58000, to: 58999 },
  { uf: 'RN', from: 59000, to: 59999 },
  { uf: 'CE', from: 60000, to: 63999 },
  { uf: 'PI', from: 64000, to: 64999 },
  { uf: 'MA', from: 65000, to: 65999 },
  { uf: 'PA', from: 66000, to: 68899 },
  { uf: 'AP', from: 68900, to: 68999 },
  { uf: 'AM', from: 69000, to: 69299 },
  { uf: 'RR', from: 69300, to: 69399 },
  { uf: 'AM', from: 69400, to: 69899 },
  { uf: 'AC', from: 69900, to: 69999 },
  { uf: 'DF', from: 70000, to: 72799 },
  { uf: 'GO', from: 72800, to: 72999 },
  { uf: 'DF', from: 73000, to: 73699 },
  { uf: 'GO', from: 73700, to: 76799 },
  { uf: 'RO', from: 76800, to: 76999 },
  { uf: 'TO', from: 77000, to: 77999 },
  { uf: 'MT', from: 78000, to: 78899 },
  { uf: 'RO', from: 78900, to: 78999 },
  { uf: 'MS', from: 79000, to: 79999 },
  { uf: 'PR', from: 80000, to: 87999 },
  { uf: 'SC', from: 88000, to: 89999 },
  { uf: 'RS', from: 90000, to: 99999 },
];

/**
 * The UF a CEP belongs to, by the Correios range table. Null when the input is not a
 * well-formed CEP or falls outside every range (00000-000 … 00999-999).
 */
export function ufFromCep(cep: string): UfCode | null {
  const digits = normalizeCep(cep);
  if (digits === null) return null;
  const prefix = Number(digits.slice(0, 5));
  for (const range of CEP_RANGES) {
    if (prefix >= range.from && prefix <= range.to) return range.uf;
  }
  return null;
}
