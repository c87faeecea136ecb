import { Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextField from '@/Components/Form/TextField';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { LowStockProps } from '@/types/pages/sellerStock';

/**
 * /my-store/{store_id}/low-stock?limit=: the store's listings on sale with `limit` units or fewer,
 * fewest first, each with a link to restock it (the product register opened on that product). The
 * threshold is a form that visits this page (Inertia's `useForm`), so the URL keeps it.
 */
export default function MyStoreLowStock({ store, limit, listings, total }: LowStockProps) {
  const { t, tChoice } = useLaravelReactI18n();
  const form = useForm({ limit: String(limit) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.get(route('my-store.low-stock', { store_id: store.id }), { preserveScroll: true });
  };

  return (
    <>
      <ScreenTitle />
      <p className="mb-4 text-sm text-slate-600">{t('low_stock.intro')}</p>
      <form
        onSubmit={submit}
        noValidate
        className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm"
      >
        <TextField
          label={t('low_stock.limit')}
          name="limit"
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          value={form.data.limit}
          error={form.errors.limit}
          onChange={(e) => form.setData('limit', e.target.value)}
        />
        <PrimaryButton disabled={form.processing}>{t('low_stock.show')}</PrimaryButton>
      </form>
      <p className="mb-2 text-sm text-slate-700" data-testid="low-stock-total">
        {tChoice('low_stock.total', total, { count: String(total), limit: String(limit) })}
      </p>
      {listings.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm">
          {listings.map((listing) => (
            <li
              key={listing.id}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
              data-testid="low-stock-row"
            >
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{listing.product.name}</p>
                <p className="text-xs text-slate-600">
                  {[listing.product.collection, listing.condition_name, listing.language_name]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span
                  className={`text-sm font-semibold ${listing.quantity === 0 ? 'text-red-700' : 'text-amber-700'}`}
                >
                  {tChoice('low_stock.units', listing.quantity, { count: String(listing.quantity) })}
                </span>
                <Link
                  href={route('my-store.product.register', {
                    store_id: store.id,
                    product: listing.product.code,
                  })}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  {t('low_stock.restock')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
