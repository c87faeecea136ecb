import { Link, router } from '@inertiajs/react';
import { useFeaturedActions } from '@/hooks/featured/useFeaturedActions';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FeaturedAd } from '@/types/pages/featured';

/** PIX (the code is issued, then its page opens) or a saved card (its page opens). */
export default function PaymentChoice({ storeId, ad }: { storeId: number; ad: FeaturedAd }) {
  const { t } = useLaravelReactI18n();
  const actions = useFeaturedActions(storeId);
  if (ad.status !== 'pending') return null;
  const payPix = async () => {
    const paid = await actions.pay(ad.id, 'pix');
    if (paid) router.visit(route('my-store.payment.pix', { store_id: storeId, featured_id: ad.id }));
  };
  return (
    <div className="flex flex-wrap gap-3" data-testid="featured-payment-choice">
      <button
        type="button"
        disabled={actions.processing}
        onClick={payPix}
        className="rounded-md bg-emerald-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
      >
        {t('featured.pay_pix')}
      </button>
      <Link
        href={route('my-store.payment.cart', { store_id: storeId, featured_id: ad.id })}
        className="rounded-md bg-slate-800 px-4 py-2 text-sm font-semibold text-white"
      >
        {t('featured.pay_card')}
      </Link>
    </div>
  );
}
