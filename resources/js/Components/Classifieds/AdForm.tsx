import { useCallback } from 'react';
import MoneyInput from '@/Components/Form/MoneyInput';
import TextInput from '@/Components/Form/TextInput';
import type { useAdForm } from '@/hooks/classifieds/useAdForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { AdReferences } from '@/types/pages/classifieds';

type Form = ReturnType<typeof useAdForm>;

const selectClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm focus:border-brand-500 focus:outline-none';

function Select({
  label,
  value,
  error,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  testId: string;
}) {
  const { t } = useLaravelReactI18n();
  return (
    <label className="block text-sm font-medium text-slate-700">
      {label}
      <select
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      >
        <option value="">{t('classifieds.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && <span className="mt-1 block text-xs text-red-600">{error}</span>}
    </label>
  );
}

/** The ad's fields with the server's error under each one. */
export default function AdForm({ form, references }: { form: Form; references: AdReferences }) {
  const { t } = useLaravelReactI18n();
  const { values, set, errors } = form;
  const setPrice = useCallback((text: string) => set('price', text), [set]);
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <TextInput
        className="md:col-span-2"
        label={t('classifieds.field.title')}
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        maxLength={120}
        data-testid="ad-title"
      />
      <label className="block text-sm font-medium text-slate-700 md:col-span-2">
        {t('classifieds.field.description')}
        <textarea
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          rows={5}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          data-testid="ad-description-input"
        />
        {errors.description && <span className="mt-1 block text-xs text-red-600">{errors.description}</span>}
      </label>
      <Select
        label={t('classifieds.field.category')}
        value={values.category}
        error={errors.category}
        onChange={(v) => set('category', v)}
        options={references.categories.map((c) => ({ value: c.code, label: c.name }))}
        testId="ad-category"
      />
      <Select
        label={t('classifieds.field.condition')}
        value={values.condition}
        error={errors.condition}
        onChange={(v) => set('condition', v)}
        options={references.conditions.map((c) => ({ value: c.code, label: c.name }))}
        testId="ad-condition"
      />
      <MoneyInput
        label={t('classifieds.field.price')}
        value={values.price}
        onChange={setPrice}
        error={errors.price}
        data-testid="ad-price-input"
      />
      <TextInput
        label={t('classifieds.field.quantity')}
        type="number"
        min="1"
        step="1"
        value={values.quantity}
        onChange={(e) => set('quantity', e.target.value)}
        error={errors.quantity}
        data-testid="ad-quantity-input"
      />
      <Select
        label={t('classifieds.field.uf')}
        value={values.uf}
        error={errors.uf}
        onChange={(v) => form.setUf(v)}
        options={references.states.map((s) => ({ value: s.uf, label: s.name }))}
        testId="ad-uf"
      />
      <Select
        label={t('classifieds.field.city')}
        value={values.city}
        error={errors.city}
        onChange={(v) => set('city', v)}
        options={form.cities.map((c) => ({ value: c, label: c }))}
        testId="ad-city"
      />
    </div>
  );
}
