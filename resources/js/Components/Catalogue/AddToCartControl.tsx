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
  stepper = false,
}: {
  /** The store listing's id. */
  offerId: number;
  stock: number;
  busy: boolean;
  onAdd: (body: AddToCartBody) => void;
  /** The short label ("Comprar"): always, or on a phone only (CSS picks, md: 769 px). */
  compact?: boolean | 'phone';
  /**
   * − and + buttons around the quantity instead of a field to type in. A list with a field per line
   * cannot skip its lines off screen: the browser checks every form field when the document finishes
   * parsing, which lays each skipped line out on its own (docs/architecture.md, "Fourth round").
   */
  stepper?: boolean;
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
      {stepper ? (
        <QuantitySteps quantity={quantity} stock={stock} onChange={setQuantity} />
      ) : (
        <input
          type="number"
          min={1}
          max={stock}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          aria-label={t('product.quantity')}
          className="w-14 rounded-md border border-slate-300 px-1.5 py-1 text-sm"
        />
      )}
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

/** The quantity between − and + (1 … stock), read out as it changes. */
function QuantitySteps({
  quantity,
  stock,
  onChange,
}: {
  quantity: string;
  stock: number;
  onChange: (quantity: string) => void;
}) {
  const { t } = useLaravelReactI18n();
  const n = Number(quantity);
  const step = 'h-8 w-7 text-base font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40';
  return (
    <fieldset className="inline-flex items-center rounded-md border border-slate-300">
      <legend className="sr-only">{t('product.quantity')}</legend>
      <button
        type="button"
        className={step}
        aria-label={t('cart.decrease')}
        disabled={n <= 1}
        onClick={() => onChange(String(n - 1))}
      >
        −
      </button>
      <span aria-live="polite" className="w-6 text-center text-sm tabular-nums" data-testid="quantity">
        {n}
      </span>
      <button
        type="button"
        className={step}
        aria-label={t('cart.increase')}
        disabled={n >= stock}
        onClick={() => onChange(String(n + 1))}
      >
        +
      </button>
    </fieldset>
  );
}
