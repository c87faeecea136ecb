import { type FormEvent, useState } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import { type StatementFilters as Filters, STATEMENT_KINDS } from '@/types/pages/sellerWallet';

/** Period, kind and account of the statement; applied as the URL's query (a partial reload). */
export default function StatementFilters({
  filters,
  onApply,
}: {
  filters: Filters;
  onApply: (next: Record<string, string | undefined>) => void;
}) {
  const { t } = useLaravelReactI18n();
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [kind, setKind] = useState<string>(filters.kind ?? '');
  const [account, setAccount] = useState<string>(filters.account ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      from: from || undefined,
      to: to || undefined,
      kind: kind || undefined,
      account: account || undefined,
    });
  };
  const input = 'rounded-md border border-slate-300 px-3 py-2 text-sm';
  return (
    <form onSubmit={submit} className="mb-3 flex flex-col gap-2 md:flex-row md:flex-wrap md:items-end">
      <label className="flex flex-col text-sm text-slate-700">
        {t('wallet.filters.from')}
        <input
          name="from"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className={input}
        />
      </label>
      <label className="flex flex-col text-sm text-slate-700">
        {t('wallet.filters.to')}
        <input name="to" type="date" value={to} onChange={(e) => setTo(e.target.value)} className={input} />
      </label>
      <label className="flex flex-col text-sm text-slate-700">
        {t('wallet.filters.kind')}
        <select name="kind" value={kind} onChange={(e) => setKind(e.target.value)} className={input}>
          <option value="">{t('wallet.filters.all')}</option>
          {STATEMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`wallet.kind.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm text-slate-700">
        {t('wallet.filters.account')}
        <select name="account" value={account} onChange={(e) => setAccount(e.target.value)} className={input}>
          <option value="">{t('wallet.filters.all')}</option>
          <option value="wallet">{t('wallet.account.wallet')}</option>
          <option value="receivable">{t('wallet.account.receivable')}</option>
        </select>
      </label>
      <button type="submit" className="rounded-md bg-slate-800 px-4 py-2 text-sm font-semibold text-white">
        {t('wallet.filters.apply')}
      </button>
    </form>
  );
}
