import { useLaravelReactI18n } from '@/lib/useI18n';

const STYLE: Record<string, string> = {
  open: 'bg-amber-100 text-amber-800',
  waiting_store: 'bg-orange-100 text-orange-800',
  answered: 'bg-emerald-100 text-emerald-800',
  closed: 'bg-slate-200 text-slate-700',
  pending: 'bg-amber-100 text-amber-800',
  analysis: 'bg-amber-100 text-amber-800',
  approved: 'bg-emerald-100 text-emerald-800',
  reproved: 'bg-red-100 text-red-800',
};

/** The status of a ticket, question or Bra Q&A as a coloured label. */
export default function StatusBadge({ status }: { status: string }) {
  const { t } = useLaravelReactI18n();
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${STYLE[status] ?? 'bg-slate-100'}`}
      data-testid="status-badge"
    >
      {t(`support.status.${status}`)}
    </span>
  );
}
