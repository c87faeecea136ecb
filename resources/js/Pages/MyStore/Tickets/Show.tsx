import { Link } from '@inertiajs/react';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import StatusBadge from '@/Components/Support/StatusBadge';
import SupportNav from '@/Components/Support/SupportNav';
import TicketMessages from '@/Components/Support/TicketMessages';
import TicketReplyForm from '@/Components/Support/TicketReplyForm';
import { supportApi } from '@/hooks/support/api';
import { useTicketThread } from '@/hooks/support/useTicketThread';
import { useApiForm } from '@/hooks/useApiForm';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { TicketShowProps } from '@/types/pages/support';

/**
 * /my-store/{store_id}/ticket/{ticket_id}: the conversation between the store and the marketplace's
 * staff, live both ways; either side closes or reopens it. An admin writes as staff.
 */
export default function MyStoreTicketsShow({ store, ticket: initial, is_staff, channel }: TicketShowProps) {
  const { t } = useLaravelReactI18n();
  const { ticket, setTicket, added } = useTicketThread(initial, channel);
  const form = useApiForm({});
  const closed = ticket.status === 'closed';
  const toggle = () =>
    void form.send(() => supportApi.setOpen(ticket.id, closed), {
      onSuccess: ({ result }) => setTicket(result),
    });
  return (
    <>
      <ScreenTitle title={`#${ticket.id} · ${ticket.subject}`}>
        <Link
          href={route('my-store.ticket.list', { store_id: store.id })}
          className="text-sm text-brand-700 underline"
        >
          {t('support.ticket.back')}
        </Link>
      </ScreenTitle>
      <SupportNav storeId={store.id} />
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <span data-testid="ticket-status">
          <StatusBadge status={ticket.status} />
        </span>
        <span>{t(`support.category.${ticket.category}`)}</span>
        <span>
          {t('support.ticket.opened', { name: ticket.opened_by.name, date: formatDate(ticket.created_at) })}
        </span>
        <button
          type="button"
          disabled={form.processing}
          onClick={toggle}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 disabled:opacity-50"
          data-testid="ticket-toggle"
        >
          {closed ? t('support.ticket.reopen') : t('support.ticket.close')}
        </button>
      </div>
      <TicketMessages messages={ticket.messages} />
      <div className="mt-4">
        {closed ? (
          <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
            {t('support.ticket.closed_hint')}
          </p>
        ) : (
          <TicketReplyForm ticketId={ticket.id} isStaff={is_staff} onSent={added} />
        )}
      </div>
    </>
  );
}
