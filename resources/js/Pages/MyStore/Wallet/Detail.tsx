import { Link } from '@inertiajs/react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import StatementFilters from '@/Components/Seller/Wallet/StatementFilters';
import StatementList from '@/Components/Seller/Wallet/StatementList';
import { cleanQuery, usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StatementEntry, WalletDetailProps } from '@/types/pages/sellerWallet';

/**
 * /my-store/wallet-detail/{store_id}?from=&to=&kind=&account=: the store's statement (every ledger
 * entry of its receivable and wallet, with the balance after each), filtered through the URL, paged
 * with "carregar mais", and the same filters as a CSV download.
 */
export default function MyStoreWalletDetail({ store, filters, statement }: WalletDetailProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<StatementEntry>('statement', statement, { with: ['filters'] });
  const csv = `/v1/store-wallet/statement.csv?${new URLSearchParams(
    Object.entries(cleanQuery({ store_id: store.id, ...filters })).map(([k, v]) => [k, String(v)]),
  )}`;
  const actions = (
    <div className="flex gap-2">
      <Link
        href={route('my-store.wallet', { store_id: store.id })}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-700"
      >
        {t('wallet.detail.back')}
      </Link>
      <a
        href={csv}
        download
        className="rounded-md bg-slate-800 px-3 py-2 text-sm font-semibold text-white"
        data-testid="statement-csv"
      >
        {t('wallet.detail.csv')}
      </a>
    </div>
  );
  return (
    <>
      <ScreenTitle>{actions}</ScreenTitle>
      <section className="rounded-lg bg-white p-4 shadow">
        <StatementFilters filters={filters} onApply={(next) => list.setQuery(next)} />
        <div className={list.refreshing ? 'opacity-60' : undefined}>
          <StatementList entries={list.items} />
        </div>
        <LoadMore list={list} />
      </section>
    </>
  );
}
