import { EmptyState, ErrorState, LoadingState } from '@/Components/Catalogue/States';
import StaticTextBlock from '@/Components/Catalogue/StaticTextBlock';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useFaq } from '@/hooks/catalogue/useFaq';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * /questions: the frequently asked questions (GET /v1/faq), then how buying and shipping work. A host
 * without the FAQ call (404) reads as an FAQ with no questions yet.
 */
export default function QuestionsIndex() {
  const { t } = useLaravelReactI18n();
  const faq = useFaq();
  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <ScreenTitle title={t('page.questions')} />
      <section aria-labelledby="faq-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="faq-title" className="mb-2 text-lg font-bold text-slate-900">
          {t('catalogue.faq')}
        </h2>
        {faq.status === 'loading' && <LoadingState />}
        {faq.status === 'error' && faq.failedStatus !== 404 && <ErrorState onRetry={faq.reload} />}
        {(faq.failedStatus === 404 || (faq.status === 'ready' && faq.data?.length === 0)) && (
          <EmptyState title={t('catalogue.faq_empty')} />
        )}
        {faq.data && faq.data.length > 0 && (
          <div className="divide-y divide-slate-100" data-testid="faq">
            {faq.data.map((entry) => (
              <details key={entry.id} className="py-2">
                <summary className="cursor-pointer font-medium text-slate-900">{entry.question}</summary>
                <p className="mt-1 text-sm text-slate-700">{entry.answer}</p>
              </details>
            ))}
          </div>
        )}
      </section>
      <StaticTextBlock code="como-comprar" />
      <StaticTextBlock code="condicoes-das-cartas" />
      <StaticTextBlock code="politica-de-frete" />
    </section>
  );
}
