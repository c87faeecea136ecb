import { formatCEP } from '@brazilian-utils/brazilian-utils';
import { http } from '@/lib/http';
import type { CepLookup } from '@/types/cart';

declare global {
  interface ImportMetaEnv {
    /** The CEP lookup URL template (docs/screens-checkout.md). */
    readonly VITE_CEP_LOOKUP_URL?: string;
  }
}

/** The lookup URL template; `{cep}` becomes the 8 digits. Set at build time (docs/screens-checkout.md). */
export const CEP_LOOKUP_URL: string = import.meta.env.VITE_CEP_LOOKUP_URL || '/api/cep/{cep}';

export function cepDigits(cep: string): string {
  return cep.replace(/\D/g, '');
}

export class CepNotFoundError extends Error {}

function isCrossOrigin(url: string): boolean {
  if (!/^[a-z]+:\/\//i.test(url)) return false;
  return new URL(url).origin !== globalThis.location?.origin;
}

/**
 * Looks a CEP up. Same-origin URLs go through the shared http instance; another origin (ViaCEP
 * straight from the browser) through plain fetch, so no token or XSRF header leaves the site.
 * Resolves to the address, throws CepNotFoundError for a well-formed CEP that does not exist and
 * any other error when the lookup could not be done.
 */
export async function lookupCep(cep: string, template = CEP_LOOKUP_URL): Promise<CepLookup> {
  const url = template.replace('{cep}', cepDigits(cep));
  let data: (Partial<CepLookup> & { erro?: boolean | string }) | null;
  if (isCrossOrigin(url)) {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (response.status === 404) throw new CepNotFoundError();
    if (!response.ok) throw new Error(`CEP lookup answered ${response.status}`);
    data = await response.json();
  } else {
    try {
      data = (await http.get(url)).data;
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      if (status === 404) throw new CepNotFoundError();
      throw error;
    }
  }
  if (!data || data.erro) throw new CepNotFoundError();
  return {
    cep: data.cep ?? formatCEP(cep),
    logradouro: data.logradouro ?? '',
    complemento: data.complemento ?? '',
    bairro: data.bairro ?? '',
    localidade: data.localidade ?? '',
    uf: data.uf ?? '',
  };
}
