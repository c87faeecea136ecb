import { formatDate, formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Payout, PayoutStatus } from '@/types/pages/sellerWallet';

const BADGE: Record<PayoutStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  paid: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useLaravelReactI18n();
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}
      data-testid="payout-status"
    >
      {t(`wallet.payout_status.${status}`)}
    </span>
  );
}

/** The store's cash-outs, newest first, with their status (and why one failed). */
export default function PayoutList({ payouts }: { payouts: Payout[] }) {
  const { t } = useLaravelReactI18n();
  if (payouts.length === 0)
    return (
      <p className="text-sm text-slate-600" data-testid="payouts-empty">
        {t('wallet.payouts.empty')}
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {payouts.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2" data-testid="payout">
          <span className="font-semibold">{formatMoney(p.amount)}</span>
          <PayoutStatusBadge status={p.status} />
          <span className="text-slate-600">
            {t('wallet.payouts.scheduled', { date: formatDate(p.scheduled_for) })}
          </span>
          <span className="text-slate-500">{t('wallet.payouts.fee', { amount: formatMoney(p.fee) })}</span>
          {p.bank_account && (
            <span className="text-slate-500">{`${p.bank_account.bank_name} · ${p.bank_account.account_masked}`}</span>
          )}
          {p.failure_reason && (
            <span className="w-full text-red-700" data-testid="payout-failure">
              {p.failure_reason}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
