import { formatDateTime } from '@/lib/format';
import type { StatusTimelineEntry } from '@/types/cart';

/** The status timeline of a store order, oldest first. */
export default function OrderTimeline({ timeline }: { timeline: StatusTimelineEntry[] }) {
  return (
    <ol className="relative ml-2 border-l border-slate-300" data-testid="seller-order-timeline">
      {timeline.map((entry) => (
        <li key={`${entry.status}-${entry.at}`} className="mb-4 ml-4">
          <span className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full bg-brand-600" />
          <p className="font-semibold">{entry.label}</p>
          <p className="text-xs text-slate-500">{formatDateTime(entry.at)}</p>
          {entry.note && <p className="text-sm text-slate-700">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
