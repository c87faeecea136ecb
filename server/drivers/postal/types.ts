import type { CepLookup as CepAddress } from '../../../resources/js/types/cart.ts';

/** A CEP lookup answer, in the ViaCEP shape (the wire type GET /api/cep/{cep} answers). `cep` is "00000-000". */
export type { CepAddress };

/**
 * CEP lookup service. Resolves to null when the CEP is well-formed but does not exist;
 * rejects with InvalidCepError when the input is not a CEP.
 */
export interface PostalCodeDriver {
  readonly name: string;
  lookupCep(cep: string): Promise<CepAddress | null>;
}
