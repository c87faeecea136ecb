import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CartItem } from '@/types/cart';

/** Why an item cannot be ordered as it is: sold out, fewer units, a new price, or gone. */
export default function ItemFlag({ item }: { item: CartItem }) {
  const { t } = useLaravelReactI18n();
  if (item.status === 'ok') return null;
  const label =
    item.status === 'sold_out'
      ? t('cart.flag_sold_out')
      : item.status === 'unavailable'
        ? t('cart.flag_unavailable')
        : item.status === 'quantity_reduced'
          ? t('cart.flag_quantity_reduced', { stock: item.available_quantity })
          : t('cart.flag_price_changed', {
              old: formatMoney(item.price_added),
              new: formatMoney(item.price),
            });
  const tone =
    item.status === 'price_changed' || item.status === 'quantity_reduced'
      ? 'bg-amber-100 text-amber-900'
      : 'bg-red-100 text-red-800';
  return (
    <div className="space-y-0.5" data-testid="item-flag">
      <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>
      {item.issue && <p className="text-xs text-slate-600">{item.issue}</p>}
    </div>
  );
}
