import { Link } from '@inertiajs/react';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Ticket } from '@/types/pages/support';
import StatusBadge from './StatusBadge';

/** One ticket of a list: subject, store, category, status and last activity, linking to its thread. */
export default function TicketRow({ ticket, showStore }: { ticket: Ticket; showStore: boolean }) {
  const { t } = useLaravelReactI18n();
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm" data-testid="ticket-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          href={route('my-store.ticket.show', { store_id: ticket.store.id, ticket_id: ticket.id })}
          className="font-semibold text-brand-700 hover:underline"
        >
          #{ticket.id} · {ticket.subject}
        </Link>
        <StatusBadge status={ticket.status} />
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {showStore ? `${ticket.store.name} · ` : ''}
        {t(`support.category.${ticket.category}`)} ·{' '}
        {t('support.ticket.updated', { date: formatDate(ticket.updated_at), count: ticket.messages_count })}
      </p>
    </li>
  );
}
