import { Link } from '@inertiajs/react';
import AdSummary from '@/Components/Featured/AdSummary';
import FeaturedForm from '@/Components/Featured/FeaturedForm';
import FeaturedList from '@/Components/Featured/FeaturedList';
import PaymentChoice from '@/Components/Featured/PaymentChoice';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdPaymentProps } from '@/types/pages/featured';

/**
 * /my-store/{store_id}/ad-payment?featured_id=: the store buys featured positions. Without an ad in the
 * URL, the form (position, what to feature, dates on the position's calendar, price); with one, that ad
 * with its total and the choice of PIX or card. Below, the store's ads by status.
 */
export default function MyStoreAdsPayment(props: AdPaymentProps) {
  const { t } = useLaravelReactI18n();
  const { store, selected, ads } = props;
  return (
    <>
      <ScreenTitle title={t('featured.screen_title')} />
      <div className="space-y-4">
        {selected ? (
          <div className="space-y-3" data-testid="featured-selected">
            <AdSummary ad={selected} />
            <PaymentChoice storeId={store.id} ad={selected} />
            <Link
              href={route('my-store.ad.payment', { store_id: store.id })}
              className="text-sm text-brand-700 hover:underline"
            >
              {t('featured.back_to_form')}
            </Link>
          </div>
        ) : (
          <FeaturedForm {...props} />
        )}
        <FeaturedList key={JSON.stringify(ads.active.map((a) => a.id))} storeId={store.id} ads={ads} />
      </div>
    </>
  );
}
