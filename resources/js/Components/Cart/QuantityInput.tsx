import { useEffect, useId, useState } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface Props {
  value: number;
  /** The store's stock: the quantity never goes above it. */
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/** A whole number between 1 and `max`; what is typed is converted to a number (spec section 5). */
export function clampQuantity(input: string | number, max: number): number {
  const n = Math.floor(Number(input));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.max(1, Math.min(n, max));
}

/** − / typed / + quantity, committed on blur or Enter so each change is one update-cart call. */
export default function QuantityInput({ value, max, disabled = false, onChange }: Props) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: string | number) => {
    const quantity = clampQuantity(next, max);
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };
  const step = 'h-9 w-9 text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40';

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {t('cart.quantity')}
      </label>
      <div className="inline-flex items-center rounded-md border border-slate-300 bg-white">
        <button
          type="button"
          className={step}
          aria-label={t('cart.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => commit(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit(draft);
            }
          }}
          className="h-9 w-14 border-x border-slate-300 text-center text-sm [appearance:textfield] focus:outline-none"
        />
        <button
          type="button"
          className={step}
          aria-label={t('cart.increase')}
          disabled={disabled || value >= max}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
      <span className="text-xs text-slate-500">{t('cart.stock', { stock: max })}</span>
    </div>
  );
}
