import { Link } from '@inertiajs/react';
import { type FormEvent, useId } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import SelectField from '@/Components/Form/SelectField';
import TextAreaField from '@/Components/Form/TextAreaField';
import { supportApi } from '@/hooks/support/api';
import { useApiForm } from '@/hooks/useApiForm';
import { useSession } from '@/hooks/useSession';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ProductQuestionsBlock } from '@/types/pages/support';

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
  const form = useApiForm({ store_id: block.stores[0]?.id ?? 0, question: '' });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    void form.submit((data) => supportApi.ask({ product_id: productId, ...data }), {
      // The success toast is the one message; the field is emptied for the next question.
      onSuccess: () => form.reset('question'),
    });
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
          <SelectField
            label={t('support.product.store')}
            value={form.data.store_id}
            onChange={(e) => form.setData('store_id', Number(e.target.value))}
            error={form.errors.store_id}
            options={block.stores.map((s) => ({ value: String(s.id), label: s.name }))}
            data-testid="question-store"
          />
          <TextAreaField
            label={t('support.product.question')}
            {...form.field('question')}
            rows={3}
            maxLength={1000}
            data-testid="question-input"
          />
          <PrimaryButton disabled={form.processing} data-testid="question-send">
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
