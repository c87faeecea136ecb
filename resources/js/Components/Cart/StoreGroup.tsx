import type { CartBusy } from '@/hooks/cart/useCart';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CartItem, CartShipping, CartStore, ShippingService } from '@/types/cart';
import CartItemRow from './CartItemRow';
import ShippingOptions from './ShippingOptions';

interface Props {
  store: CartStore;
  items: CartItem[];
  shipping: CartShipping | undefined;
  busy: CartBusy;
  onQuantity: (item: CartItem, quantity: number) => void;
  onAcceptPrice: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
  onShipping: (storeId: number, service: ShippingService) => void;
}

/** One store's part of the cart: its items, its shipping choice and its subtotal. */
export default function StoreGroup({ store, items, shipping, busy, onShipping, ...row }: Props) {
  const { t } = useLaravelReactI18n();
  return (
    <section className="rounded-lg bg-white p-4 shadow" data-testid="store-group" aria-label={store.name}>
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 pb-2">
        <h2 className="font-semibold text-slate-900">{t('cart.sold_by', { store: store.name })}</h2>
        <span className="text-xs text-slate-500">
          {store.city}/{store.uf}
        </span>
      </header>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <CartItemRow key={item.id} item={item} busy={busy !== null} {...row} />
        ))}
      </ul>
      <div className="grid grid-cols-1 gap-4 border-t border-slate-100 pt-3 sm:grid-cols-[1fr_auto]">
        <ShippingOptions
          storeName={store.name}
          shipping={shipping}
          busy={busy !== null}
          onSelect={(service) => onShipping(store.id, service)}
        />
        <dl className="space-y-1 self-end text-sm sm:min-w-48" data-testid="store-subtotal">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('cart.store_subtotal')}</dt>
            <dd>{formatMoney(store.subtotal)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('cart.shipping')}</dt>
            <dd>{formatMoney(store.shipping)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t('cart.store_total')}</dt>
            <dd>{formatMoney(store.total)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
