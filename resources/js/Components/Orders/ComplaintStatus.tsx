import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ComplaintStatus as Status } from '@/types/cart';

export default function ComplaintStatus({ status }: { status: Status }) {
  const { t } = useLaravelReactI18n();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${status === 'open' ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-700'}`}
      data-testid="complaint-status"
    >
      {status === 'open' ? t('complaints.status_open') : t('complaints.status_closed')}
    </span>
  );
}
