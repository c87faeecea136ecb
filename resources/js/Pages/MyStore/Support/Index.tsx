import { Link } from '@inertiajs/react';
import { EmptyState } from '@/Components/Catalogue/States';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import CountCard from '@/Components/Support/CountCard';
import SupportNav from '@/Components/Support/SupportNav';
import TicketRow from '@/Components/Support/TicketRow';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SupportHubProps } from '@/types/pages/support';

/** /my-store/{store_id}/support: the store's support hub: open tickets, questions waiting, Bra Q&As, help. */
export default function MyStoreSupportIndex({ store, counts, recent_tickets }: SupportHubProps) {
  const { t } = useLaravelReactI18n();
  const at = (name: string) => route(name, { store_id: store.id });
  return (
    <>
      <ScreenTitle />
      <SupportNav storeId={store.id} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <CountCard
          href={at('my-store.ticket.list')}
          label={t('support.hub.tickets_open')}
          value={counts.tickets_open}
          testId="hub-tickets-open"
        />
        <CountCard
          href={at('my-store.ticket.list')}
          label={t('support.hub.tickets_answered')}
          value={counts.tickets_answered}
        />
        <CountCard
          href={at('my-store.faq.questions')}
          label={t('support.hub.questions_pending')}
          value={counts.questions_pending}
          testId="hub-questions-pending"
        />
        <CountCard
          href={at('my-store.faq.reproved')}
          label={t('support.hub.bra_reproved')}
          value={counts.bra_reproved}
        />
      </div>
      <section className="mt-6 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">{t('support.hub.recent')}</h2>
          <Link
            href={at('my-store.ticket.create')}
            className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white"
          >
            {t('support.ticket.new')}
          </Link>
        </div>
        {recent_tickets.length === 0 ? (
          <EmptyState title={t('support.ticket.empty')} />
        ) : (
          <ul className="space-y-3">
            {recent_tickets.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} showStore={false} />
            ))}
          </ul>
        )}
      </section>
      <section className="mt-6 rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm">
        <h2 className="mb-1 text-lg font-bold text-slate-900">{t('support.hub.help_title')}</h2>
        <p>{t('support.hub.help_text')}</p>
        <Link href={at('my-store.faq.help')} className="mt-2 inline-block text-brand-700 underline">
          {t('support.link.my-store.faq.help')}
        </Link>
      </section>
    </>
  );
}
