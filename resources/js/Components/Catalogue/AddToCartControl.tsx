import { type FormEvent, useState } from 'react';
import type { AddToCartBody } from '@/hooks/catalogue/useAddToCart';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** Quantity (1 … stock) and "Adicionar ao carrinho" for one offer. */
export default function AddToCartControl({
  offerId,
  stock,
  busy,
  onAdd,
  compact = false,
}: {
  /** The store listing's id. */
  offerId: number;
  stock: number;
  busy: boolean;
  onAdd: (body: AddToCartBody) => void;
  /** The short label ("Comprar"): always, or on a phone only (CSS picks, md: 769 px). */
  compact?: boolean | 'phone';
}) {
  const { t } = useLaravelReactI18n();
  const [quantity, setQuantity] = useState('1');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Math.min(stock, Math.max(1, Math.floor(Number(quantity)) || 1));
    onAdd({ store_product_id: offerId, quantity: n });
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-1.5">
      <input
        type="number"
        min={1}
        max={stock}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        aria-label={t('product.quantity')}
        className="w-14 rounded-md border border-slate-300 px-1.5 py-1 text-sm"
      />
      <button
        type="submit"
        disabled={busy || stock < 1}
        className="whitespace-nowrap rounded-md bg-accent-500 px-2.5 py-1.5 text-sm font-semibold text-slate-900 hover:brightness-95 disabled:opacity-60"
      >
        {compact === 'phone' ? (
          <>
            <span className="md:hidden">{t('product.add_short')}</span>
            <span className="hidden md:inline">{t('product.add_to_cart')}</span>
          </>
        ) : compact ? (
          t('product.add_short')
        ) : (
          t('product.add_to_cart')
        )}
      </button>
    </form>
  );
}
