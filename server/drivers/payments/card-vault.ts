import { randomUUID } from 'node:crypto';
import type { SandboxCardBehaviour } from '../../../shared/cardTokenizer/sandboxCards.ts';
import type { SandboxTokenPayload } from '../../../shared/cardTokenizer/sandboxToken.ts';
import type { VaultCard } from './types.js';

/**
 * In-memory card vault of the sandbox. Like a gateway's vault it hands out a card id and keeps
 * only brand, last 4 digits, holder, expiry, an opaque token and — sandbox only — which test
 * behaviour the number had, all read from the sandbox token made in the browser. It never sees
 * the full number nor the cvv.
 */
export interface VaultedCard extends VaultCard {
  customerId: string;
  token: string;
  behaviour: SandboxCardBehaviour;
}

export class CardVault {
  private readonly cards = new Map<string, VaultedCard>();

  /** Stores the card a sandbox token describes (already decoded and checked by the caller). */
  store(customerId: string, card: SandboxTokenPayload): VaultedCard {
    const vaulted: VaultedCard = {
      cardId: `card_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
      customerId,
      token: `tok_${randomUUID().replace(/-/g, '')}`,
      brand: card.brand,
      last4: card.last4,
      holder: card.holder.trim().toUpperCase(),
      expMonth: card.exp_month,
      expYear: card.exp_year,
      behaviour: card.behaviour,
    };
    this.cards.set(vaulted.cardId, vaulted);
    return vaulted;
  }

  /** The card when it exists and belongs to the customer. */
  find(customerId: string, cardId: string): VaultedCard | null {
    const card = this.cards.get(cardId);
    return card && card.customerId === customerId ? card : null;
  }

  list(customerId: string): VaultedCard[] {
    return [...this.cards.values()].filter((card) => card.customerId === customerId);
  }

  remove(customerId: string, cardId: string): boolean {
    if (!this.find(customerId, cardId)) return false;
    return this.cards.delete(cardId);
  }
}

/** The public view of a vaulted card. */
export function toSavedCard(card: VaultedCard): VaultCard {
  return {
    cardId: card.cardId,
    brand: card.brand,
    last4: card.last4,
    holder: card.holder,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}
