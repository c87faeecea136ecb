import { cardDigits, detectCardBrand } from '@shared/cardTokenizer/cardBrand.ts';
import { CardTokenizeError, type CardTokenizer } from '@shared/cardTokenizer/types.ts';

export const PAGARME_TOKENS_URL = 'https://api.pagar.me/core/v5/tokens';

interface PagarmeTokenAnswer {
  id?: string;
  card?: {
    last_four_digits?: string;
    holder_name?: string;
    exp_month?: number;
    exp_year?: number;
  };
}

/**
 * pagar.me's tokenizecard flow without their script: the browser posts the card to
 * POST /core/v5/tokens?appId=<public key> (no Authorization header, only the public key) and gets a
 * `token_…` id, valid for 60 seconds and one use, which the host turns into a saved card or a charge
 * (`card_token`). The card never reaches the host. The domain must be registered in pagar.me's
 * dashboard. docs/payments.md "Card tokens".
 */
export function pagarmeTokenizer(publicKey: string, fetcher: typeof fetch = globalThis.fetch): CardTokenizer {
  return {
    driver: 'pagarme',
    async tokenize(card) {
      const number = cardDigits(card.number) ?? '';
      let answer: Response;
      try {
        answer = await fetcher(`${PAGARME_TOKENS_URL}?appId=${encodeURIComponent(publicKey)}`, {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'card',
            card: {
              number,
              holder_name: card.holder.trim(),
              exp_month: card.expMonth,
              exp_year: card.expYear,
              cvv: card.cvv.trim(),
            },
          }),
        });
      } catch {
        throw new CardTokenizeError('unavailable');
      }
      if (answer.status >= 400 && answer.status < 500) throw new CardTokenizeError('refused');
      if (!answer.ok) throw new CardTokenizeError('unavailable');
      const body = (await answer.json().catch(() => ({}))) as PagarmeTokenAnswer;
      if (!body.id) throw new CardTokenizeError('unavailable');
      return {
        field: 'card_token',
        token: body.id,
        brand: detectCardBrand(number),
        last4: body.card?.last_four_digits ?? number.slice(-4),
        holder: body.card?.holder_name ?? card.holder.trim(),
        exp_month: body.card?.exp_month ?? card.expMonth,
        exp_year: body.card?.exp_year ?? card.expYear,
      };
    },
  };
}
