import { Link } from '@inertiajs/react';
import type { Period, PeriodCode } from '@/types/pages/sellerInsights';

/**
 * The period switch: links to the same screen with `?period=` (an Inertia visit reloading the figures
 * and lists; a plain link before hydration). The current one is marked.
 */
export default function PeriodTabs({
  storeId,
  periods,
  current,
  label,
}: {
  storeId: number;
  periods: Period[];
  current: PeriodCode;
  label: string;
}) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2 whitespace-nowrap">
        {periods.map((p) => (
          <li key={p.code}>
            <Link
              href={route('my-store.dashboard', { store_id: storeId, period: p.code })}
              only={['summary', 'lists']}
              preserveScroll
              preserveState
              aria-current={p.code === current ? 'page' : undefined}
              data-period={p.code}
              className={`block rounded-full border px-3 py-1.5 text-sm ${
                p.code === current
                  ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
