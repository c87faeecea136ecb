import { router } from '@inertiajs/react';
import { useState } from 'react';
import { useApiForm } from '@/hooks/useApiForm';
import { isActionError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BankAccount } from '@/types/pages/sellerBank';
import { bankApi } from './api';

type Answer = { error?: boolean; message?: string };

/**
 * The list's actions, through the one form path (`useApiForm.send`): make an account the default,
 * delete one (after a confirm). Both reload `accounts`; `pendingId` is the account being changed.
 */
export function useBankAccounts(storeId: number) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({});
  const [target, setTarget] = useState<number | null>(null);

  const run = async (id: number, call: () => Promise<Answer>, failed: string) => {
    setTarget(id);
    await form.send(
      // A refusal without a text of its own says what failed.
      () =>
        call().then((data) => (isActionError(data) && !data.message ? { ...data, message: failed } : data)),
      {
        onSuccess: () => router.reload({ only: ['accounts'] }),
        errorMessage: failed,
        onFinish: () => setTarget(null),
      },
    );
  };

  const makeDefault = (account: BankAccount) =>
    run(
      account.id,
      () => bankApi.update(storeId, account.id, { is_default: true }),
      t('spec.bank_update_error'),
    );

  const remove = (account: BankAccount) => {
    if (
      !window.confirm(t('bank.delete_confirm', { bank: account.bank_name, account: account.account_masked }))
    )
      return Promise.resolve();
    return run(account.id, () => bankApi.remove(storeId, account.id), t('spec.bank_delete_error'));
  };

  return { pendingId: form.processing ? target : null, makeDefault, remove };
}
