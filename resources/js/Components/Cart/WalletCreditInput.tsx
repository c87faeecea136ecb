import { type FormEvent, useEffect, useState } from 'react';
import MoneyInput from '@/Components/Form/MoneyInput';
import { clampWalletCredit, formatReaisInput } from '@/hooks/cart/walletCredit';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface Props {
  balance: number;
  /** The credit the cart uses now. */
  applied: number;
  /** What the credit may cover at most (the order total before credit). */
  limit?: number;
  busy?: boolean;
  onApply: (amount: number) => void;
}

/** Wallet credit: clamped to 0 … balance (and the order's total), sent with 2 decimals. */
export default function WalletCreditInput({ balance, applied, limit, busy = false, onApply }: Props) {
  const { t } = useLaravelReactI18n();
  const [draft, setDraft] = useState(formatReaisInput(applied));
  useEffect(() => setDraft(formatReaisInput(applied)), [applied]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = clampWalletCredit(draft, balance, limit);
    setDraft(formatReaisInput(amount));
    onApply(amount);
  };

  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg bg-white p-4 shadow" data-testid="wallet-credit">
      <h2 className="font-semibold text-slate-900">{t('cart.wallet_title')}</h2>
      <p className="text-sm text-slate-600">{t('cart.wallet_balance', { balance: formatMoney(balance) })}</p>
      <div className="flex items-end gap-2">
        <MoneyInput
          className="min-w-0 flex-1"
          label={t('cart.wallet_amount')}
          value={draft}
          disabled={busy || balance <= 0}
          onChange={setDraft}
        />
        <button
          type="submit"
          disabled={busy || balance <= 0}
          className="rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
        >
          {t('cart.wallet_apply')}
        </button>
      </div>
    </form>
  );
}
