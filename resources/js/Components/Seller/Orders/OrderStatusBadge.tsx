import { useLabels } from '@/lib/labels';
import type { OrderStatus } from '@/types/cart';

const STYLE: Partial<Record<OrderStatus, string>> = {
  paid: 'bg-sky-100 text-sky-800',
  invoiced: 'bg-indigo-100 text-indigo-800',
  shipped: 'bg-violet-100 text-violet-800',
  delivered: 'bg-teal-100 text-teal-800',
  concluded: 'bg-emerald-100 text-emerald-800',
  canceled: 'bg-red-100 text-red-800',
  returned: 'bg-orange-100 text-orange-800',
};

/** A store order's status in words (lib/labels.ts; the server's label for one not listed there). */
export default function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  const text = useLabels().status(status, label);
  return (
    <span
      data-testid="order-status"
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${STYLE[status] ?? 'bg-slate-100 text-slate-700'}`}
    >
      {text}
    </span>
  );
}
