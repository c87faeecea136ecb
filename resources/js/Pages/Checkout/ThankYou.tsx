import { Link } from '@inertiajs/react';
import PaymentPanel from '@/Components/Checkout/PaymentPanel';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import StatusBadge from '@/Components/Orders/StatusBadge';
import { useOrderGroup } from '@/hooks/orders/useOrderGroup';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ThankYouProps } from '@/types/pages/account';

/**
 * /checkout/thankyou?order={group id}: the order numbers, the PIX to pay and the payment's status.
 * The order comes with the page (server/http/pages/account.ts; none for a visitor without a
 * session); a waiting payment is read again through GET /v1/orders/{id}.
 */
export default function CheckoutThankYou({ group: initial }: ThankYouProps) {
  const { t } = useLaravelReactI18n();
  const { group, refresh } = useOrderGroup(initial, { poll: true });

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <ScreenTitle title={t('page.checkout.thankyou')} />
      {group ? (
        <>
          <div className="rounded-lg bg-white p-4 shadow sm:p-6">
            <p className="text-lg font-semibold text-slate-900">{t('checkout.thanks')}</p>
            <p className="text-sm text-slate-600">
              {t('checkout.group_number', { number: group.number, total: formatMoney(group.total) })}
            </p>
            <ul className="mt-4 divide-y divide-slate-100" data-testid="placed-orders">
              {group.orders.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
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
          <PaymentPanel group={group} onChanged={refresh} />
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
      ) : (
        <div
          role="alert"
          data-testid="order-not-found"
          className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-800"
        >
          <p>{t('checkout.order_not_found')}</p>
          <a href={route('auth.login')} className="mt-3 inline-block text-sm font-medium underline">
            {t('auth.login_link')}
          </a>
        </div>
      )}
    </section>
  );
}
