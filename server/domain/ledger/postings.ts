import { accounts } from './accounts.ts';
import type { LedgerPosting } from './post.ts';

/** The ledger transactions of the order life cycle (docs/ledger.md). Amounts are centavos. */

interface GroupMoney {
  id: number;
  user_id: number;
  wallet_credit: number;
  charge_amount: number;
  discount_total: number;
  fee_total: number;
}

interface StoreOrderMoney {
  id: number;
  store_id: number;
  items_total: number;
  shipping_price: number;
  fee: number;
}

/** What the store receives for a store order: its items and shipping, less the platform fee. */
export const storeNet = (order: StoreOrderMoney) => order.items_total + order.shipping_price - order.fee;

/** At checkout: the credit the buyer uses leaves the wallet and waits in wallet_holds. */
export function walletHold(group: Pick<GroupMoney, 'id' | 'user_id' | 'wallet_credit'>): LedgerPosting {
  return {
    kind: 'wallet_hold',
    orderGroupId: group.id,
    lines: [
      { account: accounts.buyerWallet(group.user_id), amount: -group.wallet_credit },
      { account: accounts.walletHolds(), amount: group.wallet_credit },
    ],
  };
}

/** Payment refused or expired, order discarded: the held credit goes back to the wallet. */
export function walletRelease(group: Pick<GroupMoney, 'id' | 'user_id' | 'wallet_credit'>): LedgerPosting {
  return {
    kind: 'wallet_release',
    orderGroupId: group.id,
    lines: [
      { account: accounts.walletHolds(), amount: -group.wallet_credit },
      { account: accounts.buyerWallet(group.user_id), amount: group.wallet_credit },
    ],
  };
}

/**
 * Paid: the gateway's money and the held credit are split into the platform fee and each
 * store's receivable (held until the store order is concluded).
 */
export function orderPaid(
  group: GroupMoney,
  orders: readonly StoreOrderMoney[],
  driver: string,
): LedgerPosting {
  return {
    kind: 'order_paid',
    orderGroupId: group.id,
    lines: [
      { account: accounts.gateway(driver), amount: -group.charge_amount },
      { account: accounts.walletHolds(), amount: -group.wallet_credit },
      { account: accounts.promotions(), amount: -group.discount_total },
      { account: accounts.platformFee(), amount: group.fee_total },
      ...orders.map((o) => ({ account: accounts.storeReceivable(o.store_id), amount: storeNet(o) })),
    ],
  };
}

/** Concluded: the store's receivable becomes money in its wallet. */
export function storeRelease(groupId: number, order: StoreOrderMoney): LedgerPosting {
  return {
    kind: 'store_release',
    orderGroupId: groupId,
    storeOrderId: order.id,
    lines: [
      { account: accounts.storeReceivable(order.store_id), amount: -storeNet(order) },
      { account: accounts.storeWallet(order.store_id), amount: storeNet(order) },
    ],
  };
}

/** A paid store order canceled before shipping: the buyer gets its whole total back as wallet credit. */
export function storeOrderRefund(
  group: { id: number; user_id: number },
  order: StoreOrderMoney,
): LedgerPosting {
  return {
    kind: 'store_order_refund',
    orderGroupId: group.id,
    storeOrderId: order.id,
    lines: [
      { account: accounts.storeReceivable(order.store_id), amount: -storeNet(order) },
      { account: accounts.platformFee(), amount: -order.fee },
      { account: accounts.buyerWallet(group.user_id), amount: order.items_total + order.shipping_price },
    ],
  };
}

/** Credit the platform gives a buyer (demo balance, goodwill). */
export function walletGrant(userId: number, amount: number, memo: string): LedgerPosting {
  return {
    kind: 'wallet_grant',
    memo,
    lines: [
      { account: accounts.promotions(), amount: -amount },
      { account: accounts.buyerWallet(userId), amount },
    ],
  };
}

/** Where the money of a reversed store order was: still held for the store, or already released to it. */
export type ReversalSource = 'receivable' | 'wallet' | 'buyer_credit';

/**
 * A gateway refund or chargeback of one store order (docs/ledger.md "Refunds and chargebacks"). The
 * gateway gives back `refunded` of the charge; the rest of the store order's value (items + shipping)
 * had been paid with wallet credit and goes back to the buyer's wallet. The store's net comes out of
 * its receivable (not concluded yet) or its wallet (concluded: into debt when already cashed out), and
 * the fee goes back. A store order the store had canceled or taken back was already refunded as
 * wallet credit: that credit is what goes back through the gateway, and what the buyer has spent of it
 * (`buyerCredit` is what is left) the platform absorbs (refund_losses).
 */
export function storeOrderReversal(
  group: { id: number; user_id: number },
  order: StoreOrderMoney,
  refunded: number,
  driver: string,
  source: ReversalSource,
  kind: 'refund' | 'chargeback',
  buyerCredit = 0,
): LedgerPosting {
  const value = order.items_total + order.shipping_price;
  const posting = {
    kind: kind === 'chargeback' ? 'store_order_chargeback' : 'store_order_gateway_refund',
    orderGroupId: group.id,
    storeOrderId: order.id,
  };
  if (source === 'buyer_credit') {
    const fromWallet = Math.min(refunded, buyerCredit);
    return {
      ...posting,
      lines: [
        { account: accounts.gateway(driver), amount: refunded },
        { account: accounts.buyerWallet(group.user_id), amount: -fromWallet },
        { account: accounts.refundLosses(), amount: -(refunded - fromWallet) },
      ],
    };
  }
  return {
    ...posting,
    lines: [
      { account: accounts.gateway(driver), amount: refunded },
      {
        account:
          source === 'wallet'
            ? accounts.storeWallet(order.store_id)
            : accounts.storeReceivable(order.store_id),
        amount: -storeNet(order),
      },
      { account: accounts.platformFee(), amount: -order.fee },
      { account: accounts.buyerWallet(group.user_id), amount: value - refunded },
    ],
  };
}
