import { formatCEP } from '@brazilian-utils/brazilian-utils';
import { useCallback, useRef, useState } from 'react';
import { cartApi } from '@/api/cart';
import { cepDigits } from '@/hooks/address/cepLookup';
import { failureMessage } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CartShipping } from '@/types/cart';

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading'; cep: string }
  | { status: 'ready'; cep: string; shippings: CartShipping[] }
  | { status: 'error'; cep: string; message: string };

/**
 * The cart's stores quoted to a CEP the buyer types (GET /v1/shippiments?cep=), without saving an
 * address: what PAC and SEDEX would cost and take to get there. Only the last answer asked counts.
 */
export function useShippingQuote() {
  const { t } = useLaravelReactI18n();
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const last = useRef(0);

  const quote = useCallback(
    async (typed: string) => {
      const digits = cepDigits(typed);
      const cep = formatCEP(digits);
      if (digits.length !== 8) {
        setState({ status: 'error', cep: typed, message: t('cart.quote_invalid_cep') });
        return;
      }
      const ticket = ++last.current;
      setState({ status: 'loading', cep });
      try {
        const data = await cartApi.shippings({ cep });
        if (ticket !== last.current) return;
        setState({ status: 'ready', cep, shippings: data.result ?? [] });
      } catch (error) {
        if (ticket !== last.current) return;
        console.warn('shippiments', error);
        setState({ status: 'error', cep, message: failureMessage(error, t('cart.quote_error')) });
      }
    },
    [t],
  );

  const clear = useCallback(() => {
    last.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, quote, clear };
}
