import { catalogueApi } from '@/api/catalogue';
import { resultOf, useLookup } from '@/hooks/catalogue/useLookup';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import { EmptyState, ErrorState, LoadingState } from './States';

/** The body's paragraphs, keyed by position (a text is rendered whole, never reordered). */
function paragraphs(body: string) {
  return body
    .split(/\n+/)
    .filter(Boolean)
    .map((text, i) => ({ id: `p${i}`, text }));
}

/** A content text of the site (GET /v1/static_text/{code}): its title and paragraphs. */
export default function StaticTextBlock({ code, headingLevel = 2 }: { code: string; headingLevel?: 2 | 3 }) {
  const { t } = useLaravelReactI18n();
  const text = useLookup(() => catalogueApi.staticText(code).then(resultOf), `static:${code}`, {
    label: `static_text/${code}`,
  });
  if (text.status === 'loading') return <LoadingState />;
  if (text.status === 'error') {
    return text.failedStatus === 404 ? (
      <EmptyState title={t('catalogue.text_unavailable')} />
    ) : (
      <ErrorState onRetry={text.reload} />
    );
  }
  if (!text.data) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="rounded-lg bg-white p-5 shadow-sm" data-testid={`static-text-${code}`}>
      <Heading className="mb-2 text-lg font-bold text-slate-900">{text.data.title}</Heading>
      {paragraphs(text.data.body).map((p) => (
        <p key={p.id} className="mb-2 text-sm leading-relaxed text-slate-700">
          {p.text}
        </p>
      ))}
      {text.data.updated_at && (
        <p className="mt-3 text-xs text-slate-400">
          {t('catalogue.updated_on', { date: formatDate(text.data.updated_at) })}
        </p>
      )}
    </article>
  );
}
