import { type FormEvent, useEffect, useState } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';

const toNumber = (text: string) => {
  if (text.trim() === '') return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** Minimum and maximum price in reais, applied together. */
export default function PriceRange({
  min,
  max,
  onApply,
}: {
  min?: number;
  max?: number;
  onApply: (range: { price_min?: number; price_max?: number }) => void;
}) {
  const { t } = useLaravelReactI18n();
  const [low, setLow] = useState(min?.toString() ?? '');
  const [high, setHigh] = useState(max?.toString() ?? '');
  useEffect(() => setLow(min?.toString() ?? ''), [min]);
  useEffect(() => setHigh(max?.toString() ?? ''), [max]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let [from, to] = [toNumber(low), toNumber(high)];
    if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
    onApply({ price_min: from, price_max: to });
  };

  const input = 'w-full min-w-0 rounded-md border border-slate-300 px-2 py-1 text-sm';
  return (
    <form onSubmit={submit} className="border-t border-slate-100 pt-3">
      <p className="mb-1 text-sm font-semibold text-slate-800">{t('catalogue.filter_price')}</p>
      <div className="flex items-center gap-2">
        <input
          inputMode="decimal"
          aria-label={t('catalogue.filter_price_min')}
          placeholder={t('catalogue.filter_price_min')}
          value={low}
          onChange={(e) => setLow(e.target.value)}
          className={input}
        />
        <span aria-hidden="true">–</span>
        <input
          inputMode="decimal"
          aria-label={t('catalogue.filter_price_max')}
          placeholder={t('catalogue.filter_price_max')}
          value={high}
          onChange={(e) => setHigh(e.target.value)}
          className={input}
        />
        <button
          type="submit"
          className="rounded-md bg-slate-800 px-2.5 py-1 text-sm font-medium text-white hover:bg-slate-700"
        >
          {t('catalogue.apply')}
        </button>
      </div>
    </form>
  );
}
