import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { bankApi } from '@/hooks/bank/api';
import { notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Bank, BankAccount } from '@/types/pages/sellerBank';
import BankAccountForm from './BankAccountForm';

export interface BankAccountModalProps {
  open: boolean;
  onClose: () => void;
  storeId: number;
  /** The bank list; without it the modal loads GET /v1/bank when it opens (e.g. from the cash-out modal). */
  banks?: Bank[];
  /** The account to edit; none for a new one. */
  account?: BankAccount | null;
  /** After a save (the modal closes itself). */
  onSaved?: (account: BankAccount) => void;
}

/**
 * The "new bank account" modal of spec section 2 (also the edit form): full screen on phones, a centred
 * panel from 640 px. Reusable: the wallet's cash-out modal opens it to add an account on the spot.
 */
export default function BankAccountModal({
  open,
  onClose,
  storeId,
  banks,
  account,
  onSaved,
}: BankAccountModalProps) {
  const { t } = useLaravelReactI18n();
  const [loaded, setLoaded] = useState<Bank[] | null>(null);
  const list = banks ?? loaded;

  useEffect(() => {
    if (!open || banks || loaded) return;
    let live = true;
    bankApi
      .banks()
      .then((b) => live && setLoaded(b))
      .catch((failure) => notifyRequestError(failure));
    return () => {
      live = false;
    };
  }, [open, banks, loaded]);

  const saved = (result: BankAccount) => {
    onSaved?.(result);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-stretch justify-center sm:items-center sm:p-4">
        <DialogPanel
          className="w-full overflow-y-auto bg-white p-4 shadow-xl sm:max-h-[90vh] sm:max-w-2xl sm:rounded-lg sm:p-6"
          data-testid="bank-account-modal"
        >
          <DialogTitle className="mb-4 text-lg font-semibold text-slate-900">
            {account ? t('bank.edit_title') : t('bank.new_title')}
          </DialogTitle>
          {list ? (
            <BankAccountForm
              key={account?.id ?? 'new'}
              storeId={storeId}
              banks={list}
              account={account}
              onSaved={saved}
              onCancel={onClose}
            />
          ) : (
            <p className="text-sm text-slate-500">{t('bank.loading')}</p>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
