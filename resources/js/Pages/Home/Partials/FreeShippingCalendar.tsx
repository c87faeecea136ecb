import { WEEKDAY_KEYS } from '@/Components/Catalogue/weekdays';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { HomeProps } from '@/types/pages/home';

/** Spec section 9: the free-shipping days as a calendar by day of the week, today marked. */
export default function FreeShippingCalendar({
  calendar,
}: {
  calendar: NonNullable<HomeProps['freeShipping']>;
}) {
  const { t, tChoice } = useLaravelReactI18n();
  if (!calendar.days.length) return null;
  const today = calendar.dayOfWeek;
  const byDay = new Map(calendar.days.map((d) => [d.day_of_week, d]));

  return (
    <section
      aria-labelledby="free-shipping-title"
      className="rounded-lg bg-white p-4 shadow-sm"
      data-testid="free-shipping"
    >
      <h2 id="free-shipping-title" className="mb-3 text-lg font-bold text-slate-900">
        {t('home.free_shipping')}
      </h2>
      <ol className="grid grid-cols-7 gap-1 text-center">
        {WEEKDAY_KEYS.map((key, day) => {
          const entry = byDay.get(day);
          const stores = entry?.stores_count ?? 0;
          return (
            <li
              key={key}
              aria-current={day === today ? 'date' : undefined}
              className={`rounded-md px-0.5 py-2 ${stores > 0 ? 'bg-green-50 text-green-900' : 'bg-slate-50 text-slate-500'} ${
                day === today ? 'ring-2 ring-brand-600' : ''
              }`}
            >
              <abbr title={t(key)} className="block text-xs font-semibold no-underline">
                {t(key).slice(0, 3)}
              </abbr>
              <span className="block text-[11px] sm:text-xs">
                {tChoice('home.free_shipping_stores', stores)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
