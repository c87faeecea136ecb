import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCountdown } from '@/hooks/useCountdown';
import { useLaravelReactI18n } from '@/lib/useI18n';

export const REDIRECT_SECONDS = 5;

/** 'Solicitação aberta': counts 5 seconds down, then goes home with a full reload (spec section 4). */
export default function RequestOpenedDialog({ open, onDone }: { open: boolean; onDone: () => void }) {
  const { t } = useLaravelReactI18n();
  const left = useCountdown(REDIRECT_SECONDS, open, onDone);
  return (
    <Dialog open={open} onClose={() => {}} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-6 text-center shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {t('validate.dialog_title')}
          </DialogTitle>
          <p className="mt-2 text-sm text-slate-700">{t('validate.dialog_text')}</p>
          <p className="mt-4 text-3xl font-bold text-brand-700" data-testid="countdown">
            {left}
          </p>
          <p className="text-xs text-slate-500">{t('validate.redirecting', { seconds: left })}</p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
