import ScreenTitle from '@/Components/Layout/ScreenTitle';
import LoginPrompt from '@/Components/Seller/Onboarding/LoginPrompt';
import OpenStoreForm from '@/Components/Seller/Onboarding/OpenStoreForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BeSellerProps } from '@/types/pages/sellerOnboarding';

/**
 * /my-store/besaler: a logged-in user opens a store (server/http/pages/seller/onboarding.ts gives
 * what the form starts with); a visitor is asked to log in.
 */
export default function MyStoreBeSeller({ prefill }: BeSellerProps) {
  const { t } = useLaravelReactI18n();
  return (
    <section className="mx-auto max-w-2xl">
      <ScreenTitle title={t('page.my-store.be-seller')} />
      <p className="mb-4 text-sm text-slate-700">{t('seller_onboarding.intro')}</p>
      {prefill ? <OpenStoreForm prefill={prefill} /> : <LoginPrompt />}
    </section>
  );
}
