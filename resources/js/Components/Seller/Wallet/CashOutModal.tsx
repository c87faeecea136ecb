import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from '@inertiajs/react';
import type { FormEvent } from 'react';
import MoneyField from '@/Components/Form/MoneyField';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import SelectField from '@/Components/Form/SelectField';
import TextField from '@/Components/Form/TextField';
import { parseReais, useCashOut } from '@/hooks/wallet/useCashOut';
import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { PayoutBankAccount, StoreWalletSummary } from '@/types/pages/sellerWallet';

/**
 * The cash-out modal (spec section 2, "Modals exist for cash-out"): amount, bank account and date
 * (not before the earliest the rules allow); the fee and what leaves the wallet are shown before the
 * seller confirms; the server's messages appear under their fields. Without a bank account it only
 * points to the bank account screen.
 */
export default function CashOutModal({
  storeId,
  wallet,
  accounts,
  onClose,
}: {
  storeId: number;
  wallet: StoreWalletSummary;
  accounts: PayoutBankAccount[];
  onClose: () => void;
}) {
  const { t } = useLaravelReactI18n();
  const rules = wallet.withdrawal;
  const { form, submit } = useCashOut(
    storeId,
    { bank_account_id: String(accounts[0]?.id ?? ''), date: rules.earliest_date },
    onClose,
  );
  const value = parseReais(form.data.amount);
  const typed = Number.isFinite(value) && value > 0;
  const total = typed ? Math.round((value + rules.fee) * 100) / 100 : null;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl"
          data-testid="cash-out-modal"
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {t('wallet.cash_out.title')}
          </DialogTitle>
          <p className="mt-1 text-sm text-slate-600">
            {t('wallet.cash_out.available', { amount: formatMoney(wallet.available) })}
          </p>
          {accounts.length === 0 ? (
            <div className="mt-4 space-y-3" data-testid="cash-out-no-account">
              <p className="text-sm text-slate-700">{t('wallet.cash_out.no_account')}</p>
              <Link
                href={route('my-store.bank-account', { store_id: storeId })}
                className="inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
              >
                {t('wallet.cash_out.add_account')}
              </Link>
            </div>
          ) : (
            <form onSubmit={confirm} noValidate className="mt-4 space-y-3">
              <div>
                <MoneyField
                  label={t('wallet.cash_out.amount')}
                  name="amount"
                  value={form.data.amount}
                  onChange={(amount) => form.setData('amount', amount)}
                  error={form.errors.amount}
                />
                <p className="mt-1 text-xs text-slate-500">
                  {t('wallet.cash_out.minimum', { amount: formatMoney(rules.min_amount) })}
                </p>
              </div>
              <SelectField
                label={t('wallet.cash_out.account')}
                {...form.field('bank_account_id')}
                options={accounts.map((a) => ({
                  value: String(a.id),
                  label: `${a.bank_code} ${a.bank_name} · ${a.account_masked}`,
                }))}
              />
              <div>
                <TextField
                  label={t('wallet.cash_out.date')}
                  type="date"
                  min={rules.earliest_date}
                  max={rules.latest_date}
                  {...form.field('date')}
                />
                <p className="mt-1 text-xs text-slate-500">
                  {t('wallet.cash_out.earliest', { date: formatDate(rules.earliest_date) })}
                </p>
              </div>
              <dl className="rounded-md bg-slate-50 p-3 text-sm" data-testid="cash-out-summary">
                <div className="flex justify-between">
                  <dt>{t('wallet.cash_out.net')}</dt>
                  <dd>{typed ? formatMoney(value) : '—'}</dd>
                </div>
                <div className="flex justify-between">
                  <dt>{t('wallet.cash_out.fee')}</dt>
                  <dd data-testid="cash-out-fee">{formatMoney(rules.fee)}</dd>
                </div>
                <div className="flex justify-between font-semibold">
                  <dt>{t('wallet.cash_out.total')}</dt>
                  <dd data-testid="cash-out-total">{total === null ? '—' : formatMoney(total)}</dd>
                </div>
              </dl>
              <div className="flex justify-end gap-2">
                <button
                  type="button"
                  onClick={onClose}
                  className="rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700"
                >
                  {t('wallet.cash_out.cancel')}
                </button>
                <PrimaryButton disabled={form.processing}>{t('wallet.cash_out.confirm')}</PrimaryButton>
              </div>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
