import UfCityFields from '@/Components/Address/UfCityFields';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { maskDocument } from '@/hooks/seller/onboarding/documents';
import { useOpenStore } from '@/hooks/seller/onboarding/useOpenStore';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { BeSellerProps } from '@/types/pages/sellerOnboarding';

/** Name, the store's address on the site (slug), UF and city, CPF or CNPJ. */
export default function OpenStoreForm({ prefill }: { prefill: NonNullable<BeSellerProps['prefill']> }) {
  const { t } = useLaravelReactI18n();
  const form = useOpenStore(prefill);
  const { fields, errors } = form;
  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 shadow sm:grid-cols-2 md:p-6"
      data-testid="open-store-form"
    >
      <TextInput
        className="sm:col-span-2"
        label={t('seller_onboarding.store_name')}
        name="name"
        value={fields.name}
        maxLength={120}
        onChange={(e) => form.setName(e.target.value)}
        error={errors.name}
      />
      <div className="sm:col-span-2">
        <TextInput
          label={t('seller_onboarding.slug')}
          name="slug"
          value={fields.slug}
          maxLength={60}
          onChange={(e) => form.setSlug(e.target.value)}
          error={errors.slug}
        />
        {form.preview && (
          <p className="mt-1 break-all text-xs text-slate-600" data-testid="slug-preview">
            {t('seller_onboarding.slug_hint')}{' '}
            <span className="font-mono font-semibold text-slate-800">
              {route('store.page', { store_slug: form.preview })}
            </span>
          </p>
        )}
      </div>
      <UfCityFields
        state={fields.uf}
        city={fields.city}
        errors={{ state: errors.uf ?? '', city: errors.city ?? '' }}
        onChange={(next) =>
          form.set({
            ...(next.state !== undefined ? { uf: next.state } : {}),
            ...(next.city !== undefined ? { city: next.city } : {}),
          })
        }
      />
      <TextInput
        className="sm:col-span-2"
        label={t('seller_onboarding.document')}
        name="document"
        inputMode="numeric"
        value={fields.document}
        onChange={(e) => form.set({ document: maskDocument(e.target.value) })}
        error={errors.document}
      />
      <p className="text-xs text-slate-600 sm:col-span-2">{t('seller_onboarding.pending_note')}</p>
      <div className="flex justify-end sm:col-span-2">
        <PrimaryButton disabled={form.busy}>
          {form.busy ? t('common.sending') : t('seller_onboarding.open_store')}
        </PrimaryButton>
      </div>
    </form>
  );
}
