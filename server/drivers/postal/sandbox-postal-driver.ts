import { parseCep } from '../shared/cep.js';
import { knownCep } from './known-ceps.js';
import { syntheticCep } from './synthetic.js';
import type { CepAddress, PostalCodeDriver } from './types.js';

/**
 * Sandbox CEP lookup, no network: the built-in table of real CEPs first, then a synthetic
 * answer that follows the Correios range table. Throws InvalidCepError for malformed input;
 * null for a CEP outside every range (00000-000 … 00999-999) and for 99999-999.
 */
export function lookupCep(cep: string): CepAddress | null {
  const digits = parseCep(cep);
  const known = knownCep(digits);
  return known ? { ...known } : syntheticCep(digits);
}

export function createSandboxPostalDriver(): PostalCodeDriver {
  return {
    name: 'sandbox',
    async lookupCep(cep) {
      return lookupCep(cep);
    },
  };
}
