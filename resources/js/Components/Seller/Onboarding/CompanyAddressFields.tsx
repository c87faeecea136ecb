import { formatCEP as maskCep } from '@brazilian-utils/brazilian-utils';
import UfCityFields from '@/Components/Address/UfCityFields';
import TextInput from '@/Components/Form/TextInput';
import { useCepLookup } from '@/hooks/address/useCepLookup';
import type { CompanyFields } from '@/hooks/seller/onboarding/useCompanyForm';
import type { FieldErrors } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';

interface Props {
  fields: CompanyFields;
  errors: FieldErrors;
  set: (next: Partial<CompanyFields>) => void;
}

/** The company's address: a complete CEP fills street, district, city and UF (the address book's lookup). */
export default function CompanyAddressFields({ fields, errors, set }: Props) {
  const { t } = useLaravelReactI18n();
  const cep = useCepLookup((found) =>
    set({
      address: found.logradouro || fields.address,
      district: found.bairro || fields.district,
      city: found.localidade || fields.city,
      state: found.uf || fields.state,
      complement: fields.complement || found.complemento,
    }),
  );
  const hint =
    cep.status === 'loading'
      ? t('address.cep_loading')
      : cep.status === 'not_found'
        ? t('address.cep_not_found')
        : cep.status === 'error'
          ? t('address.cep_error')
          : undefined;
  const text = (key: 'address' | 'number' | 'complement' | 'district', label: string, className: string) => (
    <TextInput
      className={className}
      label={label}
      name={`address.${key}`}
      value={fields[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={errors[key]}
    />
  );
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:col-span-6 sm:grid-cols-6">
      <legend className="mb-2 text-sm font-semibold text-slate-900">
        {t('seller_onboarding.company_address')}
      </legend>
      <div className="sm:col-span-2">
        <TextInput
          label={t('address.cep')}
          name="address.postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={fields.postcode}
          onChange={(e) => {
            const postcode = maskCep(e.target.value);
            set({ postcode });
            void cep.lookup(postcode);
          }}
          error={errors.postcode}
        />
        {hint && (
          <p role="status" className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
      {text('address', t('address.street'), 'sm:col-span-4')}
      {text('number', t('address.number'), 'sm:col-span-2')}
      {text('complement', t('address.complement'), 'sm:col-span-4')}
      {text('district', t('address.district'), 'sm:col-span-2')}
      <UfCityFields
        state={fields.state}
        city={fields.city}
        errors={errors}
        onChange={(next) => set(next)}
        stateClassName="sm:col-span-2"
        cityClassName="sm:col-span-2"
      />
    </fieldset>
  );
}
