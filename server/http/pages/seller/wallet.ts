import type {
  WalletDetailProps,
  WalletPageProps,
} from '../../../../resources/js/types/pages/sellerWallet.ts';
import { storePayouts } from '../../../domain/money/payouts.ts';
import { storeStatement } from '../../../domain/money/statement.ts';
import { storeWalletSummary } from '../../../domain/money/wallet.ts';
import { storePayoutAccounts } from '../../../domain/money/wallet-bank-accounts.ts';
import { commerceFor } from '../../../domain/payments/commerce.ts';
import { merge, type PropSources } from '../../../inertia/props.ts';
import {
  PAYOUTS_PER_PAGE,
  payoutListSchema,
  STATEMENT_PER_PAGE,
  statementFilters,
  statementSchema,
} from '../../v1/seller/wallet.ts';
import type { PageResolver } from '../index.ts';
import { parseQuery } from '../params.ts';
import { sellerStore } from './support.ts';

/** Store-area screens of the store's money: the wallet and its statement (docs/payouts-and-plans.md). */
export const walletPageResolvers: Record<string, PageResolver> = {
  /** /my-store/{store_id}/wallet?page=: the summary (GET /v1/store-wallet), the cash-outs, the bank accounts. */
  'my-store.wallet': async (params, services, { query }) => {
    const { db } = services;
    const store = await sellerStore(db, params.store_id);
    if (!store) return null;
    const { page } = parseQuery(payoutListSchema, { store_id: store.id, page: query.page });
    return {
      store,
      wallet: () => storeWalletSummary(db, store.id, commerceFor(services).clock.now()),
      payouts: merge(() => storePayouts(db, store.id, page, PAYOUTS_PER_PAGE), 'data'),
      bank_accounts: () => storePayoutAccounts(db, store.id),
    } satisfies PropSources<WalletPageProps>;
  },

  /** /my-store/wallet-detail/{store_id}?from=&to=&kind=&account=&page=: the statement (GET /v1/store-wallet/statement). */
  'my-store.wallet.detail': async (params, { db }, { query }) => {
    const store = await sellerStore(db, params.store_id);
    if (!store) return null;
    const input = parseQuery(statementSchema, {
      store_id: store.id,
      from: query.from,
      to: query.to,
      kind: query.kind,
      account: query.account,
      page: query.page,
    });
    const filters = statementFilters(input);
    return {
      store,
      filters,
      statement: merge(
        () => storeStatement(db, store.id, { ...filters, page: input.page, perPage: STATEMENT_PER_PAGE }),
        'data',
      ),
    } satisfies PropSources<WalletDetailProps>;
  },
};
