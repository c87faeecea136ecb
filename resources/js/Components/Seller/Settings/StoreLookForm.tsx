import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreChanges, StoreSettings } from '@/types/pages/sellerSettings';
import SettingsPanel from './SettingsPanel';

export const DESCRIPTION_MAX = 2000;

/**
 * Name, address (slug) and description of the public page. The slug is sent as typed: the server
 * applies the spec's rule (trim, lowercase, spaces to hyphens, no accents) and answers the result,
 * or a 422 when another store or a page of the site already has it.
 */
export default function StoreLookForm({
  settings,
  save,
  processing,
  errors,
}: {
  settings: StoreSettings;
  save: (changes: StoreChanges) => Promise<boolean>;
  processing: boolean;
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useLaravelReactI18n();
  const descriptionId = useId();
  const [form, setForm] = useState({
    name: settings.name,
    slug: settings.slug,
    description: settings.description ?? '',
  });
  const set = (key: 'name' | 'slug') => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(form);
  };

  return (
    <SettingsPanel title={t('seller_settings.look_title')} hint={t('seller_settings.look_hint')}>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4" data-testid="look-form">
        <TextInput
          label={t('seller_settings.name')}
          name="name"
          maxLength={120}
          value={form.name}
          onChange={set('name')}
          error={errors.name}
        />
        <div>
          <TextInput
            label={t('seller_settings.slug')}
            name="slug"
            maxLength={120}
            value={form.slug}
            onChange={set('slug')}
            error={errors.slug}
          />
          <p className="mt-1 text-xs text-slate-600">
            {t('seller_settings.slug_current')}{' '}
            <a
              className="font-medium text-brand-700 underline"
              href={route('store.page', { store_slug: settings.slug })}
              data-testid="public-link"
            >
              {route('store.page', { store_slug: settings.slug })}
            </a>
          </p>
        </div>
        <div>
          <label htmlFor={descriptionId} className="block text-sm font-medium text-slate-700">
            {t('seller_settings.description')}
          </label>
          <textarea
            id={descriptionId}
            name="description"
            rows={5}
            maxLength={DESCRIPTION_MAX}
            value={form.description}
            onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
            aria-invalid={errors.description ? true : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500"
          />
          <p className="mt-1 flex justify-between text-xs text-slate-500">
            <span className="text-red-600">{errors.description}</span>
            <span>
              {form.description.length}/{DESCRIPTION_MAX}
            </span>
          </p>
        </div>
        <div className="flex justify-end">
          <PrimaryButton disabled={processing}>
            {processing ? t('common.sending') : t('common.save')}
          </PrimaryButton>
        </div>
      </form>
    </SettingsPanel>
  );
}
