import { router } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { complaintsApi } from '@/api/complaints';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import SelectField from '@/Components/Form/SelectField';
import TextAreaField from '@/Components/Form/TextAreaField';
import { useApiForm } from '@/hooks/useApiForm';
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
  const reasons = [
    t('complaints.reason_not_received'),
    t('complaints.reason_different'),
    t('complaints.reason_damaged'),
    t('complaints.reason_missing'),
    t('complaints.reason_other'),
  ];
  const form = useApiForm({ reason: reasons[0], message: '' });
  const message = form.data.message.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message) return;
    void form.submit(
      (data) => complaintsApi.create({ store_order_id: storeOrderId, reason: data.reason, message }),
      {
        success: t('complaints.opened'),
        onSuccess: (data) => data.result && router.visit(route('complaints', { id: data.result.id })),
      },
    );
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
      <SelectField
        label={t('complaints.reason')}
        {...form.field('reason')}
        options={reasons.map((r) => ({ value: r, label: r }))}
      />
      <TextAreaField label={t('complaints.message')} {...form.field('message')} required />
      <PrimaryButton disabled={form.processing || !message}>
        {form.processing ? t('common.sending') : t('complaints.open')}
      </PrimaryButton>
    </form>
  );
}
