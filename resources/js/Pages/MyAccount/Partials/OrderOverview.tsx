import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderGroup } from '@/types/cart';

/** The whole checkout: when, where to, and what it cost. */
export default function OrderOverview({ group }: { group: OrderGroup }) {
  const { t } = useLaravelReactI18n();
  const a = group.address;
  const row = 'flex justify-between gap-4';
  return (
    <section className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 shadow sm:grid-cols-2 sm:p-6">
      <div className="text-sm text-slate-700">
        <p className="font-semibold text-slate-900">{t('orders.number', { number: group.number })}</p>
        <p>{t('orders.placed_at', { date: formatDate(group.created_at) })}</p>
        <p className="mt-2 font-medium text-slate-800">{t('orders.deliver_to')}</p>
        <p>{a.recipient}</p>
        <p>
          {a.address}, {a.number}
          {a.complement ? ` – ${a.complement}` : ''}
        </p>
        <p>
          {a.district} · {a.city}/{a.state} · {a.postcode}
        </p>
      </div>
      <dl className="space-y-1 text-sm">
        <div className={row}>
          <dt className="text-slate-600">{t('cart.subtotal')}</dt>
          <dd>{formatMoney(group.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('cart.shipping')}</dt>
          <dd>{formatMoney(group.shipping)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('cart.discount')}</dt>
          <dd>{formatMoney(group.discount)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('cart.wallet_credit')}</dt>
          <dd>{formatMoney(group.wallet_credit)}</dd>
        </div>
        <div className={`${row} border-t border-slate-100 pt-1 font-bold`}>
          <dt>{t('cart.to_pay')}</dt>
          <dd>{formatMoney(group.to_pay)}</dd>
        </div>
      </dl>
    </section>
  );
}
