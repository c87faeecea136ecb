import type { FormEvent } from 'react';
import { WEEKDAY_KEYS } from '@/Components/Catalogue/weekdays';
import MoneyInput from '@/Components/Form/MoneyInput';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import { useFreeShippingWeek } from '@/hooks/seller/settings/useFreeShippingWeek';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FreeShippingDaySetting } from '@/types/pages/sellerSettings';
import SettingsPanel from './SettingsPanel';

/**
 * The free-shipping calendar by day of the week (spec section 9): seven days in a row on wide
 * screens, a column on phones; each day on or off with its minimum order in reais.
 */
export default function FreeShippingWeek({
  storeId,
  initial,
}: {
  storeId: number;
  initial: FreeShippingDaySetting[];
}) {
  const { t } = useLaravelReactI18n();
  const { days, change, save, processing, errors } = useFreeShippingWeek(storeId, initial);
  const dayError = (index: number) =>
    errors[`days.${index}.min_order`] ?? errors[`days.${index}.day_of_week`] ?? undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <SettingsPanel
      title={t('seller_settings.free_shipping_title')}
      hint={t('seller_settings.free_shipping_hint')}
      testId="free-shipping-week"
    >
      <form onSubmit={submit} noValidate>
        <ul className="grid grid-cols-1 gap-2 md:grid-cols-7">
          {days.map((day, index) => {
            const name = t(WEEKDAY_KEYS[day.day_of_week] ?? '');
            const error = dayError(index);
            return (
              <li
                key={day.day_of_week}
                className={`flex items-center gap-3 rounded-md border p-3 md:flex-col md:items-stretch ${
                  day.enabled ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200'
                }`}
              >
                <label className="flex flex-1 items-center gap-2 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    checked={day.enabled}
                    onChange={(e) => change(day.day_of_week, { enabled: e.target.checked })}
                    aria-label={t('seller_settings.free_shipping_day', { day: name })}
                  />
                  {name}
                </label>
                <MoneyInput
                  className="flex-1"
                  label={t('seller_settings.min_order')}
                  disabled={!day.enabled}
                  value={day.min_order}
                  onChange={(text) => change(day.day_of_week, { min_order: text })}
                  aria-label={t('seller_settings.min_order_of', { day: name })}
                  error={error}
                />
              </li>
            );
          })}
        </ul>
        {errors.days && <p className="mt-2 text-xs text-red-600">{errors.days}</p>}
        <div className="mt-4 flex justify-end">
          <PrimaryButton disabled={processing}>
            {processing ? t('common.sending') : t('seller_settings.save_week')}
          </PrimaryButton>
        </div>
      </form>
    </SettingsPanel>
  );
}
