import { makeSandboxToken } from '@shared/cardTokenizer/sandboxToken.ts';
import { CardTokenizeError, type CardTokenizer } from '@shared/cardTokenizer/types.ts';

/** The sandbox gateway's tokenizer: runs entirely in the browser (sandboxToken.ts), no network. */
export function sandboxTokenizer(now: () => Date = () => new Date()): CardTokenizer {
  return {
    driver: 'sandbox',
    async tokenize(card) {
      const made = makeSandboxToken(card, now());
      if (!made.ok) throw new CardTokenizeError('invalid', made.problems);
      const { brand, last4, holder, exp_month, exp_year } = made.payload;
      return { field: 'card_token', token: made.token, brand, last4, holder, exp_month, exp_year };
    },
  };
}
