import { router } from '@inertiajs/react';
import { type FormEvent, useId, useState } from 'react';
import { complaintsApi } from '@/api/complaints';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** Opens a complaint on one store order: a reason and the first message. */
export default function NewComplaint({
  storeOrderId,
  target = null,
}: {
  storeOrderId: number;
  /** The order's number and store, to say which order the complaint is about. */
  target?: { number: string; store: { name: string } } | null;
}) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const reasons = [
    t('complaints.reason_not_received'),
    t('complaints.reason_different'),
    t('complaints.reason_damaged'),
    t('complaints.reason_missing'),
    t('complaints.reason_other'),
  ];
  const [reason, setReason] = useState(reasons[0]);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    setBusy(true);
    try {
      const data = await complaintsApi.create({
        store_order_id: storeOrderId,
        reason,
        message: message.trim(),
      });
      if (isActionError(data) || !data.result) {
        notify.warning(data.message || t('errors.generic'));
        return;
      }
      notify.success(t('complaints.opened'));
      router.visit(route('complaints', { id: data.result.id }));
    } catch (error) {
      notifyRequestError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-lg bg-white p-4 shadow sm:p-6"
      data-testid="new-complaint"
    >
      <h2 className="text-lg font-semibold">{t('complaints.new')}</h2>
      {target && (
        <p className="text-sm text-slate-700" data-testid="complaint-target">
          {t('complaints.about_order', { number: target.number, store: target.store.name })}
        </p>
      )}
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
        {t('complaints.reason')}
      </label>
      <select
        id={`${id}-reason`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      >
        {reasons.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </select>
      <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-700">
        {t('complaints.message')}
      </label>
      <textarea
        id={`${id}-message`}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        rows={4}
        required
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <PrimaryButton disabled={busy || !message.trim()}>
        {busy ? t('common.sending') : t('complaints.open')}
      </PrimaryButton>
    </form>
  );
}
