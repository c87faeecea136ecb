import { type FormEvent, useState } from 'react';
import { paymentsApi } from '@/api/payments';
import MoneyInput from '@/Components/Form/MoneyInput';
import { useApiForm } from '@/hooks/useApiForm';
import { formatMoney } from '@/lib/format';
import { parseMoneyReais } from '@/lib/money';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { InstallmentOption } from '@/types/cart';

/** "1.234,56" or "1234.56" → reais (lib/money); null when it is not a positive amount. */
function parseReais(text: string): number | null {
  const value = parseMoneyReais(text);
  return value !== null && value >= 0.01 ? value : null;
}

/** Installments of an amount (useApiForm; POST /pagbank/orders/get_installment): 1x to 12x, 1x–3x interest-free. */
export default function InstallmentPreview() {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({ amount: '' });
  const [options, setOptions] = useState<InstallmentOption[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseReais(form.data.amount);
    if (value === null) {
      form.setError('amount', t('cards.installments_amount_invalid'));
      return;
    }
    await form.submit(() => paymentsApi.installments(value), {
      success: false,
      onSuccess: (data) => setOptions(data.result ?? []),
      errorMessage: t('spec.unknown'),
    });
  };

  return (
    <div className="space-y-3" data-testid="installment-preview">
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2" noValidate>
        <MoneyInput
          label={t('cards.installments_amount')}
          value={form.data.amount}
          onChange={(text) => form.setData('amount', text)}
          error={form.errors.amount}
        />
        <button
          type="submit"
          disabled={form.processing}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          {t('cards.installments_simulate')}
        </button>
      </form>
      {options && (
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-slate-500">
              <th className="py-1 font-medium">{t('checkout.installments')}</th>
              <th className="py-1 font-medium">{t('cards.installments_each')}</th>
              <th className="py-1 font-medium">{t('cards.installments_total')}</th>
            </tr>
          </thead>
          <tbody>
            {options.map((o) => (
              <tr key={o.installments} className="border-t border-slate-100" data-testid="installment-option">
                <td className="py-1">
                  {o.installments}x{' '}
                  {o.interest_free ? (
                    <span className="text-emerald-700">{t('cards.installments_free')}</span>
                  ) : (
                    <span className="text-slate-500">
                      {t('cards.installments_rate', {
                        rate: String(o.monthly_rate_percent).replace('.', ','),
                      })}
                    </span>
                  )}
                </td>
                <td className="py-1">{formatMoney(o.installment)}</td>
                <td className="py-1">{formatMoney(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
