import { Link, router } from '@inertiajs/react';
import { useState } from 'react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import CashOutModal from '@/Components/Seller/Wallet/CashOutModal';
import NextReleases from '@/Components/Seller/Wallet/NextReleases';
import PayoutList from '@/Components/Seller/Wallet/PayoutList';
import StatementList from '@/Components/Seller/Wallet/StatementList';
import WalletCards from '@/Components/Seller/Wallet/WalletCards';
import { useChannel } from '@/hooks/useChannel';
import { usePropList } from '@/hooks/usePropList';
import { notify } from '@/lib/notify';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Payout, PayoutStatus, WalletPageProps } from '@/types/pages/sellerWallet';

/**
 * /my-store/{store_id}/wallet: what the store can cash out (its store_wallet ledger balance), what its
 * open orders still hold and when it is released, its cash-outs, and the cash-out modal. A payout the
 * bank settles (`payout.settled` on the store's channel) reloads the wallet and the list.
 */
export default function MyStoreWalletIndex({ store, wallet, payouts, bank_accounts }: WalletPageProps) {
  const { t } = useLaravelReactI18n();
  const [open, setOpen] = useState(false);
  const list = usePropList<Payout>('payouts', payouts);
  useChannel(`store.${store.id}`, {
    'payout.settled': (payload: { status: PayoutStatus }) => {
      notify.info(t(`wallet.settled.${payload.status}`));
      router.reload({ only: ['wallet', 'payouts'], reset: ['payouts'] });
    },
  });
  const actions = (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
    >
      {t('wallet.cash_out.open')}
    </button>
  );
  return (
    <>
      <ScreenTitle>{actions}</ScreenTitle>
      <div className="space-y-4">
        <WalletCards wallet={wallet} />
        <NextReleases storeId={store.id} releases={wallet.next_releases} days={wallet.auto_conclude_days} />
        <section className="rounded-lg bg-white p-4 shadow" data-testid="wallet-payouts">
          <h2 className="mb-2 font-semibold text-slate-900">{t('wallet.payouts.title')}</h2>
          <PayoutList payouts={list.items} />
          <LoadMore list={list} />
        </section>
        <section className="rounded-lg bg-white p-4 shadow" data-testid="wallet-movements">
          <div className="mb-2 flex items-center justify-between">
            <h2 className="font-semibold text-slate-900">{t('wallet.movements.title')}</h2>
            <Link
              href={route('my-store.wallet.detail', { store_id: store.id })}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {t('wallet.movements.all')}
            </Link>
          </div>
          <StatementList entries={wallet.last_movements} />
        </section>
      </div>
      {open && (
        <CashOutModal
          storeId={store.id}
          wallet={wallet}
          accounts={bank_accounts}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
