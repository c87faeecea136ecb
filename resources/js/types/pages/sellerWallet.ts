import type { PayoutStatus } from '../../../../shared/constants/payouts.ts';
import type { Paginated } from '../catalogue';
import type { SellerStore } from './seller';

export { PAYOUT_STATUSES, type PayoutStatus } from '../../../../shared/constants/payouts.ts';

/** Money is in reais (2 decimals) in every field below; dates are YYYY-MM-DD, instants ISO (docs/payouts-and-plans.md). */

/** The ledger transactions a store's statement shows (docs/ledger.md). */
export type StatementKind =
  | 'order_paid'
  | 'store_release'
  | 'store_order_refund'
  | 'store_order_gateway_refund'
  | 'store_order_chargeback'
  | 'payout_requested'
  | 'payout_failed';

export const STATEMENT_KINDS: readonly StatementKind[] = [
  'order_paid',
  'store_release',
  'store_order_refund',
  'store_order_gateway_refund',
  'store_order_chargeback',
  'payout_requested',
  'payout_failed',
];

/** Which of the store's two ledger accounts an entry moved. */
export type StatementAccount = 'wallet' | 'receivable';

/** A bank account a cash-out can go to (masked: never the whole number). */
export interface PayoutBankAccount {
  id: number;
  bank_code: string;
  bank_name: string;
  agency: string;
  /** Agency and the account's last digits, `Ag. 1584-9 · ••••0169-6` (bank-accounts.ts). */
  account_masked: string;
  holder_name: string;
  is_default: boolean;
}

export interface Payout {
  id: number;
  store_id: number;
  /** What reaches the bank account. */
  amount: number;
  /** The cash-out fee (withdrawal_price), taken from the wallet on top of the amount. */
  fee: number;
  /** amount + fee: what left the wallet. */
  total: number;
  status: PayoutStatus;
  status_label: string;
  scheduled_for: string;
  created_at: string;
  settled_at: string | null;
  failure_reason: string | null;
  bank_account: PayoutBankAccount | null;
}

/** One entry of the store's statement: a line of a ledger transaction on one of its two accounts. */
export interface StatementEntry {
  id: number;
  transaction_id: number;
  created_at: string;
  kind: StatementKind | string;
  kind_label: string;
  account: StatementAccount;
  /** Signed: positive raised the account. */
  amount: number;
  /** That account's balance right after this entry. */
  balance_after: number;
  order_number: string | null;
  store_order_id: number | null;
  payout_id: number | null;
}

/** An open store order whose money is still held (store_receivable) and when it would be released. */
export interface NextRelease {
  store_order_id: number;
  number: string;
  status: 'shipped' | 'delivered';
  status_label: string;
  net: number;
  delivered_at: string | null;
  /** The day the auto-conclusion releases it; null while not delivered yet. */
  release_on: string | null;
  /** Why it is held (an open complaint, an unanswered return), or null. */
  hold: string | null;
}

/** The cash-out rules as they stand now (system_config). */
export interface WithdrawalRules {
  fee: number;
  min_amount: number;
  min_business_days: number;
  /** The first date a cash-out asked today can be paid on. */
  earliest_date: string;
  /** The last date one can be scheduled for. */
  latest_date: string;
}

/** GET /v1/store-wallet?store_id=: the wallet's summary. */
export interface StoreWalletSummary {
  store_id: number;
  /** The balance of store_wallet:{id} in the ledger: what can be cashed out. */
  available: number;
  /** The balance of store_receivable:{id}: paid orders not concluded yet. */
  receivable: number;
  /** amount + fee of the cash-outs not settled yet (already out of `available`). */
  pending_payouts: number;
  pending_payouts_count: number;
  auto_conclude_days: number;
  next_releases: NextRelease[];
  last_movements: StatementEntry[];
  withdrawal: WithdrawalRules;
}

export interface StatementFilters {
  from: string | null;
  to: string | null;
  kind: StatementKind | null;
  account: StatementAccount | null;
}

/** /my-store/{store_id}/wallet */
export interface WalletPageProps {
  store: SellerStore;
  wallet: StoreWalletSummary;
  payouts: Paginated<Payout>;
  bank_accounts: PayoutBankAccount[];
}

/** /my-store/wallet-detail/{store_id}?from=&to=&kind=&account=&page= */
export interface WalletDetailProps {
  store: SellerStore;
  filters: StatementFilters;
  statement: Paginated<StatementEntry>;
}
