import { useCallback, useRef, useState } from 'react';
import type { CepLookup } from '@/types/cart';
import { CepNotFoundError, cepDigits, lookupCep } from './cepLookup';

export type CepLookupStatus = 'idle' | 'loading' | 'found' | 'not_found' | 'error';

/**
 * Autofill for address forms: once the CEP has its 8 digits, the lookup fills street, district,
 * city and UF. Only the latest lookup's answer is used when the buyer types quickly.
 */
export function useCepLookup(onFound: (address: CepLookup) => void) {
  const [status, setStatus] = useState<CepLookupStatus>('idle');
  const latest = useRef('');
  const found = useRef(onFound);
  found.current = onFound;

  const lookup = useCallback(async (cep: string) => {
    const digits = cepDigits(cep);
    latest.current = digits;
    if (digits.length !== 8) {
      setStatus('idle');
      return;
    }
    setStatus('loading');
    try {
      const address = await lookupCep(digits);
      if (latest.current !== digits) return;
      setStatus('found');
      found.current(address);
    } catch (error) {
      if (latest.current !== digits) return;
      if (error instanceof CepNotFoundError) setStatus('not_found');
      else {
        console.warn('cep lookup', error);
        setStatus('error');
      }
    }
  }, []);

  return { status, lookup };
}
