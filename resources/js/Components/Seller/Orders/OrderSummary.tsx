import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderDetail } from '@/types/pages/sellerOrders';
import OrderStatusBadge from './OrderStatusBadge';

const box = 'rounded-lg bg-white p-4 shadow-sm';

/** Everything about one order the store needs to prepare it: items, buyer, address, shipping, money. */
export default function OrderSummary({ order }: { order: SellerOrderDetail }) {
  const { t, tChoice } = useLaravelReactI18n();
  const labels = useLabels();
  const a = order.address;
  return (
    <div className="flex flex-col gap-4" data-testid="seller-order-summary">
      <div className={`${box} flex flex-wrap items-center gap-3`}>
        <span className="font-mono text-lg font-bold">{order.number}</span>
        <OrderStatusBadge status={order.status} label={order.status_label} />
        {order.cancel_reason && (
          <span className="text-sm text-red-700">
            {t('seller_orders.cancel_reason')}: {order.cancel_reason}
          </span>
        )}
      </div>
      <section className={box}>
        <h2 className="mb-2 font-semibold">{t('seller_orders.items_title')}</h2>
        <ul className="divide-y divide-slate-100">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 py-2 md:flex-row md:items-center md:gap-4">
              <span className="min-w-0 flex-1 font-medium">{item.product.name}</span>
              <span className="text-sm text-slate-600">{labels.listing(item)}</span>
              <span className="text-sm">
                {item.quantity} × {formatMoney(item.unit_price)}
              </span>
              <span className="font-semibold">{formatMoney(item.total)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <section className={box}>
          <h2 className="mb-2 font-semibold">{t('seller_orders.buyer')}</h2>
          <p data-testid="seller-order-buyer">{order.buyer.name}</p>
          <p className="text-sm text-slate-600">{order.buyer.email}</p>
          {order.buyer.phone && <p className="text-sm text-slate-600">{order.buyer.phone}</p>}
        </section>
        <section className={box}>
          <h2 className="mb-2 font-semibold">{t('seller_orders.address')}</h2>
          <p>{a.recipient}</p>
          <p className="text-sm text-slate-600">
            {a.address}, {a.number}
            {a.complement ? ` - ${a.complement}` : ''}
          </p>
          <p className="text-sm text-slate-600">
            {a.district} · {a.city}/{a.state} · {a.postcode}
          </p>
        </section>
        <section className={box}>
          <h2 className="mb-2 font-semibold">{t('seller_orders.shipping')}</h2>
          <p>{order.shipping.name}</p>
          <p className="text-sm text-slate-600">
            {formatMoney(order.shipping.price)} ·{' '}
            {tChoice('seller_orders.days', order.shipping.delivery_days)}
          </p>
          {order.shipping.tracking_code && (
            <p className="text-sm">
              {t('seller_orders.tracking')}:{' '}
              <a className="text-brand-700 underline" href={order.shipping.tracking_url ?? undefined}>
                {order.shipping.tracking_code}
              </a>
            </p>
          )}
        </section>
      </div>
      <section className={`${box} grid grid-cols-2 gap-1 text-sm md:max-w-sm`}>
        <span>{t('seller_orders.subtotal')}</span>
        <span className="text-right">{formatMoney(order.subtotal)}</span>
        <span>{t('seller_orders.shipping')}</span>
        <span className="text-right">{formatMoney(order.shipping.price)}</span>
        <span>{t('seller_orders.fee')}</span>
        <span className="text-right">− {formatMoney(order.fee)}</span>
        <span className="font-semibold">{t('seller_orders.net')}</span>
        <span className="text-right font-semibold" data-testid="seller-order-net">
          {formatMoney(order.net)}
        </span>
      </section>
    </div>
  );
}
