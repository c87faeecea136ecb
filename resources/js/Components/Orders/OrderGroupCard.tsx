import { Link } from '@inertiajs/react';
import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderGroup } from '@/types/cart';
import StatusBadge from './StatusBadge';

/** One checkout in the buyer's order list: its store orders, each with its own status. */
export default function OrderGroupCard({ group }: { group: OrderGroup }) {
  const { t } = useLaravelReactI18n();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="order-group">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{t('orders.number', { number: group.number })}</p>
          <p className="text-xs text-slate-500">
            {t('orders.placed_at', { date: formatDate(group.created_at) })} · {formatMoney(group.total)}
          </p>
        </div>
        <StatusBadge status={group.status} label={group.status_label} />
      </div>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {group.orders.map((order) => (
          <li
            key={order.id}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
            data-testid="store-order"
          >
            <span className="min-w-0">
              <span className="font-medium">{order.store.name}</span>{' '}
              <span className="text-slate-500">· {order.number}</span>
            </span>
            <span className="flex items-center gap-3">
              <StatusBadge status={order.status} label={order.status_label} />
              <span>{formatMoney(order.total)}</span>
            </span>
          </li>
        ))}
      </ul>
      <Link
        href={route('my-account.order-view', { id: group.id })}
        className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        {t('orders.view')}
      </Link>
    </li>
  );
}
