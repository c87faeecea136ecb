import { Link } from '@inertiajs/react';
import { useOrderMove } from '@/hooks/seller/orders/useOrderMove';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderDetail } from '@/types/pages/sellerOrders';

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold shadow-sm disabled:opacity-60';

/** The moves the store may make now (the server's `can`), and why the money is held when it is. */
export default function OrderMoves({ order }: { order: SellerOrderDetail }) {
  const { t } = useLaravelReactI18n();
  const { processing, errors, run } = useOrderMove(order);
  const params = { store_id: order.store_id, order_id: order.id };
  return (
    <div className="flex flex-col gap-2" data-testid="seller-order-moves">
      {order.hold && (
        <p
          role="status"
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="seller-order-hold"
        >
          {order.hold}
        </p>
      )}
      {errors.move && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800"
          data-testid="seller-order-move-error"
        >
          {errors.move}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {order.can.accept && (
          <button
            type="button"
            disabled={processing}
            onClick={() => run('accept')}
            className={`${button} bg-brand-600 text-white`}
          >
            {t('seller_orders.accept')}
          </button>
        )}
        {order.can.deliver && (
          <button
            type="button"
            disabled={processing}
            onClick={() => run('deliver')}
            className={`${button} bg-teal-600 text-white`}
          >
            {t('seller_orders.deliver')}
          </button>
        )}
        {(order.can.conclude || (order.status === 'delivered' && order.hold)) && (
          <button
            type="button"
            disabled={processing || !order.can.conclude}
            onClick={() => run('conclude')}
            className={`${button} bg-emerald-600 text-white`}
          >
            {t('seller_orders.conclude')}
          </button>
        )}
        {order.can.cancel && (
          <Link href={route('my-store.order.cancel', params)} className={`${button} bg-white text-red-700`}>
            {t('seller_orders.cancel')}
          </Link>
        )}
        <Link href={route('my-store.order.status', params)} className={`${button} bg-white text-slate-700`}>
          {t('seller_orders.timeline')}
        </Link>
      </div>
    </div>
  );
}
