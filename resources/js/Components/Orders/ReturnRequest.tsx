import { type FormEvent, useState } from 'react';
import { sellerReturnsApi } from '@/api/sellerReturns';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextAreaField from '@/Components/Form/TextAreaField';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * "Pedir devolução" on a delivered store order (shown while the server says `can_return`): the
 * buyer gives a reason (10–500 characters) and the store is told; its answer comes by e-mail and live.
 */
export default function ReturnRequest({ storeOrderId }: { storeOrderId: number }) {
  const { t } = useLaravelReactI18n();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useApiForm({ reason: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = form.data.reason.trim();
    if (reason.length < 10) {
      form.setError('reason', t('order_return.reason_short'));
      return;
    }
    void form.submit(() => sellerReturnsApi.request(storeOrderId, reason), {
      success: (data) => data.message || t('order_return.sent'),
      onSuccess: () => setSent(true),
      // The refusal (too short, the window closed) reads under the reason, not as a toast as well.
      fieldName: (key) => (key === 'reason' || key === 'store_order_id' ? 'reason' : null),
      toastFieldErrors: false,
    });
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
      <TextAreaField label={t('order_return.reason')} {...form.field('reason')} rows={3} maxLength={500} />
      <div className="flex flex-wrap gap-2">
        <PrimaryButton disabled={form.processing}>
          {form.processing ? t('common.sending') : t('order_return.send')}
        </PrimaryButton>
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
