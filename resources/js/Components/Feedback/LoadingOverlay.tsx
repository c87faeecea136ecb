import { useLaravelReactI18n } from '@/lib/useI18n';

/** The full-screen loading overlay with a spinner every screen can show (spec section 2). */
export default function LoadingOverlay() {
  const { t } = useLaravelReactI18n();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-sm"
      data-testid="loading-overlay"
    >
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
