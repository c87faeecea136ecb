import PrimaryButton from '@/Components/Form/PrimaryButton';
import { formatMoney } from '@/lib/format';
import { type I18nContextValue, useLaravelReactI18n } from '@/lib/useI18n';
import type { Optimization } from '@/types/pages/wants';

/** What the total is proven to be: the lowest (within the store limit, if any), or at most x % above it. */
function proofText(result: Optimization, t: I18nContextValue['t']): string {
  const limited = result.store_limit !== null;
  if (result.status === 'optimal' && result.gap === 0)
    return t(limited ? 'wants.optimal_limited' : 'wants.optimal');
  const gap = (result.gap * 100).toFixed(1).replace('.', ',');
  return t(limited ? 'wants.gap_limited' : 'wants.gap', { gap });
}

/** The optimized cart: total, proof (optimal or gap), savings, the stores and what is missing. */
export default function OptimizationResult({
  result,
  processing,
  onReplace,
}: {
  result: Optimization;
  processing: boolean;
  onReplace: () => void;
}) {
  const { t } = useLaravelReactI18n();
  const brl = formatMoney;
  return (
    <div className="space-y-3" data-testid="optimization">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-xl font-bold">{t('wants.total', { total: brl(result.total) })}</p>
        <p className="text-sm text-slate-600">{proofText(result, t)}</p>
      </div>
      {result.stores_proven !== null && (
        <p className="text-sm text-slate-600" data-testid="fewest-proof">
          {t(result.stores_proven ? 'wants.fewest_proven' : 'wants.fewest_unproven')}
        </p>
      )}
      <p className="text-sm">
        {t('wants.summary', {
          items: brl(result.items),
          shipping: brl(result.shipping),
          stores: String(result.stores_count),
        })}
      </p>
      <p className="text-sm text-emerald-700">
        {t('wants.saving_naive', { saving: brl(result.naive.saving), naive: brl(result.naive.total) })}
        {result.cart &&
          ` ${t('wants.saving_cart', { saving: brl(result.cart.saving), cart: brl(result.cart.total) })}`}
      </p>
      {result.uncovered.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-amber-800">
          {result.uncovered.map((u) => (
            <li key={u.line_id}>{u.message}</li>
          ))}
        </ul>
      )}
      <ul className="space-y-2">
        {result.stores.map((store) => (
          <li
            key={store.id}
            data-testid="optimization-store"
            className="rounded-md border border-slate-200 p-3 text-sm"
          >
            <p className="font-semibold">
              {store.name} ({store.uf}) · {brl(store.subtotal)} +{' '}
              {store.free_shipping ? t('wants.free_shipping') : brl(store.shipping)}
            </p>
            <ul className="text-slate-600">
              {store.items.map((item) => (
                <li key={`${item.listing_id}-${item.line_id}`}>
                  {item.quantity}× {item.product?.name} · {item.condition} · {item.language} ·{' '}
                  {brl(item.price)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <PrimaryButton type="button" disabled={processing || result.stores.length === 0} onClick={onReplace}>
        {t('wants.replace_cart')}
      </PrimaryButton>
    </div>
  );
}
