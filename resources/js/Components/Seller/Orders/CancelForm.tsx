import { type FormEvent, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { useOrderMove } from '@/hooks/seller/orders/useOrderMove';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderDetail } from '@/types/pages/sellerOrders';

/** The reason (required, 5 to 500 characters) and the confirmation of a cancel. */
export default function CancelForm({ order }: { order: SellerOrderDetail }) {
  const { t } = useLaravelReactI18n();
  const { busy, errors, run } = useOrderMove(order);
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < 5) {
      setLocal(t(text ? 'seller_orders.reason_short' : 'seller_orders.reason_required'));
      return;
    }
    setLocal('');
    void run('cancel', text);
  };
  const error = local || errors.reason;
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm" noValidate>
      <p className="text-sm text-slate-700">{t('seller_orders.cancel_explain')}</p>
      <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="cancel-reason">
        {t('seller_orders.cancel_reason')}
      </label>
      <textarea
        id="cancel-reason"
        name="reason"
        required
        maxLength={500}
        rows={4}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'cancel-reason-error' : undefined}
        className="rounded-md border border-slate-300 p-2"
      />
      {error && (
        <p id="cancel-reason-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <PrimaryButton disabled={busy !== null} className="self-start bg-red-600 hover:bg-red-700">
        {t('seller_orders.cancel_confirm')}
      </PrimaryButton>
    </form>
  );
}
