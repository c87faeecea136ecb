import { router } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { EmptyState } from '@/Components/Catalogue/States';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import SelectField from '@/Components/Form/SelectField';
import TextAreaField from '@/Components/Form/TextAreaField';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import SupportNav from '@/Components/Support/SupportNav';
import { supportApi } from '@/hooks/support/api';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FaqCreateBraProps } from '@/types/pages/support';

/** /my-store/{store_id}/faq-create-bra: the store writes a Q&A about a Bra line product; it goes to analysis. */
export default function MyStoreFaqCreateBra({ store, products }: FaqCreateBraProps) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({ product_id: String(products[0]?.id ?? 0), question: '', answer: '' });

  const send = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      (data) => supportApi.createBra({ store_id: store.id, ...data, product_id: Number(data.product_id) }),
      { onSuccess: () => router.visit(route('my-store.faq.bra', { store_id: store.id })) },
    );
  };

  return (
    <>
      <ScreenTitle />
      <SupportNav storeId={store.id} />
      {products.length === 0 ? (
        <EmptyState title={t('support.bra.no_products')} />
      ) : (
        <form onSubmit={send} className="max-w-2xl space-y-4 rounded-lg bg-white p-5 shadow-sm" noValidate>
          <p className="text-sm text-slate-600">{t('support.bra.create_hint')}</p>
          <SelectField
            label={t('support.bra.product')}
            {...form.field('product_id')}
            options={products.map((p) => ({ value: String(p.id), label: p.name }))}
          />
          <TextAreaField
            label={t('support.bra.question')}
            rows={3}
            maxLength={1000}
            {...form.field('question')}
          />
          <TextAreaField
            label={t('support.bra.answer')}
            rows={5}
            maxLength={3000}
            {...form.field('answer')}
          />
          <PrimaryButton disabled={form.processing}>{t('support.bra.send')}</PrimaryButton>
        </form>
      )}
    </>
  );
}
