import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BankAccount } from '@/types/pages/sellerBank';

/** One account of the list: bank, masked numbers, holder, PIX key, the default badge and its actions. */
export default function BankAccountCard({
  account,
  processing,
  onEdit,
  onDefault,
  onDelete,
}: {
  account: BankAccount;
  processing: boolean;
  onEdit: (account: BankAccount) => void;
  onDefault: (account: BankAccount) => void;
  onDelete: (account: BankAccount) => void;
}) {
  const { t } = useLaravelReactI18n();
  const agency = account.agency_digit ? `${account.agency}-${account.agency_digit}` : account.agency;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow sm:flex-row sm:items-start sm:justify-between"
      data-testid="bank-account"
    >
      <div className="min-w-0 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>
            {account.bank_code} · {account.bank_name}
          </span>
          {account.is_default && (
            <span
              className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800"
              data-testid="bank-default-badge"
            >
              {t('bank.default')}
            </span>
          )}
        </p>
        <p className="text-slate-700">
          {t(`bank.type.${account.account_type}`)} · {t('bank.agency_short')} {agency} ·{' '}
          {t('bank.account_short')} {account.account}-{account.account_digit}
        </p>
        <p className="truncate text-slate-600">{account.holder_name}</p>
        {account.pix_key && (
          <p className="truncate text-xs text-slate-500">
            {t('bank.pix_label', { type: t(`bank.pix.${account.pix_key_type}`) })}: {account.pix_key}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {!account.is_default && (
          <button
            type="button"
            disabled={processing}
            onClick={() => onDefault(account)}
            className="rounded-md border border-brand-600 px-3 py-1.5 text-sm text-brand-700 hover:bg-brand-50 disabled:opacity-50"
          >
            {t('bank.make_default')}
          </button>
        )}
        <button
          type="button"
          disabled={processing}
          onClick={() => onEdit(account)}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-50"
        >
          {t('bank.edit')}
        </button>
        <button
          type="button"
          disabled={processing}
          onClick={() => onDelete(account)}
          className="rounded-md border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          {t('bank.delete')}
        </button>
      </div>
    </li>
  );
}
