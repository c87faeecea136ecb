import { useLaravelReactI18n } from '@/lib/useI18n';

/** A section still loading: a spinner and, for lists, grey placeholders where the cards will be. */
export function LoadingState({ cards = 0, label }: { cards?: number; label?: string }) {
  const { t } = useLaravelReactI18n();
  return (
    <div role="status" aria-live="polite" data-testid="loading-state" className="py-6">
      <span className="sr-only">{label ?? t('common.loading')}</span>
      {cards > 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
          {Array.from({ length: cards }, (_, i) => `placeholder-${i}`).map((id) => (
            <div key={id} className="h-64 animate-pulse rounded-lg bg-slate-200" />
          ))}
        </div>
      ) : (
        <span
          aria-hidden="true"
          className="mx-auto block h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        />
      )}
    </div>
  );
}
