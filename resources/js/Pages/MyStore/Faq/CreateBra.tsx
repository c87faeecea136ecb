import { router } from '@inertiajs/react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/Components/Catalogue/States';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import Field, { inputClass } from '@/Components/Support/Field';
import SupportNav from '@/Components/Support/SupportNav';
import { supportApi } from '@/hooks/support/api';
import { useSubmit } from '@/hooks/support/useSubmit';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FaqCreateBraProps } from '@/types/pages/support';

/** /my-store/{store_id}/faq-create-bra: the store writes a Q&A about a Bra line product; it goes to analysis. */
export default function MyStoreFaqCreateBra({ store, products }: FaqCreateBraProps) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const { busy, errors, submit } = useSubmit();
  const [productId, setProductId] = useState(products[0]?.id ?? 0);
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const faq = await submit(() =>
      supportApi.createBra({ store_id: store.id, product_id: productId, question, answer }),
    );
    if (faq) router.visit(route('my-store.faq.bra', { store_id: store.id }));
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
          <Field id={`${id}-product`} label={t('support.bra.product')} error={errors.product_id}>
            <select
              id={`${id}-product`}
              value={productId}
              onChange={(e) => setProductId(Number(e.target.value))}
              className={inputClass}
            >
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-question`} label={t('support.bra.question')} error={errors.question}>
            <textarea
              id={`${id}-question`}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              rows={3}
              maxLength={1000}
              className={inputClass}
            />
          </Field>
          <Field id={`${id}-answer`} label={t('support.bra.answer')} error={errors.answer}>
            <textarea
              id={`${id}-answer`}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              rows={5}
              maxLength={3000}
              className={inputClass}
            />
          </Field>
          <PrimaryButton disabled={busy}>{t('support.bra.send')}</PrimaryButton>
        </form>
      )}
    </>
  );
}
