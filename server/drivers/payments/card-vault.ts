import { randomUUID } from 'node:crypto';
import type { SandboxCardBehaviour } from '../../../shared/cardTokenizer/sandboxCards.ts';
import type { SandboxTokenPayload } from '../../../shared/cardTokenizer/sandboxToken.ts';
import type { VaultCard } from './types.js';

/**
 * The sandbox's card vault. Like a gateway's vault it hands out a card id and keeps only brand, last
 * 4 digits, holder, expiry, an opaque token and — sandbox only — which test behaviour the number had,
 * all read from the sandbox token made in the browser. It never sees the full number nor the cvv.
 */
export interface VaultedCard extends VaultCard {
  customerId: string;
  token: string;
  behaviour: SandboxCardBehaviour;
}

/**
 * Where the vault keeps its cards: this process's memory (default, the driver's own tests) or the
 * host's database (server/domain/payments/sandbox-cards.ts), so a card saved on one host pays and is
 * removed on any other. A card is written once and never changed: `insert` adds it under a fresh id,
 * `remove` deletes it only for its customer in one conditional statement (true for the one caller
 * that removed it).
 */
export interface SandboxCardStore {
  insert(card: VaultedCard): Promise<void>;
  /** The card when it exists and belongs to the customer. */
  find(customerId: string, cardId: string): Promise<VaultedCard | null>;
  list(customerId: string): Promise<VaultedCard[]>;
  remove(customerId: string, cardId: string): Promise<boolean>;
}

/** The vault entry for the card a sandbox token describes (already decoded and checked by the caller). */
export function vaultedCard(customerId: string, card: SandboxTokenPayload): VaultedCard {
  return {
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
}

/** The default store: this process's memory. */
export function memoryCardStore(): SandboxCardStore {
  const cards = new Map<string, VaultedCard>();
  const own = (customerId: string, cardId: string) => {
    const card = cards.get(cardId);
    return card && card.customerId === customerId ? card : null;
  };
  return {
    async insert(card) {
      cards.set(card.cardId, { ...card });
    },
    async find(customerId, cardId) {
      const card = own(customerId, cardId);
      return card ? { ...card } : null;
    },
    async list(customerId) {
      return [...cards.values()].filter((card) => card.customerId === customerId).map((c) => ({ ...c }));
    },
    async remove(customerId, cardId) {
      return own(customerId, cardId) !== null && cards.delete(cardId);
    },
  };
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
