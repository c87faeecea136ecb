import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ComplaintMessage } from '@/types/cart';

/** A complaint's messages seen by the store: the store's own on the right, the buyer's on the left. */
export default function ComplaintMessages({ messages }: { messages: ComplaintMessage[] }) {
  const { t } = useLaravelReactI18n();
  return (
    <ol className="space-y-3" aria-label={t('complaints.messages')}>
      {messages.map((m) => (
        <li
          key={m.id}
          data-testid="complaint-message"
          className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${m.author === 'store' ? 'ml-auto bg-brand-50' : 'bg-slate-100'}`}
        >
          <p className="text-xs font-semibold text-slate-600">
            {m.author === 'store'
              ? t('seller_complaints.store_author', { name: m.author_name })
              : m.author_name}{' '}
            · {formatDate(m.created_at)}
          </p>
          <p className="whitespace-pre-line text-slate-800">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
