import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import IntegrationsSection from '@/Components/Seller/Integrations/IntegrationsSection';
import CompanyForm from '@/Components/Seller/Onboarding/CompanyForm';
import StoreOriginPicker from '@/Components/Seller/Onboarding/StoreOriginPicker';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { CompanyInfoProps } from '@/types/pages/sellerOnboarding';

/**
 * /my-store/company-info: the seller's company (created or edited) and where each store ships from,
 * chosen among the seller's addresses. First data from server/http/pages/seller/onboarding.ts.
 */
export default function MyStoreCompanyInfo({ company, book, stores, integrations }: CompanyInfoProps) {
  const { t } = useLaravelReactI18n();
  const candidates = company?.address ? [...book, company.address] : book;
  return (
    <section className="mx-auto max-w-4xl">
      <ScreenTitle title={t('page.my-store.company-info')}>
        <Link href={route('my-store.list')} className="text-sm font-medium text-brand-700 hover:underline">
          {t('page.my-store.list')}
        </Link>
      </ScreenTitle>
      <p className="mb-4 text-sm text-slate-700">
        {company ? t('seller_onboarding.company_edit_intro') : t('seller_onboarding.company_new_intro')}
      </p>
      {/* A new key after saving: the form starts from what the server now has. */}
      <CompanyForm key={company?.updated_at ?? 'new'} company={company} />
      {stores.length > 0 && (
        <section className="mt-6 rounded-lg bg-white p-4 shadow md:p-6" aria-labelledby="origins">
          <h2 id="origins" className="text-lg font-bold text-slate-900">
            {t('seller_onboarding.origins_title')}
          </h2>
          <p className="mb-3 text-sm text-slate-600">
            {candidates.length
              ? t('seller_onboarding.origins_intro')
              : t('seller_onboarding.origins_no_address')}
          </p>
          <ul className="grid grid-cols-1 gap-3">
            {stores.map((store) => (
              <StoreOriginPicker key={store.id} store={store} candidates={candidates} />
            ))}
          </ul>
        </section>
      )}
      {integrations && <IntegrationsSection integrations={integrations} />}
    </section>
  );
}
