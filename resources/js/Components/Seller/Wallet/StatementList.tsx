import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StatementEntry } from '@/types/pages/sellerWallet';

/** Ledger entries of the store's accounts: date, kind, order, account, amount and the balance after. */
export default function StatementList({ entries }: { entries: StatementEntry[] }) {
  const { t } = useLaravelReactI18n();
  if (entries.length === 0)
    return (
      <p className="text-sm text-slate-600" data-testid="statement-empty">
        {t('wallet.statement.empty')}
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th className="py-2 pr-3">{t('wallet.statement.date')}</th>
            <th className="py-2 pr-3">{t('wallet.statement.kind')}</th>
            <th className="py-2 pr-3">{t('wallet.statement.account')}</th>
            <th className="py-2 pr-3 text-right">{t('wallet.statement.amount')}</th>
            <th className="py-2 text-right">{t('wallet.statement.balance')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((e) => (
            <tr key={e.id} data-testid="statement-entry">
              <td className="py-2 pr-3 whitespace-nowrap">{formatDate(e.created_at)}</td>
              <td className="py-2 pr-3">
                {t(`wallet.kind.${e.kind}`)}
                {e.order_number && <span className="ml-1 text-slate-500">{e.order_number}</span>}
                {e.payout_id !== null && (
                  <span className="ml-1 text-slate-500">
                    {t('wallet.statement.payout', { id: e.payout_id })}
                  </span>
                )}
              </td>
              <td className="py-2 pr-3 text-slate-600">{t(`wallet.account.${e.account}`)}</td>
              <td className={`py-2 pr-3 text-right ${e.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
                {formatMoney(e.amount)}
              </td>
              <td className="py-2 text-right">{formatMoney(e.balance_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
