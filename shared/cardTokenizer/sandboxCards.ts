/**
 * Sandbox test cards (docs/payments.md "Test cards"). Any holder name, any future expiry and any
 * 3-digit cvv (4 for Amex) work; a Luhn-valid number of a known brand that is not listed is
 * approved. The browser's sandbox tokenizer reads the behaviour here and writes it into the token,
 * so the sandbox driver charges the card as its number says without ever receiving the number.
 */
export type SandboxCardBehaviour =
  | 'approve'
  | 'insufficient_funds'
  | 'suspected_fraud'
  | 'generic_decline'
  /** Stays "pending" (in analysis), then approved once the settle delay has passed. */
  | 'pending_then_approve'
  /** Stays "pending" (in analysis), then refused (generic decline) after the settle delay. */
  | 'pending_then_refuse';

export const SANDBOX_CARD_BEHAVIOURS: readonly SandboxCardBehaviour[] = [
  'approve',
  'insufficient_funds',
  'suspected_fraud',
  'generic_decline',
  'pending_then_approve',
  'pending_then_refuse',
];

export interface SandboxTestCard {
  number: string;
  brand: string;
  behaviour: SandboxCardBehaviour;
}

export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4000000000000010', brand: 'visa', behaviour: 'approve' },
  { number: '4111111111111111', brand: 'visa', behaviour: 'approve' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'approve' },
  { number: '378282246310005', brand: 'amex', behaviour: 'approve' },
  { number: '6362970000457013', brand: 'elo', behaviour: 'approve' },
  { number: '6062825624254001', brand: 'hipercard', behaviour: 'approve' },
  { number: '4000000000000028', brand: 'visa', behaviour: 'generic_decline' },
  { number: '4000000000009995', brand: 'visa', behaviour: 'insufficient_funds' },
  { number: '4100000000000019', brand: 'visa', behaviour: 'suspected_fraud' },
  { number: '4000000000000036', brand: 'visa', behaviour: 'pending_then_approve' },
  { number: '4000000000000044', brand: 'visa', behaviour: 'pending_then_refuse' },
];

const BY_NUMBER: ReadonlyMap<string, SandboxCardBehaviour> = new Map(
  SANDBOX_TEST_CARDS.map((card) => [card.number, card.behaviour]),
);

/** Behaviour of a (digits-only) card number in the sandbox. */
export function sandboxBehaviour(digits: string): SandboxCardBehaviour {
  return BY_NUMBER.get(digits) ?? 'approve';
}
