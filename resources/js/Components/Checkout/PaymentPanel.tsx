import StatusBadge from '@/Components/Orders/StatusBadge';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderGroup } from '@/types/cart';
import { brandName } from './brandName';
import PixPayment from './PixPayment';
import SandboxPayButton from './SandboxPayButton';

/** The payment of a placed order: the PIX to pay while it waits, else how it ended. */
export default function PaymentPanel({
  group,
  onChanged,
}: {
  group: OrderGroup;
  /** Reads the order again (after the sandbox pays its PIX). */
  onChanged?: () => void | Promise<void>;
}) {
  const { t } = useLaravelReactI18n();
  const payment = group.payment;
  const waiting = group.status === 'awaiting_payment';

  return (
    <section className="space-y-4 rounded-lg bg-white p-4 shadow sm:p-6" data-testid="payment-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('checkout.payment_status')}</h2>
        <span role="status" aria-live="polite">
          <StatusBadge status={group.status} label={group.status_label} />
        </span>
      </div>
      {payment?.method === 'pix' && waiting && payment.pix_code && (
        <PixPayment
          qrCode={payment.pix_qr_code}
          payload={payment.pix_code}
          amount={payment.amount}
          expiresAt={payment.expires_at}
        />
      )}
      {payment?.method === 'pix' && waiting && payment.charge_id && (
        <SandboxPayButton chargeId={payment.charge_id} onPaid={onChanged} />
      )}
      {payment?.method === 'card' && (
        <p className="text-sm text-slate-700">
          {t('checkout.paid_with_card', {
            brand: brandName(payment.card?.brand ?? ''),
            last4: payment.card?.last4 ?? '',
            n: payment.installments ?? 1,
            total: formatMoney(payment.total_with_interest ?? payment.amount),
          })}
        </p>
      )}
      {waiting && <p className="text-sm text-slate-600">{t('checkout.waiting_payment')}</p>}
      {group.status === 'paid' && (
        <p className="text-sm font-medium text-green-800">{t('checkout.payment_confirmed')}</p>
      )}
      {group.status === 'expired' && <p className="text-sm text-red-800">{t('checkout.pix_expired')}</p>}
      {group.status === 'refused' && (
        <p className="text-sm text-red-800">{payment?.message || t('checkout.payment_refused')}</p>
      )}
      {group.wallet_credit > 0 && (
        <p className="text-sm text-slate-600">
          {t('checkout.credit_used', { amount: formatMoney(group.wallet_credit) })}
        </p>
      )}
    </section>
  );
}
