import { randomUUID } from 'node:crypto';
import { cardDigits, detectCardBrand } from './card-brand.js';
import type { SandboxCardBehaviour } from './test-cards.js';
import { sandboxBehaviour } from './test-cards.js';
import type { CardData, SavedCard } from './types.js';

/**
 * In-memory card vault of the sandbox. Like a gateway's vault it hands out a card id and keeps
 * only brand, last 4 digits, holder, expiry, an opaque token and — sandbox only — which test
 * behaviour the number had. The full number and the cvv are never stored.
 */
export interface VaultedCard extends SavedCard {
  customerId: string;
  token: string;
  behaviour: SandboxCardBehaviour;
}

export class CardVault {
  private readonly cards = new Map<string, VaultedCard>();

  /** Stores a card already validated by the caller. */
  store(customerId: string, card: CardData): VaultedCard {
    const digits = cardDigits(card.number) ?? '';
    const vaulted: VaultedCard = {
      cardId: `card_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
      customerId,
      token: `tok_${randomUUID().replace(/-/g, '')}`,
      brand: detectCardBrand(digits),
      last4: digits.slice(-4),
      holder: card.holder.trim().toUpperCase(),
      expMonth: card.expMonth,
      expYear: card.expYear,
      behaviour: sandboxBehaviour(digits),
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
export function toSavedCard(card: VaultedCard): SavedCard {
  return {
    cardId: card.cardId,
    brand: card.brand,
    last4: card.last4,
    holder: card.holder,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}
