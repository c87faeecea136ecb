import { useLaravelReactI18n } from '@/lib/useI18n';
import type { PositionCalendar } from '@/types/pages/featured';
import { brDate } from './AdSummary';

/** The position's next days: taken ones struck through, the chosen period highlighted. */
export default function DayStrip({
  calendar,
  from,
  to,
  onPick,
}: {
  calendar: PositionCalendar | null;
  from: string;
  to: string;
  onPick: (day: string) => void;
}) {
  const { t } = useLaravelReactI18n();
  if (!calendar) return null;
  const taken = new Set(calendar.taken);
  const days = [...calendar.free, ...calendar.taken].sort().slice(0, 42);
  return (
    <div data-testid="featured-calendar">
      <p className="mb-1 text-xs text-slate-500">{t('featured.calendar_help')}</p>
      <ul className="grid grid-cols-7 gap-1 text-center text-xs">
        {days.map((day) => {
          const occupied = taken.has(day);
          const chosen = day >= from && day <= to;
          return (
            <li key={day}>
              <button
                type="button"
                disabled={occupied}
                onClick={() => onPick(day)}
                aria-pressed={chosen}
                title={occupied ? t('featured.day_taken') : t('featured.day_free')}
                data-testid={occupied ? 'day-taken' : 'day-free'}
                className={`w-full rounded px-1 py-1 ${
                  occupied
                    ? 'cursor-not-allowed bg-slate-200 text-slate-400 line-through'
                    : chosen
                      ? 'bg-brand-600 text-white'
                      : 'bg-emerald-50 text-emerald-900 hover:bg-emerald-100'
                }`}
              >
                {brDate(day).slice(0, 5)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
