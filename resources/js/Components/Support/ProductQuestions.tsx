import { Link } from '@inertiajs/react';
import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { supportApi } from '@/hooks/support/api';
import { useSubmit } from '@/hooks/support/useSubmit';
import { useSession } from '@/hooks/useSession';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductQuestionsBlock } from '@/types/pages/support';
import Field, { inputClass } from './Field';

/**
 * The product page's questions: the answered ones (question and the store's answer, escaped), and for
 * a signed-in buyer a form to ask one of the stores selling the product. The store answers on its
 * /faq-questions screen; the buyer gets a notice.
 */
export default function ProductQuestions({
  productId,
  block,
}: {
  productId: number;
  block: ProductQuestionsBlock;
}) {
  const { t } = useLaravelReactI18n();
  const id = useId();
  const viewer = useSession();
  const { busy, errors, submit } = useSubmit();
  const [storeId, setStoreId] = useState(block.stores[0]?.id ?? 0);
  const [question, setQuestion] = useState('');

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const result = await submit(() => supportApi.ask({ product_id: productId, store_id: storeId, question }));
    if (result) {
      // The success toast (useSubmit) is the one message; the field is emptied for the next question.
      setQuestion('');
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg bg-white p-4 shadow-sm"
      data-testid="product-questions"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-bold text-slate-900">
        {t('support.product.title')}
      </h2>
      {block.answered.length === 0 ? (
        <p className="text-sm text-slate-600">{t('support.product.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {block.answered.map((q) => (
            <li key={q.id} className="py-2 text-sm" data-testid="product-question">
              <p className="font-medium text-slate-900">{q.question}</p>
              <p className="mt-1 text-slate-700">
                <span className="font-semibold">{q.store.name}:</span> {q.answer}
              </p>
              <p className="text-xs text-slate-400">{formatDate(q.answered_at ?? q.created_at)}</p>
            </li>
          ))}
        </ul>
      )}
      {block.bra.length > 0 ? (
        <div className="mt-4" data-testid="product-bra-faq">
          <h3 className="mb-1 font-semibold text-slate-900">{t('support.product.bra_title')}</h3>
          <ul className="divide-y divide-slate-100">
            {block.bra.map((faq) => (
              <li key={faq.id} className="py-2 text-sm">
                <p className="font-medium text-slate-900">{faq.question}</p>
                <p className="mt-1 text-slate-700">
                  <span className="font-semibold">{faq.store.name}:</span> {faq.answer}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {block.stores.length === 0 ? null : viewer ? (
        <form onSubmit={ask} className="mt-4 space-y-2" noValidate>
          <Field id={`${id}-store`} label={t('support.product.store')} error={errors.store_id}>
            <select
              id={`${id}-store`}
              value={storeId}
              onChange={(e) => setStoreId(Number(e.target.value))}
              className={inputClass}
              data-testid="question-store"
            >
              {block.stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-question`} label={t('support.product.question')} error={errors.question}>
            <textarea
              id={`${id}-question`}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              rows={3}
              maxLength={1000}
              className={inputClass}
              data-testid="question-input"
            />
          </Field>
          <PrimaryButton disabled={busy} data-testid="question-send">
            {t('support.product.ask')}
          </PrimaryButton>
        </form>
      ) : (
        <p className="mt-3 text-sm">
          <Link href={route('auth.login')} className="text-brand-700 underline">
            {t('support.product.login')}
          </Link>
        </p>
      )}
    </section>
  );
}
