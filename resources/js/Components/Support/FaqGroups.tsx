import { EmptyState } from '@/Components/Catalogue/States';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FaqGroup } from '@/types/pages/support';

/** Help articles by category, each question opening its answer (plain text, escaped). */
export default function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  const { t } = useLaravelReactI18n();
  if (groups.length === 0) return <EmptyState title={t('catalogue.faq_empty')} />;
  return (
    <div className="space-y-4" data-testid="faq">
      {groups.map((group) => (
        <section
          key={group.category}
          className="rounded-lg bg-white p-4 shadow-sm"
          data-testid={`faq-${group.category}`}
        >
          <h2 className="mb-2 text-lg font-bold text-slate-900">{group.label}</h2>
          <div className="divide-y divide-slate-100">
            {group.items.map((entry) => (
              <details key={entry.id} className="py-2">
                <summary className="cursor-pointer font-medium text-slate-900">{entry.question}</summary>
                <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
