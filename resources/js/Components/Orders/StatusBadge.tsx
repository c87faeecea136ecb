import { useLabels } from '@/lib/labels';

const TONES: Record<string, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-800',
  approved: 'bg-green-100 text-green-800',
  invoiced: 'bg-sky-100 text-sky-900',
  shipped: 'bg-sky-100 text-sky-900',
  delivered: 'bg-green-100 text-green-800',
  concluded: 'bg-slate-200 text-slate-800',
};

/** The words for an order's or a payment's status (lib/labels.ts); the server's label for one we do not know. */
export function useStatusLabel() {
  return useLabels().status;
}

export default function StatusBadge({ status, label }: { status: string; label?: string }) {
  const text = useStatusLabel()(status, label);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status] ?? 'bg-red-100 text-red-800'}`}
      data-testid="status-badge"
      data-status={status}
    >
      {text}
    </span>
  );
}
