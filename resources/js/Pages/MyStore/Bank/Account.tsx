import { router } from '@inertiajs/react';
import { useState } from 'react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import BankAccountCard from '@/Components/Seller/Bank/BankAccountCard';
import BankAccountModal from '@/Components/Seller/Bank/BankAccountModal';
import { useBankAccounts } from '@/hooks/bank/useBankAccounts';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BankAccount, SellerBankAccountProps } from '@/types/pages/sellerBank';

/**
 * /my-store/{store_id}/bankAccount: the accounts the store cashes out to (the default first, with its
 * badge), each with edit, make default and delete; the "new bank account" modal. Every change goes
 * through /v1/bankData and reloads the `accounts` prop.
 */
export default function MyStoreBankAccount({ store, accounts, banks }: SellerBankAccountProps) {
  const { t } = useLaravelReactI18n();
  const actions = useBankAccounts(store.id);
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);

  return (
    <>
      <ScreenTitle>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('bank.new')}
        </button>
      </ScreenTitle>
      <p className="mb-4 text-sm text-slate-600">{t('bank.intro')}</p>
      {accounts.length === 0 ? (
        <div className="rounded-lg bg-white p-8 text-center text-slate-600 shadow" data-testid="bank-empty">
          {t('bank.empty')}
        </div>
      ) : (
        <ul className="space-y-3">
          {accounts.map((account) => (
            <BankAccountCard
              key={account.id}
              account={account}
              processing={actions.pendingId === account.id}
              onEdit={setEditing}
              onDefault={(a) => void actions.makeDefault(a)}
              onDelete={(a) => void actions.remove(a)}
            />
          ))}
        </ul>
      )}
      <BankAccountModal
        open={editing !== null}
        onClose={() => setEditing(null)}
        storeId={store.id}
        banks={banks}
        account={editing === 'new' ? null : editing}
        onSaved={() => router.reload({ only: ['accounts'] })}
      />
    </>
  );
}
