import { useId } from 'react';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { InstallmentOption } from '@/types/cart';

interface Props {
  options: InstallmentOption[];
  value: number;
  onChange: (installments: number) => void;
}

/** 1x … 12x as the API offers them: interest-free ones say so, the others show the total. */
export default function InstallmentSelect({ options, value, onChange }: Props) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('checkout.installments')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      >
        {options.map((o) => (
          <option key={o.installments} value={o.installments}>
            {o.interest_free
              ? t('checkout.installment_free', { n: o.installments, amount: formatMoney(o.installment) })
              : t('checkout.installment_interest', {
                  n: o.installments,
                  amount: formatMoney(o.installment),
                  total: formatMoney(o.total),
                })}
          </option>
        ))}
      </select>
    </div>
  );
}
