import type { CardBrand } from './cardBrand.ts';
import type { CardFormInput, CardProblem } from './cardCheck.ts';

/** The payment gateway the host runs (PAYMENT_DRIVER): its tokenizer runs in the browser. */
export type CardDriver = 'sandbox' | 'pagarme' | 'pagbank';

/**
 * What the host tells the browser about its gateway (shared props `payments`): the driver and its
 * public key (pagar.me `pk_…`, PagBank's RSA public key; none for the sandbox). Never a secret.
 */
export interface CardTokenizerConfig {
  driver: CardDriver;
  public_key: string | null;
}

/**
 * A card after tokenization: the gateway's token (pagar.me `card_token`, PagBank `encrypted`, the
 * sandbox's `card_token`) and what may be shown of the card. This is all the host ever receives.
 */
export interface TokenizedCard {
  /** The body field the host reads the token from. */
  field: 'card_token' | 'encrypted';
  token: string;
  brand: CardBrand;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
}

/** The card fields of a host call: the token plus brand, last 4 digits, holder and expiry. */
export interface CardTokenBody {
  card_token?: string;
  encrypted?: string;
  brand: CardBrand;
  last4: string;
  holder: string;
  exp_month: number;
  exp_year: number;
}

export interface CardTokenizer {
  readonly driver: CardDriver;
  /** Turns a checked card into a token; throws CardTokenizeError. */
  tokenize(card: CardFormInput): Promise<TokenizedCard>;
}

/** Why a card could not be tokenized: its data (problems), or the gateway (unavailable / refused). */
export class CardTokenizeError extends Error {
  constructor(
    readonly kind: 'invalid' | 'unavailable' | 'refused',
    readonly problems: CardProblem[] = [],
    message = 'card tokenization failed',
  ) {
    super(message);
    this.name = 'CardTokenizeError';
  }
}

export function cardTokenBody(card: TokenizedCard): CardTokenBody {
  return {
    [card.field]: card.token,
    brand: card.brand,
    last4: card.last4,
    holder: card.holder,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
  };
}
