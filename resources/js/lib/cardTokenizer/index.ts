import { type CardFormInput, checkCard } from '@shared/cardTokenizer/cardCheck.ts';
import {
  CardTokenizeError,
  type CardTokenizer,
  type CardTokenizerConfig,
  type TokenizedCard,
} from '@shared/cardTokenizer/types.ts';
import { pagarmeTokenizer } from './pagarme.ts';
import { pagbankTokenizer } from './pagbank.ts';
import { sandboxTokenizer } from './sandbox.ts';

export {
  type CardFormInput,
  type CardProblem,
  checkCard,
  parseExpiry,
} from '@shared/cardTokenizer/cardCheck.ts';
export {
  type CardTokenBody,
  CardTokenizeError,
  cardTokenBody,
  type TokenizedCard,
} from '@shared/cardTokenizer/types.ts';

/**
 * The browser's card tokenizer for the host's gateway (shared props `payments`): pagar.me's token
 * API, PagBank's SDK encryption, or the sandbox's own token. Chosen by driver name and public key only.
 */
export function createCardTokenizer(config: CardTokenizerConfig | null | undefined): CardTokenizer {
  const driver = config?.driver ?? 'sandbox';
  if (driver === 'sandbox') return sandboxTokenizer();
  if (!config?.public_key) {
    return {
      driver,
      tokenize: () => Promise.reject(new CardTokenizeError('unavailable')),
    };
  }
  return driver === 'pagarme' ? pagarmeTokenizer(config.public_key) : pagbankTokenizer(config.public_key);
}

/**
 * Checks the card in the browser (Luhn, brand, holder, expiry, cvv), then tokenizes it. Throws
 * CardTokenizeError('invalid', problems) before any network call when the card is not usable.
 */
export async function tokenizeCard(tokenizer: CardTokenizer, card: CardFormInput): Promise<TokenizedCard> {
  const problems = checkCard(card);
  if (problems.length > 0) throw new CardTokenizeError('invalid', problems);
  return tokenizer.tokenize(card);
}
