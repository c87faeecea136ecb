import StaticTextBlock from '@/Components/Catalogue/StaticTextBlock';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import FaqGroups from '@/Components/Support/FaqGroups';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { QuestionsProps } from '@/types/pages/content';

/**
 * /questions: the site's introduction, the buyers' FAQ by category, then how buying and shipping work,
 * as the server gives them (server/http/pages/content.ts; texts an admin edits: PUT /v1/static_text).
 */
export default function QuestionsIndex({ faq, texts }: QuestionsProps) {
  const { t } = useLaravelReactI18n();
  // The site's introduction text (code perguntas-frequentes) opens the page; the others follow the FAQ.
  const intro = texts.find((c) => c.code === 'perguntas-frequentes' && c.text);
  const rest = texts.filter((c) => c !== intro);
  return (
    <section className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <ScreenTitle title={t('page.questions')} />
      {intro ? <StaticTextBlock content={intro} /> : null}
      <section aria-labelledby="faq-title" className="space-y-3">
        <h2 id="faq-title" className="text-lg font-bold text-slate-900">
          {t('questions.faq_buyers')}
        </h2>
        <FaqGroups groups={faq} />
      </section>
      {rest.map((content) => (
        <StaticTextBlock key={content.code} content={content} />
      ))}
    </section>
  );
}
