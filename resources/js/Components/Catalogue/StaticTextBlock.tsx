import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ContentText } from '@/types/pages/content';
import { EmptyState } from './States';

/** The body's paragraphs, keyed by position (a text is rendered whole, never reordered). */
function paragraphs(body: string) {
  return body
    .split(/\n+/)
    .filter(Boolean)
    .map((text, i) => ({ id: `p${i}`, text }));
}

/**
 * A content text of the site as the page's props give it (static_text/{code} on the server): its title
 * and paragraphs, or "not available" when the site has no text by that code.
 */
export default function StaticTextBlock({
  content: { code, text },
  headingLevel = 2,
}: {
  content: ContentText;
  headingLevel?: 2 | 3;
}) {
  const { t } = useLaravelReactI18n();
  if (!text) return <EmptyState title={t('catalogue.text_unavailable')} />;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="rounded-lg bg-white p-5 shadow-sm" data-testid={`static-text-${code}`}>
      <Heading className="mb-2 text-lg font-bold text-slate-900">{text.title}</Heading>
      {paragraphs(text.body).map((p) => (
        <p key={p.id} className="mb-2 text-sm leading-relaxed text-slate-700">
          {p.text}
        </p>
      ))}
      {text.updated_at && (
        <p className="mt-3 text-xs text-slate-400">
          {t('catalogue.updated_on', { date: formatDate(text.updated_at) })}
        </p>
      )}
    </article>
  );
}
