import { useLaravelReactI18n } from '@/lib/useI18n';
import type { OrderGroupStatus, OrderStatus, PaymentStatus } from '@/types/cart';

type AnyStatus = OrderStatus | OrderGroupStatus | PaymentStatus;

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

/** The words for an order's or a payment's status; the server's label for one we do not know. */
export function useStatusLabel() {
  const { t } = useLaravelReactI18n();
  const labels: Record<AnyStatus, string> = {
    awaiting_payment: t('orders.status_awaiting_payment'),
    pending: t('orders.status_awaiting_payment'),
    paid: t('orders.status_paid'),
    approved: t('orders.status_paid'),
    invoiced: t('orders.status_invoiced'),
    shipped: t('orders.status_shipped'),
    delivered: t('orders.status_delivered'),
    concluded: t('orders.status_concluded'),
    canceled: t('orders.status_canceled'),
    refused: t('orders.status_refused'),
    expired: t('orders.status_expired'),
    refunded: t('orders.status_refunded'),
    returned: t('orders.status_returned'),
  };
  return (status: string, fallback?: string) => labels[status as AnyStatus] ?? fallback ?? status;
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
