import { type FormEvent, useId, useState } from 'react';
import type { CreateProductInput } from '@/api/sellerRegister';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Language, ProductType } from '@/types/catalogue';
import SelectField from './SelectField';

interface Fields {
  name: string;
  type: ProductType;
  collection: string;
  number: string;
  language: string;
  notes: string;
}

const EMPTY: Fields = { name: '', type: 'card', collection: '', number: '', language: '', notes: '' };

/** A product missing from the catalogue: name and kind, and what helps the team find it. */
export default function SuggestionForm({
  kinds,
  languages,
  errors,
  busy,
  onSubmit,
}: {
  kinds: ProductType[];
  languages: Language[];
  errors: Record<string, string>;
  busy: boolean;
  /** Resolves true when saved: the form empties for the next one. */
  onSubmit: (input: CreateProductInput) => Promise<boolean>;
}) {
  const { t } = useLaravelReactI18n();
  const notesId = useId();
  const [form, setForm] = useState<Fields>(EMPTY);
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await onSubmit({
      name: form.name.trim(),
      type: form.type,
      collection: form.collection.trim() || null,
      number: form.number.trim() || null,
      language: form.language || null,
      notes: form.notes.trim() || null,
    });
    if (saved) setForm(EMPTY);
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
        name="name"
        value={form.name}
        onChange={set('name')}
        error={errors.name}
        maxLength={160}
      />
      <SelectField
        label={t('seller_register.kind')}
        name="type"
        value={form.type}
        error={errors.type}
        onChange={set('type')}
        options={kinds.map((k) => ({ value: k, label: t(`seller_register.kind_${k}`) }))}
      />
      <TextInput
        label={t('seller_register.collection')}
        name="collection"
        value={form.collection}
        onChange={set('collection')}
        error={errors.collection}
        maxLength={120}
      />
      <TextInput
        label={t('seller_register.number')}
        name="number"
        value={form.number}
        onChange={set('number')}
        error={errors.number}
        maxLength={40}
      />
      <SelectField
        label={t('seller_register.language')}
        name="language"
        value={form.language}
        error={errors.language}
        onChange={set('language')}
        options={[
          { value: '', label: t('seller_register.language_any') },
          ...languages.map((l) => ({ value: l.code, label: l.name })),
        ]}
      />
      <div className="sm:col-span-2">
        <label htmlFor={notesId} className="block text-sm font-medium text-slate-700">
          {t('seller_register.notes')}
        </label>
        <textarea
          id={notesId}
          name="notes"
          rows={3}
          maxLength={1800}
          value={form.notes}
          onChange={set('notes')}
          aria-invalid={errors.notes ? true : undefined}
          placeholder={t('seller_register.notes_hint')}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500"
        />
        {errors.notes && <p className="mt-1 text-xs text-red-600">{errors.notes}</p>}
      </div>
      <div className="sm:col-span-2">
        <PrimaryButton disabled={busy} className="w-full sm:w-auto">
          {busy ? t('common.sending') : t('seller_register.suggest_send')}
        </PrimaryButton>
      </div>
    </form>
  );
}
