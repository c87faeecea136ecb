import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreOrder } from '@/types/cart';

/** How a store order travels: service, price, tracking code, and its invoice (NF-e) once issued. */
export default function ShippingInfo({ order }: { order: StoreOrder }) {
  const { t } = useLaravelReactI18n();
  const { shipping, invoice } = order;
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-medium text-slate-800">{t('orders.shipping')}</dt>
        <dd className="text-slate-600">
          {shipping.name} · {shipping.price === 0 ? t('cart.free') : formatMoney(shipping.price)} ·{' '}
          {shipping.delivery_days === 1
            ? t('cart.delivery_day', { days: 1 })
            : t('cart.delivery_days', { days: shipping.delivery_days })}
        </dd>
        {shipping.tracking_code && (
          <dd data-testid="tracking">
            {t('orders.tracking')}:{' '}
            {shipping.tracking_url ? (
              <a
                href={shipping.tracking_url}
                target="_blank"
                rel="noreferrer"
                className="font-mono font-medium text-brand-700 hover:underline"
              >
                {shipping.tracking_code}
              </a>
            ) : (
              <span className="font-mono">{shipping.tracking_code}</span>
            )}
          </dd>
        )}
      </div>
      {invoice && (
        <div data-testid="invoice">
          <dt className="font-medium text-slate-800">{t('orders.invoice')}</dt>
          <dd className="text-slate-600">
            {t('orders.invoice_number', { number: invoice.number })}
            {invoice.issued_at && ` · ${formatDate(invoice.issued_at)}`}
          </dd>
          {invoice.key && <dd className="break-all font-mono text-xs text-slate-500">{invoice.key}</dd>}
          {invoice.url && (
            <dd>
              <a
                href={invoice.url}
                target="_blank"
                rel="noreferrer"
                className="text-brand-700 hover:underline"
              >
                {t('orders.invoice_open')}
              </a>
            </dd>
          )}
        </div>
      )}
    </dl>
  );
}
