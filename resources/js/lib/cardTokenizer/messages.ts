import type { CardProblem } from '@shared/cardTokenizer/cardCheck.ts';
import { CardTokenizeError } from '@shared/cardTokenizer/types.ts';

/** The lang key of a card problem (pt-BR text in lang/pt_BR.json); `digits` tells missing from wrong. */
export function cardProblemKey(problem: CardProblem, digits: number): string {
  switch (problem) {
    case 'number':
      return digits < 12 ? 'checkout.card_number_invalid' : 'cards.problem.number';
    case 'brand':
      return 'cards.problem.brand';
    case 'holder':
      return 'checkout.card_holder_missing';
    case 'expiry':
      return 'checkout.card_expiry_invalid';
    case 'expired':
      return 'cards.problem.expired';
    default:
      return 'cards.problem.cvv';
  }
}

/** The lang key of a tokenization failure, for a toast. */
export function tokenizeErrorKey(error: unknown): string {
  if (error instanceof CardTokenizeError) {
    if (error.kind === 'invalid') return 'checkout.card_incomplete';
    if (error.kind === 'refused') return 'cards.tokenize_refused';
  }
  return 'cards.tokenize_unavailable';
}
