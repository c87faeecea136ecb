import { formatCEP } from '@brazilian-utils/brazilian-utils';
import { parseCep } from '../shared/cep.js';
import type { CepAddress, PostalCodeDriver } from './types.js';

export interface ViaCepDriverOptions {
  /** Default https://viacep.com.br/ws */
  baseUrl?: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Default 5000 ms. */
  timeoutMs?: number;
}

export class PostalLookupError extends Error {
  readonly code = 'lookup_failed' as const;

  constructor(message = 'Não foi possível consultar o CEP agora. Tente novamente em instantes.') {
    super(message);
    this.name = 'PostalLookupError';
  }
}

/**
 * The real lookup, against ViaCEP (GET {baseUrl}/{8 digits}/json/). Answers `{ "erro": true }`
 * (or "true") for CEPs that do not exist, which becomes null. Network failures and unexpected
 * answers raise PostalLookupError.
 */
export function createViaCepDriver(options: ViaCepDriverOptions = {}): PostalCodeDriver {
  const baseUrl = (options.baseUrl ?? 'https://viacep.com.br/ws').replace(/\/+$/, '');
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 5000;

  return {
    name: 'viacep',
    async lookupCep(cep) {
      const digits = parseCep(cep);
      let body: unknown;
      try {
        const response = await fetchFn(`${baseUrl}/${digits}/json/`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 400 || response.status === 404) return null;
        if (!response.ok) throw new PostalLookupError();
        body = await response.json();
      } catch (error) {
        if (error instanceof PostalLookupError) throw error;
        throw new PostalLookupError();
      }
      if (typeof body !== 'object' || body === null) throw new PostalLookupError();
      const data = body as Record<string, unknown>;
      if (data.erro === true || data.erro === 'true') return null;
      const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
      if (!text('uf') || !text('localidade')) throw new PostalLookupError();
      const address: CepAddress = {
        cep: formatCEP(digits),
        logradouro: text('logradouro'),
        complemento: text('complemento'),
        bairro: text('bairro'),
        localidade: text('localidade'),
        uf: text('uf'),
      };
      return address;
    },
  };
}
