import { Link, router } from '@inertiajs/react';
import { sellerSandboxApi } from '@/api/sellerSandbox';
import PixPayment from '@/Components/Checkout/PixPayment';
import SandboxPayButton from '@/Components/Checkout/SandboxPayButton';
import AdSummary from '@/Components/Featured/AdSummary';
import PaymentChoice from '@/Components/Featured/PaymentChoice';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useFeaturedPoll } from '@/hooks/featured/useFeaturedPoll';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FeaturedPixProps } from '@/types/pages/featured';

/**
 * /my-store/{store_id}/payment-pix?featured_id=: the ad's PIX (QR code and copy-paste code) and its
 * live status: the page reads the ad again while it waits; paid → 'Pago', the ad is active.
 */
export default function MyStorePaymentPix({ store, ad }: FeaturedPixProps) {
  const { t } = useLaravelReactI18n();
  const pix = ad.payment?.method === 'pix' && ad.payment.pix_payload ? ad.payment : null;
  useFeaturedPoll(store.id, ad.status === 'pending' && pix !== null);
  return (
    <>
      <ScreenTitle title={t('featured.pix_title')} />
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
            <Link href={route('home')} className="text-sm font-semibold underline">
              {t('featured.see_home')}
            </Link>
          </div>
        ) : ad.status === 'pending' && pix ? (
          <div className="rounded-lg bg-white p-4 shadow">
            <p
              className="mb-3 text-sm font-medium text-amber-800"
              role="status"
              data-testid="featured-waiting"
            >
              {t('featured.waiting')}
            </p>
            <PixPayment
              qrCode={pix.qr_code}
              payload={pix.pix_payload as string}
              amount={ad.amount}
              expiresAt={pix.pix_expires_at}
            />
            {pix.charge_id && (
              <div className="mt-3">
                <SandboxPayButton
                  chargeId={pix.charge_id}
                  pay={sellerSandboxApi.payFeaturedPix}
                  onPaid={() => router.reload({ only: ['ad'] })}
                />
              </div>
            )}
          </div>
        ) : ad.status === 'pending' ? (
          <PaymentChoice storeId={store.id} ad={ad} />
        ) : (
          <p className="rounded-lg bg-white p-4 text-sm text-slate-600 shadow">{t('featured.closed')}</p>
        )}
      </div>
    </>
  );
}
