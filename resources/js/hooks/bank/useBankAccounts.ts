import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BankAccount } from '@/types/pages/sellerBank';
import { bankApi } from './api';

/** The list's actions: make an account the default, delete one (after a confirm). Both reload `accounts`. */
export function useBankAccounts(storeId: number) {
  const { t } = useLaravelReactI18n();
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = useCallback(
    async (id: number, call: () => Promise<{ error?: boolean; message?: string }>, failed: string) => {
      setBusyId(id);
      try {
        const data = await call();
        if (isActionError(data)) {
          notify.warning(data.message || failed);
          return;
        }
        if (data.message) notify.success(data.message);
        router.reload({ only: ['accounts'] });
      } catch (failure) {
        notifyRequestError(failure, { fallback: failed });
      } finally {
        setBusyId(null);
      }
    },
    [],
  );

  const makeDefault = useCallback(
    (account: BankAccount) =>
      run(
        account.id,
        () => bankApi.update(storeId, account.id, { is_default: true }),
        t('spec.bank_update_error'),
      ),
    [run, storeId, t],
  );

  const remove = useCallback(
    (account: BankAccount) => {
      if (
        !window.confirm(
          t('bank.delete_confirm', { bank: account.bank_name, account: account.account_masked }),
        )
      )
        return Promise.resolve();
      return run(account.id, () => bankApi.remove(storeId, account.id), t('spec.bank_delete_error'));
    },
    [run, storeId, t],
  );

  return { busyId, makeDefault, remove };
}
