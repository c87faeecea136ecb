import { accounts } from '../ledger/accounts.ts';
import type { LedgerPosting } from '../ledger/post.ts';
import { payoutMemo } from './statement.ts';

/** The ledger transactions of a cash-out (docs/ledger.md): amount A, fee F, centavos. */
interface PayoutMoney {
  id: number;
  store_id: number;
  amount_cents: number;
  fee_cents: number;
}

/** Asked: A + F leave the store's wallet; A waits in transit, F is the platform's fee. */
export function payoutRequested(p: PayoutMoney): LedgerPosting {
  return {
    kind: 'payout_requested',
    memo: payoutMemo(p.id),
    lines: [
      { account: accounts.storeWallet(p.store_id), amount: -(p.amount_cents + p.fee_cents) },
      { account: accounts.payoutsInTransit(), amount: p.amount_cents },
      { account: accounts.platformFee(), amount: p.fee_cents },
    ],
  };
}

/** Paid: A leaves the platform through the driver. */
export function payoutPaid(p: PayoutMoney & { driver: string }): LedgerPosting {
  return {
    kind: 'payout_paid',
    memo: payoutMemo(p.id),
    lines: [
      { account: accounts.payoutsInTransit(), amount: -p.amount_cents },
      { account: accounts.payoutsSent(p.driver), amount: p.amount_cents },
    ],
  };
}

/** Failed: A and the fee go back to the store's wallet. */
export function payoutFailed(p: PayoutMoney): LedgerPosting {
  return {
    kind: 'payout_failed',
    memo: payoutMemo(p.id),
    lines: [
      { account: accounts.payoutsInTransit(), amount: -p.amount_cents },
      { account: accounts.platformFee(), amount: -p.fee_cents },
      { account: accounts.storeWallet(p.store_id), amount: p.amount_cents + p.fee_cents },
    ],
  };
}
