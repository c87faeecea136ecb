import { isCardExpired, isValidExpiry } from '../../../shared/cardTokenizer/cardCheck.ts';
import type { Clock } from '../shared/clock.js';
import type { CardReasonCode } from './reasons.js';
import type { CardToken } from './types.js';

/**
 * The card checks are the browser's (shared/cardTokenizer/cardCheck.ts): the number and
 * the cvv are checked there, before tokenizing, since they never reach the host.
 */
export {
  isCardExpired,
  isValidCardNumber,
  isValidCvv,
  isValidExpiry,
} from '../../../shared/cardTokenizer/cardCheck.ts';

/**
 * First problem found with a tokenized card, as a decline reason; null when it is usable: a token,
 * a holder name and an expiry that has not passed (São Paulo time).
 */
export function cardTokenProblem(
  card: Pick<CardToken, 'token' | 'holder' | 'expMonth' | 'expYear'>,
  clock: Clock,
): CardReasonCode | null {
  if (typeof card.token !== 'string' || card.token.trim() === '') return 'invalid_card_number';
  if (typeof card.holder !== 'string' || card.holder.trim().length < 2) return 'invalid_holder';
  if (
    !isValidExpiry(card.expMonth, card.expYear) ||
    isCardExpired(card.expMonth, card.expYear, clock.now())
  ) {
    return 'expired_card';
  }
  return null;
}
