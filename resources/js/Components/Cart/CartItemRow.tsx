import { Link } from '@inertiajs/react';
import { formatMoney } from '@/lib/format';
import { useLabels } from '@/lib/labels';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CartItem } from '@/types/cart';
import ItemFlag from './ItemFlag';
import QuantityInput from './QuantityInput';

interface Props {
  item: CartItem;
  busy: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onAcceptPrice: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
}

/** One cart item: the card, its condition, price, quantity (up to the store's stock) and its flag. */
export default function CartItemRow({ item, busy, onQuantity, onAcceptPrice, onRemove }: Props) {
  const { t } = useLaravelReactI18n();
  const gone = item.status === 'sold_out' || item.status === 'unavailable';
  const labels = useLabels();
  const details = labels.listing(item);
  const link = 'text-xs font-medium text-brand-700 hover:underline disabled:opacity-50';

  return (
    <li
      className={`flex flex-wrap gap-3 py-4 sm:flex-nowrap ${item.status === 'ok' ? '' : 'rounded-md bg-amber-50/60 px-2'}`}
      data-testid="cart-item"
      data-status={item.status}
    >
      {item.product.url ? (
        <img
          src={item.product.url}
          alt=""
          className="h-20 w-14 shrink-0 rounded object-cover"
          loading="lazy"
        />
      ) : (
        <div className="h-20 w-14 shrink-0 rounded bg-slate-100" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          href={route('product.show', { id: item.product.code })}
          className="block font-medium text-slate-900 hover:text-brand-700"
        >
          {item.product.name}
        </Link>
        <p className="text-xs text-slate-500">
          {[item.product.collection, item.product.number].filter(Boolean).join(' · ')}
        </p>
        {details && <p className="text-xs text-slate-600">{details}</p>}
        <ItemFlag item={item} />
        <div className="flex flex-wrap gap-3">
          {item.status === 'price_changed' && (
            <button type="button" className={link} disabled={busy} onClick={() => onAcceptPrice(item)}>
              {t('cart.accept_price')}
            </button>
          )}
          {item.status === 'quantity_reduced' && item.available_quantity > 0 && (
            <button
              type="button"
              className={link}
              disabled={busy}
              onClick={() => onQuantity(item, item.available_quantity)}
            >
              {t('cart.fix_quantity', { stock: item.available_quantity })}
            </button>
          )}
          <button
            type="button"
            className="text-xs font-medium text-red-700 hover:underline disabled:opacity-50"
            disabled={busy}
            onClick={() => onRemove(item)}
            aria-label={t('cart.remove_item', { name: item.product.name })}
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
      <div className="flex w-full items-start justify-between gap-4 sm:w-auto sm:flex-col sm:items-end">
        {!gone && (
          <QuantityInput
            value={item.quantity}
            max={Math.max(item.available_quantity, 1)}
            disabled={busy}
            onChange={(quantity) => onQuantity(item, quantity)}
          />
        )}
        <div className="text-right">
          <p className="text-xs text-slate-500">{t('cart.unit_price', { price: formatMoney(item.price) })}</p>
          <p className="font-semibold text-slate-900">{formatMoney(item.total)}</p>
        </div>
      </div>
    </li>
  );
}
