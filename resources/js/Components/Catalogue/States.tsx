import type { ReactNode } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';

// The loading state has its own module: the first paint of / shows it, and not the other two.
export { LoadingState } from './LoadingState';

/** Nothing to show: what happened and, when useful, a way out (clear the filters, go elsewhere). */
export function EmptyState({
  title,
  text,
  children,
}: {
  title?: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div
      data-testid="empty-state"
      className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center"
    >
      {title && <p className="font-semibold text-slate-800">{title}</p>}
      {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
      {children && <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

/** A section that failed to load, with a retry. */
export function ErrorState({
  onRetry,
  text,
  retryText,
  testId = 'error-state',
}: {
  onRetry?: () => void;
  text?: string;
  retryText?: string;
  testId?: string;
}) {
  const { t } = useLaravelReactI18n();
  return (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center text-red-800"
    >
      <p className="font-semibold">{text ?? t('catalogue.load_error')}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md border border-red-300 bg-white px-4 py-1.5 text-sm font-medium hover:bg-red-100"
        >
          {retryText ?? t('catalogue.retry')}
        </button>
      )}
    </div>
  );
}
