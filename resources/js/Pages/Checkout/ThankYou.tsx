import { Link, usePage } from '@inertiajs/react';
import LoadState from '@/Components/Checkout/LoadState';
import PaymentPanel from '@/Components/Checkout/PaymentPanel';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import StatusBadge from '@/Components/Orders/StatusBadge';
import { useOrderGroup } from '@/hooks/orders/useOrderGroup';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** /checkout/thankyou?order={group id}: the order numbers, the PIX to pay and the payment's status. */
export default function CheckoutThankYou() {
  const { t } = useLaravelReactI18n();
  const query = new URLSearchParams(usePage().url.split('?')[1] ?? '');
  const { group, status, reload } = useOrderGroup(query.get('order'), { poll: true });

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <ScreenTitle title={t('page.checkout.thankyou')} />
      <LoadState status={status} errorText={t('checkout.order_not_found')} onRetry={() => void reload()}>
        {group && (
          <>
            <div className="rounded-lg bg-white p-4 shadow sm:p-6">
              <p className="text-lg font-semibold text-slate-900">{t('checkout.thanks')}</p>
              <p className="text-sm text-slate-600">
                {t('checkout.group_number', { number: group.number, total: formatMoney(group.total) })}
              </p>
              <ul className="mt-4 divide-y divide-slate-100" data-testid="placed-orders">
                {group.orders.map((order) => (
                  <li
                    key={order.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                  >
                    <span>
                      <span className="font-semibold">{t('orders.number', { number: order.number })}</span>{' '}
                      <span className="text-slate-600">· {order.store.name}</span>
                    </span>
                    <span className="flex items-center gap-3">
                      <StatusBadge status={order.status} label={order.status_label} />
                      {formatMoney(order.total)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <PaymentPanel group={group} />
            <div className="flex flex-wrap gap-4 text-sm">
              <Link
                href={route('my-account.order-view', { id: group.id })}
                className="font-medium text-brand-700 hover:underline"
              >
                {t('checkout.see_order')}
              </Link>
              <Link href={route('home')} className="text-slate-600 hover:underline">
                {t('cart.continue')}
              </Link>
            </div>
          </>
        )}
      </LoadState>
    </section>
  );
}
