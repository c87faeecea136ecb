import { useLaravelReactI18n } from 'laravel-react-i18n';
import type { ReactNode } from 'react';

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

/** Nothing to show: what happened and, when useful, a way out (clear the filters, go elsewhere). */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div
      data-testid="empty-state"
      className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center"
    >
      <p className="font-semibold text-slate-800">{title}</p>
      {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
      {children && <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

/** A section that failed to load, with a retry. */
export function ErrorState({ onRetry, text }: { onRetry?: () => void; text?: string }) {
  const { t } = useLaravelReactI18n();
  return (
    <div
      role="alert"
      data-testid="error-state"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center text-red-800"
    >
      <p className="font-semibold">{text ?? t('catalogue.load_error')}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md border border-red-300 bg-white px-4 py-1.5 text-sm font-medium hover:bg-red-100"
        >
          {t('catalogue.retry')}
        </button>
      )}
    </div>
  );
}
