import type { Clock } from '../shared/clock.js';
import { cardDigits, detectCardBrand } from './card-brand.js';
import { cardDataProblem, isCardExpired } from './card-validation.js';
import type { CardVault } from './card-vault.js';
import { PaymentError } from './errors.js';
import type { CardReasonCode } from './reasons.js';
import { type SandboxCardBehaviour, sandboxBehaviour } from './test-cards.js';
import type { CardCharge, CreateCardChargeInput } from './types.js';

export interface SandboxCardOutcome {
  status: 'approved' | 'refused' | 'pending';
  reasonCode: CardReasonCode;
  card: CardCharge['card'];
  /** For pending outcomes: how the charge settles once the delay has passed. */
  settleTo?: 'approve' | 'refuse';
}

const REFUSALS: Partial<Record<SandboxCardBehaviour, CardReasonCode>> = {
  insufficient_funds: 'insufficient_funds',
  suspected_fraud: 'suspected_fraud',
  generic_decline: 'generic_decline',
};

/**
 * Decides what the sandbox acquirer answers for a card: bad card data is refused with its
 * reason; otherwise the test-card table decides (unlisted numbers are approved).
 */
export function sandboxCardOutcome(
  input: Pick<CreateCardChargeInput, 'card' | 'customer'>,
  vault: CardVault,
  clock: Clock,
): SandboxCardOutcome {
  let problem: CardReasonCode | null;
  let behaviour: SandboxCardBehaviour;
  let card: CardCharge['card'];

  if ('cardId' in input.card) {
    const saved = vault.find(input.customer.id, input.card.cardId);
    if (!saved) throw new PaymentError('card_not_found', 'Cartão salvo não encontrado para este cliente.');
    problem = isCardExpired(saved.expMonth, saved.expYear, clock.now()) ? 'expired_card' : null;
    behaviour = saved.behaviour;
    card = { brand: saved.brand, last4: saved.last4, holder: saved.holder };
  } else {
    const digits = cardDigits(input.card.number) ?? '';
    problem = cardDataProblem(input.card, clock);
    behaviour = sandboxBehaviour(digits);
    card = {
      brand: detectCardBrand(digits),
      last4: digits.slice(-4),
      holder: String(input.card.holder ?? '')
        .trim()
        .toUpperCase(),
    };
  }

  if (problem) return { status: 'refused', reasonCode: problem, card };
  const refusal = REFUSALS[behaviour];
  if (refusal) return { status: 'refused', reasonCode: refusal, card };
  if (behaviour === 'pending_then_approve' || behaviour === 'pending_then_refuse') {
    return {
      status: 'pending',
      reasonCode: 'in_analysis',
      card,
      settleTo: behaviour === 'pending_then_approve' ? 'approve' : 'refuse',
    };
  }
  return { status: 'approved', reasonCode: 'approved', card };
}
