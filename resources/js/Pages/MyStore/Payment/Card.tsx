import { Link, router } from '@inertiajs/react';
import { useState } from 'react';
import AdSummary from '@/Components/Featured/AdSummary';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useFeaturedActions } from '@/hooks/featured/useFeaturedActions';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FeaturedCardPaymentProps } from '@/types/pages/featured';

/**
 * /my-store/{store_id}/payment-cart?featured_id=: pays the ad with a saved card of the store's owner
 * (1x). Approved → 'Pago' and the ad is active; refused → the server's reason, the ad stays to pay.
 */
export default function MyStorePaymentCard({ store, ad, cards }: FeaturedCardPaymentProps) {
  const { t } = useLaravelReactI18n();
  const actions = useFeaturedActions(store.id);
  const [cardId, setCardId] = useState<number | null>(cards[0]?.id ?? null);
  const pay = async () => {
    if (!cardId) return;
    if (await actions.pay(ad.id, 'card', cardId)) router.reload({ only: ['ad'] });
  };
  return (
    <>
      <ScreenTitle title={t('featured.card_title')} />
      <div className="space-y-4">
        <AdSummary ad={ad} />
        {ad.status === 'active' ? (
          <div
            className="rounded-lg bg-emerald-50 p-4 text-emerald-900"
            role="status"
            data-testid="featured-paid"
          >
            <p className="text-lg font-bold">{t('featured.paid')}</p>
            <p className="text-sm">{t('featured.paid_help')}</p>
          </div>
        ) : ad.status !== 'pending' ? (
          <p className="rounded-lg bg-white p-4 text-sm text-slate-600 shadow">{t('featured.closed')}</p>
        ) : cards.length === 0 ? (
          <p
            className="rounded-lg bg-white p-4 text-sm text-slate-600 shadow"
            data-testid="featured-no-cards"
          >
            {t('featured.no_cards')}{' '}
            <Link
              href={route('my-store.ad.payment', { store_id: store.id, featured_id: ad.id })}
              className="underline"
            >
              {t('featured.pay_pix')}
            </Link>
          </p>
        ) : (
          <fieldset className="space-y-2 rounded-lg bg-white p-4 shadow">
            <legend className="font-semibold">{t('featured.choose_card')}</legend>
            {cards.map((card) => (
              <label key={card.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="card"
                  checked={cardId === card.id}
                  onChange={() => setCardId(card.id)}
                />
                {`${card.brand.toUpperCase()} •••• ${card.last4} (${String(card.exp_month).padStart(2, '0')}/${card.exp_year})`}
              </label>
            ))}
            <button
              type="button"
              disabled={actions.processing || !cardId}
              onClick={pay}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
            >
              {t('featured.pay_now')}
            </button>
          </fieldset>
        )}
      </div>
    </>
  );
}
