import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SuggestionItem, SuggestionStatus } from '@/types/pages/sellerRegister';

const STATUS_STYLE: Record<SuggestionStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  approved: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-red-100 text-red-800',
};

/** "Minhas sugestões": the user's suggestions with their status, newest first. */
export default function SuggestionList({ suggestions }: { suggestions: SuggestionItem[] }) {
  const { t } = useLaravelReactI18n();
  return (
    <section aria-labelledby="my-suggestions" className="mt-6">
      <h2 id="my-suggestions" className="mb-2 text-lg font-bold text-slate-900">
        {t('seller_register.my_suggestions')}
      </h2>
      {suggestions.length === 0 ? (
        <p className="text-sm text-slate-600">{t('seller_register.no_suggestions')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="suggestion-list">
          {suggestions.map((s) => (
            <li key={s.id} className="rounded-lg bg-white p-3 shadow-sm" data-testid="suggestion">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{s.name}</span>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[s.status]}`}
                  data-testid="suggestion-status"
                >
                  {s.status_label}
                </span>
                <span className="ml-auto text-xs text-slate-500">{formatDate(s.created_at)}</span>
              </div>
              <p className="text-sm text-slate-600">
                {[t(`seller_register.kind_${s.type}`), s.collection].filter(Boolean).join(' · ')}
              </p>
              {s.notes && <p className="mt-1 whitespace-pre-line text-sm text-slate-600">{s.notes}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
