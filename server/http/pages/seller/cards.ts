import type { SellerCard, SellerCardsProps } from '../../../../resources/js/types/pages/sellerCards.ts';
import { presentCard, storeOwnerCards } from '../../../domain/payments/cards.ts';
import { isCardExpired } from '../../../drivers/payments/index.ts';
import type { PropSources } from '../../../inertia/props.ts';
import { isHidden } from '../../support/domain-errors.ts';
import type { PageResolver } from '../index.ts';
import { sellerStore } from './support.ts';

/** Store-area screens of the store's money: the owner's saved cards (docs/payouts-and-plans.md "Saved cards"). */
export const cardsPageResolvers: Record<string, PageResolver> = {
  /**
   * /my-store/{store_id}/bankCardCredit: the cards of the store's owner, as GET
   * /pagbank/orders/list_credit_card?store_id= lists them (the same domain function). Only the owner:
   * anyone else the store guard lets in (an admin) gets the not-found page, as the call answers 403.
   */
  'my-store.bank-card-credit': async (params, { db }, { viewer }) => {
    const store = await sellerStore(db, params.store_id);
    if (!store || !viewer) return null;
    let rows: Awaited<ReturnType<typeof storeOwnerCards>>;
    try {
      rows = await storeOwnerCards(db, store.id, viewer.user.id);
    } catch (error) {
      if (isHidden(error)) return null;
      throw error;
    }
    const now = new Date();
    return {
      store,
      cards: rows.map(
        (row): SellerCard => ({
          ...presentCard(row),
          expired: isCardExpired(row.exp_month, row.exp_year, now),
        }),
      ),
    } satisfies PropSources<SellerCardsProps>;
  },
};
