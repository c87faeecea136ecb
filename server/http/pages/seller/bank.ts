import type { SellerBankAccountProps } from '../../../../resources/js/types/pages/sellerBank.ts';
import { listBankAccounts } from '../../../domain/money/bank-accounts.ts';
import { BANKS } from '../../../domain/money/banks.ts';
import type { PropSources } from '../../../inertia/props.ts';
import type { PageResolver } from '../index.ts';
import { sellerStore } from './support.ts';

/** Store-area screens of the store's money: its bank accounts (docs/payouts-and-plans.md, "Bank accounts"). */
export const bankPageResolvers: Record<string, PageResolver> = {
  /** /my-store/{store_id}/bankAccount: the store's accounts (GET /v1/bankData) and the bank list (GET /v1/bank). */
  'my-store.bank-account': async (params, { db }) => {
    const store = await sellerStore(db, params.store_id);
    if (!store) return null;
    return {
      store,
      accounts: () => listBankAccounts(db, store.id),
      banks: () => [...BANKS],
    } satisfies PropSources<SellerBankAccountProps>;
  },
};
