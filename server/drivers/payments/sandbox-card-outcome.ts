import type { SandboxCardBehaviour } from '../../../shared/cardTokenizer/sandboxCards.ts';
import { decodeSandboxToken, type SandboxTokenPayload } from '../../../shared/cardTokenizer/sandboxToken.ts';
import type { Clock } from '../shared/clock.js';
import { cardTokenProblem, isCardExpired } from './card-validation.js';
import type { VaultedCard } from './card-vault.js';
import { PaymentError } from './errors.js';
import type { CardReasonCode } from './reasons.js';
import type { CardCharge, CardToken, CreateCardChargeInput } from './types.js';

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
 * The card a sandbox token describes (shared/cardTokenizer/sandboxToken.ts); `invalid_card`
 * when it is not one (a raw number, another gateway's token, a damaged token).
 */
export function readSandboxToken(card: Pick<CardToken, 'token'>): SandboxTokenPayload {
  const payload = decodeSandboxToken(card.token);
  if (!payload) {
    throw new PaymentError(
      'invalid_card',
      'Cartão não reconhecido pelo sandbox: digite os dados do cartão novamente.',
    );
  }
  return payload;
}

/**
 * Decides what the sandbox acquirer answers for a card: a token the sandbox does not read is an
 * error, an expired card is refused; otherwise the test behaviour the browser wrote in the token
 * decides (docs/payments.md "Test cards"). A saved card is the vault's entry for it, read by the
 * caller (null: not in the vault, or not this customer's).
 */
export function sandboxCardOutcome(
  input: Pick<CreateCardChargeInput, 'card' | 'customer'>,
  saved: VaultedCard | null,
  clock: Clock,
): SandboxCardOutcome {
  let problem: CardReasonCode | null;
  let behaviour: SandboxCardBehaviour;
  let card: CardCharge['card'];

  if ('cardId' in input.card) {
    if (!saved) throw new PaymentError('card_not_found', 'Cartão salvo não encontrado para este cliente.');
    problem = isCardExpired(saved.expMonth, saved.expYear, clock.now()) ? 'expired_card' : null;
    behaviour = saved.behaviour;
    card = { brand: saved.brand, last4: saved.last4, holder: saved.holder };
  } else {
    const payload = readSandboxToken(input.card);
    problem = cardTokenProblem(
      {
        token: input.card.token,
        holder: payload.holder,
        expMonth: payload.exp_month,
        expYear: payload.exp_year,
      },
      clock,
    );
    behaviour = payload.behaviour;
    card = { brand: payload.brand, last4: payload.last4, holder: payload.holder.trim().toUpperCase() };
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
