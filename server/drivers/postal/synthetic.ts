import { formatCEP } from '@brazilian-utils/brazilian-utils';
import { ufFromCep } from '../shared/cep-ranges.js';
import { ufInfo } from '../shared/ufs.js';
import type { CepAddress } from './types.js';

const BAIRROS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Boa Vista',
  'Santa Cruz',
  'São José',
  'Industrial',
  'Planalto',
];

/** CEPs that answer "not found" in the sandbox besides those outside every range. */
export const SANDBOX_NOT_FOUND_CEPS: readonly string[] = ['99999999'];

/**
 * Deterministic made-up address for a CEP outside the known table: the UF from the Correios
 * range table, the city is that UF's capital, the street "Rua <n>" with n taken from the last
 * three digits (1–999, 000 → 1000) and a bairro picked from a short list by the CEP digits.
 * Null when the CEP belongs to no UF or is one of SANDBOX_NOT_FOUND_CEPS.
 */
export function syntheticCep(digits: string): CepAddress | null {
  if (SANDBOX_NOT_FOUND_CEPS.includes(digits)) return null;
  const uf = ufFromCep(digits);
  const info = uf ? ufInfo(uf) : null;
  if (!uf || !info) return null;
  const street = Number(digits.slice(5)) || 1000;
  const bairro = BAIRROS[Number(digits.slice(2, 5)) % BAIRROS.length];
  return {
    cep: formatCEP(digits),
    logradouro: `Rua ${street}`,
    complemento: '',
    bairro,
    localidade: info.capital,
    uf,
  };
}
