import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import ComplaintStatus from '@/Components/Orders/ComplaintStatus';
import { useComplaint } from '@/hooks/orders/useComplaint';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ComplaintThreadProps } from '@/types/pages/account';

/** One complaint: its messages between buyer and store, an answer box, and closing it. */
export default function ComplaintThread({ complaint }: ComplaintThreadProps) {
  const { t } = useLaravelReactI18n();
  const inputId = useId();
  const thread = useComplaint(complaint);
  const [reply, setReply] = useState('');
  const c = thread.complaint;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() && (await thread.send(reply.trim()))) setReply('');
  };

  return (
    <div className="space-y-4 rounded-lg bg-white p-4 shadow sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">{c.reason}</h2>
          <p className="text-xs text-slate-500">
            {t('complaints.summary', {
              order: c.order_number,
              store: c.store.name,
              date: formatDate(c.created_at),
            })}
          </p>
        </div>
        <ComplaintStatus status={c.status} />
      </header>
      <ol className="space-y-3" aria-label={t('complaints.messages')}>
        {(c.messages ?? []).map((m) => (
          <li
            key={m.id}
            data-testid="complaint-message"
            className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${m.author === 'buyer' ? 'ml-auto bg-brand-50' : 'bg-slate-100'}`}
          >
            <p className="text-xs font-semibold text-slate-600">
              {m.author === 'buyer' ? t('complaints.you') : m.author_name} · {formatDate(m.created_at)}
            </p>
            <p className="whitespace-pre-line text-slate-800">{m.body}</p>
          </li>
        ))}
      </ol>
      {c.status === 'open' ? (
        <form onSubmit={submit} className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            {t('complaints.reply')}
          </label>
          <textarea
            id={inputId}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            rows={3}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
          <div className="flex flex-wrap justify-between gap-2">
            <button
              type="button"
              disabled={thread.busy}
              onClick={() => window.confirm(t('complaints.close_confirm')) && void thread.close()}
              className="text-sm text-slate-600 hover:underline disabled:opacity-50"
            >
              {t('complaints.close')}
            </button>
            <PrimaryButton disabled={thread.busy || !reply.trim()}>{t('complaints.send')}</PrimaryButton>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{t('complaints.is_closed')}</p>
      )}
    </div>
  );
}
