import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { DialogState } from '@/lib/dialog';
import { useLaravelReactI18n } from '@/lib/useI18n';

/** The 'Erro!' dialog a 422 on registration or profile update opens (spec section 5). */
export default function ErrorDialog({ state, onClose }: { state: DialogState; onClose: () => void }) {
  const { t } = useLaravelReactI18n();
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-red-700">{state.title}</DialogTitle>
          <p className="mt-2 text-sm text-slate-700">{state.message}</p>
          <button
            type="button"
            className="mt-4 w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            onClick={onClose}
          >
            {t('common.ok')}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
