import { Link, router } from '@inertiajs/react';
import LoadMore from '@/Components/Catalogue/LoadMore';
import { EmptyState } from '@/Components/Catalogue/States';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import SupportNav from '@/Components/Support/SupportNav';
import TicketRow from '@/Components/Support/TicketRow';
import { useChannel } from '@/hooks/useChannel';
import { usePropList } from '@/hooks/usePropList';
import { useLaravelReactI18n } from '@/lib/useI18n';
import { TICKET_STATUSES, type Ticket, type TicketFilter, type TicketListProps } from '@/types/pages/support';

const FILTERS: TicketFilter[] = ['all', ...TICKET_STATUSES];

/**
 * /my-store/{store_id}/ticket-list?status=&scope=: the store's tickets by status with counts; an admin
 * may switch to every store's tickets (`scope=all`) to answer them. New messages reload the list.
 */
export default function MyStoreTicketsList({
  store,
  status,
  scope,
  is_staff,
  counts,
  tickets,
}: TicketListProps) {
  const { t } = useLaravelReactI18n();
  const list = usePropList<Ticket>('tickets', tickets, { with: ['counts', 'status', 'scope'] });
  const reload = () => router.reload({ only: ['tickets', 'counts'], reset: ['tickets'] });
  useChannel(is_staff ? null : `store.${store.id}`, {
    'ticket.message-added': reload,
    'ticket.status-changed': reload,
  });
  const params = (extra: Record<string, string>) => ({
    store_id: store.id,
    ...(scope === 'all' ? { scope } : {}),
    ...extra,
  });
  return (
    <>
      <ScreenTitle>
        <Link
          href={route('my-store.ticket.create', { store_id: store.id })}
          className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white"
        >
          {t('support.ticket.new')}
        </Link>
      </ScreenTitle>
      <SupportNav storeId={store.id} />
      {is_staff ? (
        <p className="mb-3 text-sm">
          <Link
            href={route('my-store.ticket.list', {
              store_id: store.id,
              ...(scope === 'all' ? {} : { scope: 'all' }),
            })}
            className="text-brand-700 underline"
            data-testid="ticket-scope"
          >
            {scope === 'all' ? t('support.ticket.scope_store') : t('support.ticket.scope_all')}
          </Link>
        </p>
      ) : null}
      <ul className="mb-4 flex flex-wrap gap-2 text-sm">
        {FILTERS.map((f) => (
          <li key={f}>
            <Link
              href={route('my-store.ticket.list', params(f === 'all' ? {} : { status: f }))}
              aria-current={f === status ? 'page' : undefined}
              className={`rounded-full px-3 py-1 ${f === status ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'}`}
            >
              {t(`support.status.${f}`)} ({counts[f]})
            </Link>
          </li>
        ))}
      </ul>
      {list.items.length === 0 ? (
        <EmptyState title={t('support.ticket.empty')} />
      ) : (
        <ul className="space-y-3">
          {list.items.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} showStore={scope === 'all'} />
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </>
  );
}
