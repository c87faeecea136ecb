import type { FormEvent } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextAreaField from '@/Components/Form/TextAreaField';
import TextInput from '@/Components/Form/TextInput';
import type { SuggestionForm as Form } from '@/hooks/seller/register/useSuggestions';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Language, ProductType } from '@/types/catalogue';
import SelectField from './SelectField';

/** A product missing from the catalogue: name and kind, and what helps the team find it. */
export default function SuggestionForm({
  kinds,
  languages,
  form,
  onSubmit,
}: {
  kinds: ProductType[];
  languages: Language[];
  /** useSuggestions' form: it empties once saved. */
  form: Form;
  onSubmit: () => unknown;
}) {
  const { t } = useLaravelReactI18n();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2"
      data-testid="suggestion-form"
    >
      <TextInput
        className="sm:col-span-2"
        label={t('seller_register.suggest_name')}
        {...form.field('name')}
        maxLength={160}
      />
      <SelectField
        label={t('seller_register.kind')}
        {...form.field('type')}
        options={kinds.map((k) => ({ value: k, label: t(`seller_register.kind_${k}`) }))}
      />
      <TextInput label={t('seller_register.collection')} {...form.field('collection')} maxLength={120} />
      <TextInput label={t('seller_register.number')} {...form.field('number')} maxLength={40} />
      <SelectField
        label={t('seller_register.language')}
        {...form.field('language')}
        options={[
          { value: '', label: t('seller_register.language_any') },
          ...languages.map((l) => ({ value: l.code, label: l.name })),
        ]}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t('seller_register.notes')}
        {...form.field('notes')}
        rows={3}
        maxLength={1800}
        placeholder={t('seller_register.notes_hint')}
      />
      <div className="sm:col-span-2">
        <PrimaryButton disabled={form.processing} className="w-full sm:w-auto">
          {form.processing ? t('common.sending') : t('seller_register.suggest_send')}
        </PrimaryButton>
      </div>
    </form>
  );
}
