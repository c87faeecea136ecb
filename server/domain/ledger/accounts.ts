import type { DB } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import type { LedgerAccountKind } from '../../db/schema.ts';

/** An account named by its code; created on first use. See docs/ledger.md for the chart of accounts. */
export interface AccountRef {
  code: string;
  kind: LedgerAccountKind;
  userId?: number;
  storeId?: number;
}

export const accounts = {
  buyerWallet: (userId: number): AccountRef => ({
    code: `buyer_wallet:${userId}`,
    kind: 'buyer_wallet',
    userId,
  }),
  walletHolds: (): AccountRef => ({ code: 'wallet_holds', kind: 'wallet_holds' }),
  gateway: (driver: string): AccountRef => ({ code: `gateway:${driver}`, kind: 'gateway' }),
  platformFee: (): AccountRef => ({ code: 'platform_fee', kind: 'platform_fee' }),
  storeReceivable: (storeId: number): AccountRef => ({
    code: `store_receivable:${storeId}`,
    kind: 'store_receivable',
    storeId,
  }),
  storeWallet: (storeId: number): AccountRef => ({
    code: `store_wallet:${storeId}`,
    kind: 'store_wallet',
    storeId,
  }),
  promotions: (): AccountRef => ({ code: 'promotions', kind: 'promotions' }),
  /** Cash-outs taken from store wallets and not yet settled by the payout driver. */
  payoutsInTransit: (): AccountRef => ({ code: 'payouts_in_transit', kind: 'payouts_in_transit' }),
  /** Money paid out to stores' bank accounts through a payout driver (positive: it went out). */
  payoutsSent: (driver: string): AccountRef => ({ code: `payouts_sent:${driver}`, kind: 'payouts_sent' }),
  /** What the platform earns from plans (subscriptions) and featured ads. */
  platformRevenue: (): AccountRef => ({ code: 'platform_revenue', kind: 'platform_revenue' }),
  /**
   * What gateway refunds and chargebacks cost the platform (negative): a refund of a store order
   * whose buyer had already been refunded as wallet credit and spent it.
   */
  refundLosses: (): AccountRef => ({ code: 'refund_losses', kind: 'refund_losses' }),
};

/** Ids of the accounts by code, creating the missing ones (one query when they all exist). */
export async function accountIds(db: DB, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const codes = [...new Set(refs.map((r) => r.code))];
  const ids = new Map<string, number>();
  if (codes.length === 0) return ids;
  const read = async () => {
    const rows = await db
      .selectFrom('ledger_accounts')
      .select(['id', 'code'])
      .where('code', 'in', codes)
      .execute();
    for (const row of rows) ids.set(row.code, row.id);
  };
  await read();
  const missing = refs.filter((r, i) => !ids.has(r.code) && refs.findIndex((x) => x.code === r.code) === i);
  if (missing.length === 0) return ids;
  const now = nowIso();
  await db
    .insertInto('ledger_accounts')
    .values(
      missing.map((ref) => ({
        code: ref.code,
        kind: ref.kind,
        user_id: ref.userId ?? null,
        store_id: ref.storeId ?? null,
        balance: 0,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await read();
  return ids;
}
