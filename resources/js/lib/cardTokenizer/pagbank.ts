import { cardDigits, detectCardBrand } from '@shared/cardTokenizer/cardBrand.ts';
import { CardTokenizeError, type CardTokenizer } from '@shared/cardTokenizer/types.ts';

export const PAGBANK_SDK_URL =
  'https://assets.pagseguro.com.br/checkout-sdk-js/rc/dist/browser/pagseguro.min.js';

interface PagSeguroSdk {
  encryptCard(input: {
    publicKey: string;
    holder: string;
    number: string;
    expMonth: string;
    expYear: string;
    securityCode: string;
  }): { encryptedCard?: string; hasErrors?: boolean; errors?: { code: string; message: string }[] };
}

declare global {
  interface Window {
    PagSeguro?: PagSeguroSdk;
  }
}

let loading: Promise<PagSeguroSdk> | null = null;

/** Loads PagBank's SDK once (its origin is in the CSP only while PAYMENT_DRIVER=pagbank). */
export function loadPagSeguro(doc: Document = document): Promise<PagSeguroSdk> {
  if (window.PagSeguro) return Promise.resolve(window.PagSeguro);
  loading ??= new Promise<PagSeguroSdk>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = PAGBANK_SDK_URL;
    script.async = true;
    script.onload = () => (window.PagSeguro ? resolve(window.PagSeguro) : reject(new Error('PagSeguro')));
    script.onerror = () => reject(new Error('PagSeguro'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * PagBank's card encryption: their SDK encrypts the card in the browser with the account's RSA public
 * key (`PagSeguro.encryptCard`), locally, with no network call; the host receives `encrypted` and
 * puts it in the charge (or stores the card with it). docs/payments.md "Card tokens".
 */
export function pagbankTokenizer(
  publicKey: string,
  load: () => Promise<PagSeguroSdk> = () => loadPagSeguro(),
): CardTokenizer {
  return {
    driver: 'pagbank',
    async tokenize(card) {
      const number = cardDigits(card.number) ?? '';
      let sdk: PagSeguroSdk;
      try {
        sdk = await load();
      } catch {
        throw new CardTokenizeError('unavailable');
      }
      const result = sdk.encryptCard({
        publicKey,
        holder: card.holder.trim(),
        number,
        expMonth: String(card.expMonth).padStart(2, '0'),
        expYear: String(card.expYear),
        securityCode: card.cvv.trim(),
      });
      if (result.hasErrors || !result.encryptedCard) throw new CardTokenizeError('refused');
      return {
        field: 'encrypted',
        token: result.encryptedCard,
        brand: detectCardBrand(number),
        last4: number.slice(-4),
        holder: card.holder.trim(),
        exp_month: card.expMonth,
        exp_year: card.expYear,
      };
    },
  };
}
