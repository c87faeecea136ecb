import { type FormEvent, useCallback } from 'react';
import MoneyInput from '@/Components/Form/MoneyInput';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { listingWithKey, marketHint } from '@/hooks/seller/register/listingForm';
import type { useListingForm } from '@/hooks/seller/register/useListingForm';
import { formatMoney } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Extra, Language } from '@/types/catalogue';
import type { RegisterProduct } from '@/types/pages/sellerRegister';
import SelectField from './SelectField';

interface Props {
  form: ReturnType<typeof useListingForm>;
  selected: RegisterProduct;
  languages: Language[];
  extras: Extra[];
}

/**
 * Lists the chosen product: condition (its own set), language, extras, price in R$ (the market's
 * lowest price as a hint) and quantity. The same condition, language and extras as a listing the
 * store has changes that listing (said above the button).
 */
export default function ListingForm({ form, selected, languages, extras }: Props) {
  const { t } = useLaravelReactI18n();
  const { fields, errors, set } = form;
  const setPrice = useCallback((text: string) => set('price', text), [set]);
  const hint = marketHint(selected, fields.condition);
  const existing = listingWithKey(selected.listings, fields);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-4 rounded-lg bg-white p-3 shadow-sm sm:grid-cols-2"
      data-testid="listing-form"
      aria-label={t('seller_register.form_title')}
    >
      <SelectField
        label={t('seller_register.condition')}
        name="condition"
        value={fields.condition}
        error={errors.condition}
        onChange={(e) => set('condition', e.target.value)}
        options={selected.conditions.map((c) => ({
          value: c.code,
          label:
            c.min_price === null
              ? c.name
              : `${c.name} · ${t('seller_register.from')} ${formatMoney(c.min_price)}`,
        }))}
      />
      <SelectField
        label={t('seller_register.language')}
        name="language"
        value={fields.language}
        error={errors.language}
        onChange={(e) => set('language', e.target.value)}
        options={languages.map((l) => ({ value: l.code, label: l.name }))}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-700">{t('seller_register.extras')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {extras.map((extra) => (
            <label key={extra.code} className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="extras"
                value={extra.code}
                checked={fields.extras.includes(extra.code)}
                onChange={() => form.toggleExtra(extra.code)}
                className="h-4 w-4 rounded border-slate-300"
              />
              {extra.name}
            </label>
          ))}
        </div>
        {errors.extras && <p className="mt-1 text-xs text-red-600">{errors.extras}</p>}
      </fieldset>
      <div>
        <MoneyInput
          label={t('seller_register.price')}
          name="price"
          value={fields.price}
          error={errors.price}
          onChange={setPrice}
        />
        {!errors.price && (
          <p className="mt-1 text-xs text-slate-600" data-testid="price-hint">
            {hint === null
              ? t('seller_register.no_market_price')
              : t('seller_register.market_hint', { price: formatMoney(hint) })}
          </p>
        )}
      </div>
      <TextInput
        label={t('seller_register.quantity')}
        name="quantity"
        inputMode="numeric"
        value={fields.quantity}
        error={errors.quantity}
        onChange={(e) => set('quantity', e.target.value)}
      />
      {existing && (
        <p role="note" className="rounded bg-amber-50 p-2 text-sm text-amber-900 sm:col-span-2">
          {t('seller_register.existing_key', {
            count: String(existing.quantity),
            price: formatMoney(existing.price),
          })}
        </p>
      )}
      <div className="sm:col-span-2">
        <PrimaryButton disabled={form.busy} className="w-full sm:w-auto">
          {form.busy
            ? t('common.sending')
            : t(existing ? 'seller_register.save_change' : 'seller_register.save')}
        </PrimaryButton>
      </div>
    </form>
  );
}
