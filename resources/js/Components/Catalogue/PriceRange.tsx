import { type FormEvent, useEffect, useState } from 'react';
import MoneyInput from '@/Components/Form/MoneyInput';
import { parseMoneyReais, reaisInputText } from '@/lib/money';
import { useLaravelReactI18n } from '@/lib/useI18n';

const toNumber = (text: string) => parseMoneyReais(text) ?? undefined;
const shown = (reais?: number) => (reais === undefined ? '' : reaisInputText(reais));

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
  const [low, setLow] = useState(shown(min));
  const [high, setHigh] = useState(shown(max));
  useEffect(() => setLow(shown(min)), [min]);
  useEffect(() => setHigh(shown(max)), [max]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let [from, to] = [toNumber(low), toNumber(high)];
    if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
    onApply({ price_min: from, price_max: to });
  };

  return (
    <form onSubmit={submit} className="border-t border-slate-100 pt-3">
      <p className="mb-1 text-sm font-semibold text-slate-800">{t('catalogue.filter_price')}</p>
      <div className="flex items-center gap-2">
        <MoneyInput
          className="min-w-0 flex-1"
          boxClassName=""
          hideLabel
          label={t('catalogue.filter_price_min')}
          placeholder={t('catalogue.filter_price_min')}
          value={low}
          onChange={setLow}
        />
        <span aria-hidden="true">–</span>
        <MoneyInput
          className="min-w-0 flex-1"
          boxClassName=""
          hideLabel
          label={t('catalogue.filter_price_max')}
          placeholder={t('catalogue.filter_price_max')}
          value={high}
          onChange={setHigh}
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
