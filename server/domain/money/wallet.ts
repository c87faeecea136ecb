import type {
  NextRelease,
  StoreWalletSummary,
  WithdrawalRules,
} from '../../../resources/js/types/pages/sellerWallet.ts';
import type { DB } from '../../db/index.ts';
import { toReais } from '../cart/money.ts';
import { configNumber } from '../config.ts';
import { accounts } from '../ledger/accounts.ts';
import { storeNet } from '../ledger/postings.ts';
import { releaseHold } from '../orders/holds.ts';
import { ORDER_STATUS_LABELS } from '../orders/status.ts';
import { addDays, localDay } from '../stores/views.ts';
import { lastMovements } from './statement.ts';
import { addBusinessDays, today } from './wallet-calendar.ts';

/**
 * The store's wallet (docs/payouts-and-plans.md, "Wallet and cash-outs"): what it can cash out is
 * the balance of its `store_wallet` ledger account, never a figure kept elsewhere; what its paid
 * orders still hold is the balance of `store_receivable`.
 */

const DAY_MS = 86_400_000;
/** A cash-out is scheduled at most this many days after the earliest date. */
export const LATEST_SCHEDULE_DAYS = 90;

/** The balances of the store's two accounts, in centavos (0 before the account exists). */
export async function storeBalances(db: DB, storeId: number) {
  const wallet = accounts.storeWallet(storeId).code;
  const receivable = accounts.storeReceivable(storeId).code;
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance'])
    .where('code', 'in', [wallet, receivable])
    .execute();
  const of = (code: string) => Number(rows.find((r) => r.code === code)?.balance ?? 0);
  return { available: of(wallet), receivable: of(receivable) };
}

/** The cash-out settings now, in centavos and business days. */
export async function withdrawalSettings(db: DB) {
  return {
    feeCents: Math.max(0, Math.round(await configNumber(db, 'withdrawal_price', 367))),
    minAmountCents: Math.max(1, Math.round(await configNumber(db, 'withdrawal_min_amount', 1000))),
    minBusinessDays: Math.max(0, Math.round(await configNumber(db, 'withdrawal_min_date', 1))),
  };
}

/** The rules as the modal shows them: fee, minimum, the earliest and latest dates for a cash-out asked `now`. */
export async function withdrawalRules(db: DB, now: Date): Promise<WithdrawalRules> {
  const s = await withdrawalSettings(db);
  const earliest = addBusinessDays(today(now), s.minBusinessDays);
  return {
    fee: toReais(s.feeCents),
    min_amount: toReais(s.minAmountCents),
    min_business_days: s.minBusinessDays,
    earliest_date: earliest,
    latest_date: addDays(earliest, LATEST_SCHEDULE_DAYS),
  };
}

/**
 * The store's shipped and delivered orders, whose money is still in its receivable: a delivered one
 * is released on the day the auto-conclusion (server/jobs/order-auto-conclude.ts) would conclude it,
 * unless something holds it; a shipped one has no date until it is delivered.
 */
export async function nextReleases(db: DB, storeId: number, limit = 10): Promise<NextRelease[]> {
  const days = await configNumber(db, 'order_auto_conclude_days', 7);
  const rows = await db
    .selectFrom('store_orders')
    .select(['id', 'number', 'status', 'store_id', 'items_total', 'shipping_price', 'fee', 'delivered_at'])
    .where('store_id', '=', storeId)
    .where('status', 'in', ['delivered', 'shipped'])
    .orderBy('status')
    .orderBy('delivered_at')
    .orderBy('shipped_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return Promise.all(
    rows.map(async (o) => ({
      store_order_id: o.id,
      number: o.number,
      status: o.status as NextRelease['status'],
      status_label: ORDER_STATUS_LABELS[o.status],
      net: toReais(storeNet(o)),
      delivered_at: o.delivered_at,
      release_on: o.delivered_at ? localDay(new Date(Date.parse(o.delivered_at) + days * DAY_MS)) : null,
      hold: o.status === 'delivered' ? await releaseHold(db, o.id) : null,
    })),
  );
}

/** Amount + fee of the store's cash-outs not settled yet, and how many. */
export async function pendingPayouts(db: DB, storeId: number) {
  const row = await db
    .selectFrom('payouts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number>('fee_cents'), eb.lit(0)).as('fee'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('store_id', '=', storeId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { totalCents: Number(row.amount) + Number(row.fee), count: Number(row.n) };
}

/** GET /v1/store-wallet: the summary the wallet screen opens with. */
export async function storeWalletSummary(db: DB, storeId: number, now: Date): Promise<StoreWalletSummary> {
  const [balances, pending, releases, movements, withdrawal, days] = await Promise.all([
    storeBalances(db, storeId),
    pendingPayouts(db, storeId),
    nextReleases(db, storeId),
    lastMovements(db, storeId, 5),
    withdrawalRules(db, now),
    configNumber(db, 'order_auto_conclude_days', 7),
  ]);
  return {
    store_id: storeId,
    available: toReais(balances.available),
    receivable: toReais(balances.receivable),
    pending_payouts: toReais(pending.totalCents),
    pending_payouts_count: pending.count,
    auto_conclude_days: days,
    next_releases: releases,
    last_movements: movements,
    withdrawal,
  };
}
