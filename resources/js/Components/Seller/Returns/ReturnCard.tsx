import { formatDate, formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderReturn } from '@/types/pages/sellerReturns';
import ReturnAnswerForm from './ReturnAnswerForm';

/** One return request: the order, the buyer, the items, the reason, the dates, and the store's answer. */
export default function ReturnCard({ item }: { item: OrderReturn }) {
  const { t } = useLaravelReactI18n();
  const labels = useLabels();
  return (
    <article className="space-y-3 rounded-lg bg-white p-4 shadow sm:p-6" data-testid="order-return">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">
            {t('orders.number', { number: item.order_number })}
          </h2>
          <p className="text-xs text-slate-500">
            {t('seller_returns.buyer', { name: item.buyer.name })} · {formatMoney(item.total)}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {item.status_label}
        </span>
      </header>
      <ul className="divide-y divide-slate-100 text-sm">
        {item.items.map((i) => (
          <li key={i.id} className="flex justify-between gap-2 py-1">
            <span className="min-w-0 truncate">
              {i.quantity}× {i.name}{' '}
              <span className="text-xs text-slate-500">
                {labels.listing({ condition: i.condition, language: i.language })}
              </span>
            </span>
            <span className="shrink-0 text-slate-700">{formatMoney(i.unit_price)}</span>
          </li>
        ))}
      </ul>
      <div className="rounded-md bg-amber-50 p-3 text-sm">
        <p className="text-xs font-semibold text-amber-900">{t('seller_returns.reason')}</p>
        <p className="whitespace-pre-line text-slate-800">{item.reason}</p>
      </div>
      {item.store_answer && (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="text-xs font-semibold text-slate-700">{t('seller_returns.your_answer')}</p>
          <p className="whitespace-pre-line text-slate-800">{item.store_answer}</p>
        </div>
      )}
      <dl className="grid grid-cols-1 gap-1 text-xs text-slate-600 sm:grid-cols-3">
        {item.delivered_at && (
          <div>
            <dt className="inline">{t('seller_returns.delivered_at')}: </dt>
            <dd className="inline">{formatDate(item.delivered_at)}</dd>
          </div>
        )}
        <div>
          <dt className="inline">{t('seller_returns.requested_at')}: </dt>
          <dd className="inline">{formatDate(item.created_at)}</dd>
        </div>
        {item.answered_at && (
          <div>
            <dt className="inline">{t('seller_returns.answered_at')}: </dt>
            <dd className="inline">{formatDate(item.answered_at)}</dd>
          </div>
        )}
      </dl>
      {item.status === 'requested' && <ReturnAnswerForm returnId={item.id} />}
    </article>
  );
}
