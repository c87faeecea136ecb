import type { ReactNode } from 'react';
import { useLaravelReactI18n } from '@/lib/useI18n';

export type LoadStatus = 'loading' | 'error' | 'ready';

interface Props {
  status: LoadStatus;
  /** Shown instead of the children when the data is there but holds nothing. */
  empty?: boolean;
  emptyText?: ReactNode;
  errorText: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** The loading, error and empty states every buyer screen of the purchase flow shares. */
export default function LoadState({ status, empty = false, emptyText, errorText, onRetry, children }: Props) {
  const { t } = useLaravelReactI18n();
  if (status === 'loading') {
    return (
      <div role="status" aria-live="polite" className="flex items-center gap-3 py-10 text-slate-600">
        <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600" />
        {t('common.loading')}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div
        role="alert"
        data-testid="load-error"
        className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-800"
      >
        <p>{errorText}</p>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100"
          >
            {t('checkout.retry')}
          </button>
        )}
      </div>
    );
  }
  if (empty) {
    return <div className="rounded-lg bg-white p-8 text-center text-slate-600 shadow">{emptyText}</div>;
  }
  return <>{children}</>;
}
