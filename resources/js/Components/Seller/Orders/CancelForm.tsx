import type { FormEvent } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextAreaField from '@/Components/Form/TextAreaField';
import { useOrderMove } from '@/hooks/seller/orders/useOrderMove';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerOrderDetail } from '@/types/pages/sellerOrders';

/** The reason (required, 5 to 500 characters) and the confirmation of a cancel. */
export default function CancelForm({ order }: { order: SellerOrderDetail }) {
  const { t } = useLaravelReactI18n();
  const { form, processing, run } = useOrderMove(order);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = form.data.reason.trim();
    if (text.length < 5) {
      form.setError('reason', t(text ? 'seller_orders.reason_short' : 'seller_orders.reason_required'));
      return;
    }
    void run('cancel');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm" noValidate>
      <p className="text-sm text-slate-700">{t('seller_orders.cancel_explain')}</p>
      <TextAreaField
        label={t('seller_orders.cancel_reason')}
        required
        maxLength={500}
        rows={4}
        {...form.field('reason')}
      />
      <PrimaryButton disabled={processing} className="self-start bg-red-600 hover:bg-red-700">
        {t('seller_orders.cancel_confirm')}
      </PrimaryButton>
    </form>
  );
}
