import { Link } from '@inertiajs/react';
import CartTotals from '@/Components/Cart/CartTotals';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Cart } from '@/types/cart';

interface Props {
  cart: Cart;
  canPlace: boolean;
  sending: boolean;
  onPlace: () => void;
}

/** What is being bought from each store, the totals, and the button that places the order. */
export default function OrderSummary({ cart, canPlace, sending, onPlace }: Props) {
  const { t } = useLaravelReactI18n();
  return (
    <aside
      className="space-y-4 rounded-lg bg-white p-4 shadow lg:sticky lg:top-4"
      data-testid="order-summary"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('checkout.summary')}</h2>
      <ul className="space-y-1 text-sm">
        {cart.stores.map((store) => (
          <li key={store.id} className="flex justify-between gap-3">
            <span className="min-w-0 truncate text-slate-700">
              {store.name} ({store.items_count})
            </span>
            <span>{formatMoney(store.total)}</span>
          </li>
        ))}
      </ul>
      <CartTotals totals={cart.totals} />
      <button
        type="button"
        onClick={onPlace}
        disabled={!canPlace || sending}
        className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {sending ? t('checkout.placing') : t('checkout.place_order')}
      </button>
      <Link href={route('cart')} className="block text-center text-sm text-brand-700 hover:underline">
        {t('checkout.back_to_cart')}
      </Link>
    </aside>
  );
}
