import ScreenTitle from '@/Components/Layout/ScreenTitle';
import OrderSummary from '@/Components/Seller/Orders/OrderSummary';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderConcludedProps } from '@/types/pages/sellerOrders';

/** my-store/{store_id}/concluid-order/{order_id}: the concluded order and the store's wallet after it. */
export default function MyStoreOrderConcluded({ order, wallet }: SellerOrderConcludedProps) {
  const { t } = useLaravelReactI18n();
  return (
    <>
      <ScreenTitle />
      {order.status === 'concluded' ? (
        <div role="status" className="mb-4 rounded-lg bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">{t('seller_orders.concluded_title')}</p>
          <p>{t('seller_orders.concluded_net', { amount: formatMoney(order.net) })}</p>
        </div>
      ) : (
        <p className="mb-4 rounded-lg bg-amber-50 p-4 text-amber-900">{t('seller_orders.not_concluded')}</p>
      )}
      <p className="mb-4 rounded-lg bg-white p-4 shadow-sm">
        {t('seller_orders.wallet_balance')}:{' '}
        <strong data-testid="store-wallet-balance">{formatMoney(wallet.balance)}</strong>
      </p>
      <OrderSummary order={order} />
    </>
  );
}
