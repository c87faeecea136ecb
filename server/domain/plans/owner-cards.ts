import type { PlanCardOption } from '../../../resources/js/types/pages/sellerPlans.ts';
import type { DB } from '../../db/index.ts';

/** The saved cards of the store's owner (who pays the store's plan): never more than brand, last digits and expiry. */
export function storeOwnerCards(db: DB, storeId: number): Promise<PlanCardOption[]> {
  return db
    .selectFrom('stores as s')
    .innerJoin('saved_cards as c', 'c.user_id', 's.owner_user_id')
    .select(['c.id', 'c.brand', 'c.last4', 'c.holder', 'c.exp_month', 'c.exp_year'])
    .where('s.id', '=', storeId)
    .orderBy('c.id', 'desc')
    .execute();
}
