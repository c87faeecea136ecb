import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { SandboxCardsTable } from '../../db/schema.ts';
import type {
  CardBrand,
  SandboxCardBehaviour,
  SandboxCardStore,
  VaultedCard,
} from '../../drivers/payments/index.ts';

/**
 * The sandbox gateway's card vault in the host's database (`sandbox_cards`, migration 0032), so a card
 * saved through one host is charged and removed through any other, and survives a restart. A card is
 * written once under a fresh id and never updated; a removal is one conditional DELETE (the card and
 * its customer), so of two hosts removing it at once one gets true, and a charge after it finds
 * nothing (`card_not_found`). Only brand, last 4 digits, holder, expiry, the opaque token and the
 * test behaviour are kept: never the number nor the cvv.
 */
export function databaseCardStore(db: DB): SandboxCardStore {
  const columns = [
    'card_id',
    'customer_id',
    'token',
    'brand',
    'last4',
    'holder',
    'exp_month',
    'exp_year',
    'behaviour',
  ] as const;
  const toCard = (row: Omit<SandboxCardsTable, 'created_at'>): VaultedCard => ({
    cardId: row.card_id,
    customerId: row.customer_id,
    token: row.token,
    brand: row.brand as CardBrand,
    last4: row.last4,
    holder: row.holder,
    expMonth: Number(row.exp_month),
    expYear: Number(row.exp_year),
    behaviour: row.behaviour as SandboxCardBehaviour,
  });

  return {
    async insert(card) {
      await db
        .insertInto('sandbox_cards')
        .values({
          card_id: card.cardId,
          customer_id: card.customerId,
          token: card.token,
          brand: card.brand,
          last4: card.last4,
          holder: card.holder,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          behaviour: card.behaviour,
          created_at: nowIso(),
        })
        .execute();
    },

    async find(customerId, cardId) {
      const row = await db
        .selectFrom('sandbox_cards')
        .select(columns)
        .where('card_id', '=', cardId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return row ? toCard(row) : null;
    },

    async list(customerId) {
      const rows = await db
        .selectFrom('sandbox_cards')
        .select(columns)
        .where('customer_id', '=', customerId)
        .orderBy('created_at')
        .orderBy('card_id')
        .execute();
      return rows.map(toCard);
    },

    async remove(customerId, cardId) {
      const result = await db
        .deleteFrom('sandbox_cards')
        .where('card_id', '=', cardId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
