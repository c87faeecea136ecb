import { router } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { paymentsApi } from '@/api/payments';
import { brandName } from '@/Components/Checkout/brandName';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import AddCardForm from '@/Components/Seller/Cards/AddCardForm';
import InstallmentPreview from '@/Components/Seller/Cards/InstallmentPreview';
import SavedCardList from '@/Components/Seller/Cards/SavedCardList';
import { useApiAction } from '@/hooks/useApiAction';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SellerCard, SellerCardsProps } from '@/types/pages/sellerCards';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /my-store/{store_id}/bankCardCredit: the store owner's saved cards, which pay the store's plans and
 * ads (brand, •••• last 4, expiry, expired badge), adding one (tokenized in the browser: the host never
 * receives the number), deleting one after a confirm, and the installments of an amount.
 */
export default function MyStoreBankCardCredit({ cards }: SellerCardsProps) {
  const { t } = useLaravelReactI18n();
  const action = useApiAction();
  const busyId = typeof action.busyKey === 'number' ? action.busyKey : null;

  const reloadCards = () =>
    router.reload({
      only: ['cards'],
      onError: () => console.warn(t('spec.load_cards')),
    });

  const remove = async (card: SellerCard) => {
    if (!window.confirm(t('cards.delete_confirm', { brand: brandName(card.brand), last4: card.last4 })))
      return;
    await action.run(card.id, () => paymentsApi.deleteCard(card.id), {
      success: (data) => data.message || t('spec.removed'),
      onSuccess: reloadCards,
      errorMessage: t('spec.unknown'),
    });
  };

  return (
    <>
      <ScreenTitle />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Panel title={t('cards.saved_title')}>
          <p className="mb-2 text-sm text-slate-600">{t('cards.saved_help')}</p>
          <SavedCardList cards={cards} busyId={busyId} onDelete={(card) => void remove(card)} />
        </Panel>
        <Panel title={t('cards.add_title')}>
          <AddCardForm onSaved={reloadCards} />
        </Panel>
        <Panel title={t('cards.installments_title')}>
          <InstallmentPreview />
        </Panel>
      </div>
    </>
  );
}
