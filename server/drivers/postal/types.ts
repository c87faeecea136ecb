/** A CEP lookup answer, in the ViaCEP shape. `cep` is formatted "00000-000". */
export interface CepAddress {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/**
 * CEP lookup service. Resolves to null when the CEP is well-formed but does not exist;
 * rejects with InvalidCepError when the input is not a CEP.
 */
export interface PostalCodeDriver {
  readonly name: string;
  lookupCep(cep: string): Promise<CepAddress | null>;
}
