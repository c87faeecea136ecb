import { type FormEvent, useId, useState } from 'react';
import { sellerReturnsApi } from '@/api/sellerReturns';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * "Pedir devolução" on a delivered store order (shown while the server says `can_return`): the
 * buyer gives a reason (10–500 characters) and the store is told; its answer comes by e-mail and live.
 */
export default function ReturnRequest({ storeOrderId }: { storeOrderId: number }) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (reason.trim().length < 10) {
      setError(t('order_return.reason_short'));
      return;
    }
    setBusy(true);
    try {
      const data = await sellerReturnsApi.request(storeOrderId, reason.trim());
      if (isActionError(data)) {
        notify.warning(data.message || t('errors.generic'));
        return;
      }
      notify.success(data.message || t('order_return.sent'));
      setSent(true);
    } catch (failure) {
      const fields = validationErrors(failure);
      const message = fields.reason ?? fields.store_order_id;
      if (message) setError(message);
      else notifyRequestError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <p className="text-sm text-slate-700" data-testid="return-sent">
        {t('order_return.waiting')}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-brand-700 hover:underline"
      >
        {t('order_return.ask')}
      </button>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-2" data-testid="return-request" noValidate>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {t('order_return.reason')}
      </label>
      <textarea
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <PrimaryButton disabled={busy}>{busy ? t('common.sending') : t('order_return.send')}</PrimaryButton>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="px-3 py-2 text-sm text-slate-600 hover:underline"
        >
          {t('seller_returns.cancel')}
        </button>
      </div>
    </form>
  );
}
