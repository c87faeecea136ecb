import { formatCEP as maskCep } from '@brazilian-utils/brazilian-utils';
import { type FormEvent, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { useCepLookup } from '@/hooks/address/useCepLookup';
import { useStoreUpdate } from '@/hooks/seller/settings/useStoreUpdate';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreSettings } from '@/types/pages/sellerSettings';
import SettingsPanel from './SettingsPanel';

/**
 * Contact, dias para postagem and the shipping origin CEP; a complete CEP shows its city from the
 * CEP lookup, so the seller sees at once whether it is the right one.
 */
export default function ContactForm({ settings: initial }: { settings: StoreSettings }) {
  const { t } = useLaravelReactI18n();
  const { save, processing, errors } = useStoreUpdate(initial);
  const [form, setForm] = useState({
    contact_email: initial.contact_email ?? '',
    contact_phone: initial.contact_phone ?? '',
    handling_days: String(initial.handling_days),
    origin_postcode: initial.origin_postcode ?? '',
  });
  const [place, setPlace] = useState<string | null>(null);
  const cep = useCepLookup((found) => setPlace(`${found.localidade}/${found.uf}`));
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const onCep = (e: React.ChangeEvent<HTMLInputElement>) => {
    const origin_postcode = maskCep(e.target.value);
    setForm((f) => ({ ...f, origin_postcode }));
    setPlace(null);
    void cep.lookup(origin_postcode);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ ...form, handling_days: Number(form.handling_days) });
  };

  const cepHint =
    cep.status === 'loading'
      ? t('address.cep_loading')
      : cep.status === 'found' && place
        ? t('seller_settings.origin_city', { place })
        : cep.status === 'not_found'
          ? t('address.cep_not_found')
          : cep.status === 'error'
            ? t('address.cep_error')
            : undefined;

  return (
    <SettingsPanel title={t('seller_settings.contact_title')} hint={t('seller_settings.contact_hint')}>
      <form
        onSubmit={submit}
        noValidate
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
        data-testid="contact-form"
      >
        <TextInput
          label={t('seller_settings.contact_email')}
          name="contact_email"
          type="email"
          autoComplete="email"
          value={form.contact_email}
          onChange={set('contact_email')}
          error={errors.contact_email}
        />
        <TextInput
          label={t('seller_settings.contact_phone')}
          name="contact_phone"
          type="tel"
          autoComplete="tel"
          value={form.contact_phone}
          onChange={set('contact_phone')}
          error={errors.contact_phone}
        />
        <TextInput
          label={t('seller_settings.handling_days')}
          name="handling_days"
          type="number"
          min={1}
          max={30}
          inputMode="numeric"
          value={form.handling_days}
          onChange={set('handling_days')}
          error={errors.handling_days}
        />
        <div>
          <TextInput
            label={t('seller_settings.origin_postcode')}
            name="origin_postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            value={form.origin_postcode}
            onChange={onCep}
            error={errors.origin_postcode}
          />
          {cepHint && (
            <p role="status" className="mt-1 text-xs text-slate-600" data-testid="origin-city">
              {cepHint}
            </p>
          )}
        </div>
        <div className="flex justify-end md:col-span-2">
          <PrimaryButton disabled={processing}>
            {processing ? t('common.sending') : t('common.save')}
          </PrimaryButton>
        </div>
      </form>
    </SettingsPanel>
  );
}
