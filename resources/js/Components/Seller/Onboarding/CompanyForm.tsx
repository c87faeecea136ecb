import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { maskCnpj, maskPhone } from '@/hooks/seller/onboarding/documents';
import { type CompanyFields, useCompanyForm } from '@/hooks/seller/onboarding/useCompanyForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Company } from '@/types/pages/sellerOnboarding';
import CompanyAddressFields from './CompanyAddressFields';

/** CNPJ, razão social, nome fantasia, inscrição estadual, e-mail, phone and the company's address. */
export default function CompanyForm({ company }: { company: Company | null }) {
  const { t } = useLaravelReactI18n();
  const form = useCompanyForm(company);
  const { fields, errors, set } = form;
  const input = (
    key: keyof CompanyFields,
    label: string,
    className: string,
    extra: Partial<React.InputHTMLAttributes<HTMLInputElement>> = {},
    mask: (v: string) => string = (v) => v,
  ) => (
    <TextInput
      className={className}
      label={label}
      name={key}
      value={fields[key]}
      onChange={(e) => set({ [key]: mask(e.target.value) })}
      error={errors[key]}
      {...extra}
    />
  );
  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 shadow sm:grid-cols-6 md:p-6"
      data-testid="company-form"
    >
      {input('cnpj', t('seller_onboarding.cnpj'), 'sm:col-span-2', { inputMode: 'numeric' }, maskCnpj)}
      {input('legal_name', t('seller_onboarding.legal_name'), 'sm:col-span-4', {
        autoComplete: 'organization',
      })}
      {input('trade_name', t('seller_onboarding.trade_name'), 'sm:col-span-3')}
      {input('state_registration', t('seller_onboarding.state_registration'), 'sm:col-span-3', {
        placeholder: t('seller_onboarding.state_registration_hint'),
      })}
      {input('email', t('seller_onboarding.email'), 'sm:col-span-3', {
        type: 'email',
        autoComplete: 'email',
      })}
      {input(
        'phone',
        t('seller_onboarding.phone'),
        'sm:col-span-3',
        { type: 'tel', autoComplete: 'tel' },
        maskPhone,
      )}
      <CompanyAddressFields fields={fields} errors={errors} set={set} />
      <div className="flex justify-end sm:col-span-6">
        <PrimaryButton disabled={form.busy}>
          {form.busy
            ? t('common.sending')
            : company
              ? t('seller_onboarding.save_company')
              : t('seller_onboarding.create_company')}
        </PrimaryButton>
      </div>
    </form>
  );
}
