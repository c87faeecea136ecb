import { type FormEvent, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import TextInput from '@/Components/Form/TextInput';
import { useBoxes } from '@/hooks/seller/settings/useBoxes';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StoreBox } from '@/types/pages/sellerSettings';
import SettingsPanel from './SettingsPanel';

const EMPTY = { name: '', length_cm: '', width_cm: '', height_cm: '', max_weight_g: '' };
type Field = keyof typeof EMPTY;

/** The box sizes the store ships in: C × L × A in cm (1–200) and the maximum weight in g (1–30000). */
export default function BoxesPanel({ storeId, initial }: { storeId: number; initial: StoreBox[] }) {
  const { t } = useLaravelReactI18n();
  const { list, add, remove, processing, errors } = useBoxes(storeId, initial);
  const [form, setForm] = useState(EMPTY);
  const set = (key: Field) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
    const ok = await add({
      name: form.name,
      length_cm: number(form.length_cm),
      width_cm: number(form.width_cm),
      height_cm: number(form.height_cm),
      max_weight_g: number(form.max_weight_g),
    });
    if (ok) setForm(EMPTY);
  };

  const numeric = (key: Exclude<Field, 'name'>, max: number) => (
    <TextInput
      label={t(`seller_settings.box_${key}`)}
      name={key}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={form[key]}
      onChange={set(key)}
      error={errors[key]}
    />
  );

  return (
    <SettingsPanel
      title={t('seller_settings.boxes_title')}
      hint={t('seller_settings.boxes_hint')}
      testId="boxes"
    >
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('seller_settings.boxes_empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium text-slate-900">{b.name}</span>
                <span className="text-slate-600">
                  {' '}
                  ·{' '}
                  {t('seller_settings.box_size', {
                    l: b.length_cm,
                    w: b.width_cm,
                    h: b.height_cm,
                    g: b.max_weight_g,
                  })}
                </span>
              </span>
              <button
                type="button"
                disabled={processing}
                onClick={() => void remove(b.id)}
                className="rounded border border-red-200 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50"
                aria-label={t('seller_settings.box_remove', { name: b.name })}
              >
                {t('seller_settings.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-6 md:items-end">
        <TextInput
          className="col-span-2"
          label={t('seller_settings.box_name')}
          name="name"
          maxLength={60}
          value={form.name}
          onChange={set('name')}
          error={errors.name}
        />
        {numeric('length_cm', 200)}
        {numeric('width_cm', 200)}
        {numeric('height_cm', 200)}
        {numeric('max_weight_g', 30000)}
        <div className="col-span-2 flex justify-end md:col-span-6">
          <PrimaryButton disabled={processing}>{t('seller_settings.box_add')}</PrimaryButton>
        </div>
      </form>
    </SettingsPanel>
  );
}
