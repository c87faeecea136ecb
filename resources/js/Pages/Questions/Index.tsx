import { EmptyState } from '@/Components/Catalogue/States';
import StaticTextBlock from '@/Components/Catalogue/StaticTextBlock';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { QuestionsProps } from '@/types/pages/content';

/**
 * /questions: the frequently asked questions, then how buying and shipping work, as the server gives
 * them (server/http/pages/content.ts). An FAQ without questions says so.
 */
export default function QuestionsIndex({ faq, texts }: QuestionsProps) {
  const { t } = useLaravelReactI18n();
  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <ScreenTitle title={t('page.questions')} />
      <section aria-labelledby="faq-title" className="rounded-lg bg-white p-4 shadow-sm">
        <h2 id="faq-title" className="mb-2 text-lg font-bold text-slate-900">
          {t('catalogue.faq')}
        </h2>
        {faq.length === 0 ? (
          <EmptyState title={t('catalogue.faq_empty')} />
        ) : (
          <div className="divide-y divide-slate-100" data-testid="faq">
            {faq.map((entry) => (
              <details key={entry.id} className="py-2">
                <summary className="cursor-pointer font-medium text-slate-900">{entry.question}</summary>
                <p className="mt-1 text-sm text-slate-700">{entry.answer}</p>
              </details>
            ))}
          </div>
        )}
      </section>
      {texts.map((content) => (
        <StaticTextBlock key={content.code} content={content} />
      ))}
    </section>
  );
}
