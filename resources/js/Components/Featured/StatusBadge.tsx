import { useLaravelReactI18n } from '@/lib/useI18n';
import type { FeaturedStatus } from '@/types/pages/featured';

const STYLE: Record<FeaturedStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  active: 'bg-emerald-100 text-emerald-800',
  expired: 'bg-slate-200 text-slate-700',
  canceled: 'bg-red-100 text-red-800',
};

export default function StatusBadge({ status }: { status: FeaturedStatus }) {
  const { t } = useLaravelReactI18n();
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${STYLE[status]}`}
      data-testid="featured-status"
    >
      {t(`featured.status.${status}`)}
    </span>
  );
}
