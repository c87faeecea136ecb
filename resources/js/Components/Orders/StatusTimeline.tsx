import { formatDate, formatTime } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { StatusTimelineEntry } from '@/types/cart';
import { useStatusLabel } from './StatusBadge';

const time = (at: string) => formatTime(at);

/** A store order's status history, oldest first, the current step last. */
export default function StatusTimeline({ entries }: { entries: StatusTimelineEntry[] }) {
  const { t } = useLaravelReactI18n();
  const label = useStatusLabel();
  if (entries.length === 0) return null;
  return (
    <ol className="relative space-y-3 border-l-2 border-slate-200 pl-4" aria-label={t('orders.timeline')}>
      {entries.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}`} className="relative" data-testid="timeline-entry">
          <span
            className={`absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full ${index === entries.length - 1 ? 'bg-brand-600' : 'bg-slate-300'}`}
            aria-hidden="true"
          />
          <p className="text-sm font-medium text-slate-900">{label(entry.status, entry.label)}</p>
          <p className="text-xs text-slate-500">
            {formatDate(entry.at)} {time(entry.at)}
          </p>
          {entry.note && <p className="text-xs text-slate-600">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
