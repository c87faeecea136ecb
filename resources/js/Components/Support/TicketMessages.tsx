import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { TicketMessage } from '@/types/pages/support';

/** A ticket's conversation: the staff's messages on one side, the store's on the other (text escaped by React). */
export default function TicketMessages({ messages }: { messages: TicketMessage[] }) {
  const { t } = useLaravelReactI18n();
  return (
    <ol className="space-y-3" data-testid="ticket-messages" aria-live="polite">
      {messages.map((m) => (
        <li
          key={m.id}
          data-testid="ticket-message"
          className={`max-w-[85%] rounded-lg p-3 shadow-sm ${m.is_staff ? 'mr-auto bg-brand-50' : 'ml-auto bg-white'}`}
        >
          <p className="text-xs font-semibold text-slate-600">
            {m.is_staff ? t('support.ticket.staff', { name: m.author.name }) : m.author.name} ·{' '}
            {formatDate(m.created_at)}
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{m.body}</p>
          {m.attachment ? (
            <a
              href={m.attachment.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block text-sm text-brand-700 underline"
            >
              {t('support.ticket.open_attachment', { name: m.attachment.name })}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
