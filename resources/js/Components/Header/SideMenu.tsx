import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLaravelReactI18n } from '@/lib/useI18n';
import CartLink from './CartLink';
import MenuLinks from './MenuLinks';
import UserMenu from './UserMenu';

/** The side menu of the mobile layout. */
export default function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLaravelReactI18n();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl">
        <div className="flex items-center justify-between bg-brand-900 px-4 py-3 text-white">
          <DialogTitle className="font-semibold">{t('menu.title')}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="text-2xl leading-none"
          >
            ×
          </button>
        </div>
        <div className="border-b border-slate-100 px-4 py-3">
          <UserMenu tone="dark" />
          <div className="mt-2">
            <CartLink tone="dark" onNavigate={onClose} />
          </div>
        </div>
        <MenuLinks direction="column" onNavigate={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
