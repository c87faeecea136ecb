import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreWalletSummary } from '@/types/pages/sellerWallet';

/** Available (the store_wallet ledger balance), held in open orders, and cash-outs not settled yet. */
export default function WalletCards({ wallet }: { wallet: StoreWalletSummary }) {
  const { t } = useLaravelReactI18n();
  const cards = [
    { key: 'available', value: wallet.available, hint: t('wallet.cards.available_hint'), strong: true },
    { key: 'receivable', value: wallet.receivable, hint: t('wallet.cards.receivable_hint'), strong: false },
    {
      key: 'pending',
      value: wallet.pending_payouts,
      hint: t('wallet.cards.pending_hint', { count: wallet.pending_payouts_count }),
      strong: false,
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {cards.map((card) => (
        <section key={card.key} className="rounded-lg bg-white p-4 shadow" data-testid={`wallet-${card.key}`}>
          <h2 className="text-sm text-slate-600">{t(`wallet.cards.${card.key}`)}</h2>
          <p
            className={`mt-1 text-2xl ${card.strong ? 'font-bold text-emerald-700' : 'font-semibold text-slate-900'}`}
          >
            {formatMoney(card.value)}
          </p>
          <p className="mt-1 text-xs text-slate-500">{card.hint}</p>
        </section>
      ))}
    </div>
  );
}
