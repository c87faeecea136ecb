import { type FormEvent, useState } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderFilters } from '@/types/pages/sellerOrders';

/** Dates and the search (order number, buyer's name or e-mail) of the order list. */
export default function OrderFilters({
  filters,
  onApply,
}: {
  filters: SellerOrderFilters;
  onApply: (next: Pick<SellerOrderFilters, 'from' | 'to' | 'q'>) => void;
}) {
  const { t } = useLaravelReactI18n();
  const [q, setQ] = useState(filters.q ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ q: q.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  const input = 'rounded-md border border-slate-300 px-3 py-2 text-sm';
  return (
    <form onSubmit={submit} className="mb-3 flex flex-col gap-2 md:flex-row md:items-end">
      <label className="flex flex-1 flex-col text-sm text-slate-700">
        {t('seller_orders.search')}
        <input
          name="q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('seller_orders.search_placeholder')}
          className={input}
        />
      </label>
      <label className="flex flex-col text-sm text-slate-700">
        {t('seller_orders.from')}
        <input
          name="from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className={input}
        />
      </label>
      <label className="flex flex-col text-sm text-slate-700">
        {t('seller_orders.to')}
        <input name="to" type="date" value={to} onChange={(e) => setTo(e.target.value)} className={input} />
      </label>
      <button type="submit" className="rounded-md bg-slate-800 px-4 py-2 text-sm font-semibold text-white">
        {t('seller_orders.filter')}
      </button>
    </form>
  );
}
