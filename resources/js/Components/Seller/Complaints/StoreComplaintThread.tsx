import { type FormEvent, useId, useState } from 'react';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import ComplaintStatus from '@/Components/Orders/ComplaintStatus';
import { useStoreComplaint } from '@/hooks/seller/complaints/useStoreComplaint';
import { formatDate } from '@/lib/format';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Complaint } from '@/types/cart';
import ComplaintMessages from './ComplaintMessages';

/**
 * One complaint the store received: the messages (the buyer's arrive live), the store's answer box,
 * and closing it. Used by the store's complaint screen and the order-defense screen.
 */
export default function StoreComplaintThread({ complaint }: { complaint: Complaint }) {
  const { t } = useLaravelReactI18n();
  const inputId = useId();
  const thread = useStoreComplaint(complaint);
  const [reply, setReply] = useState('');
  const c = thread.complaint;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() && (await thread.send(reply.trim()))) setReply('');
  };

  return (
    <div className="space-y-4 rounded-lg bg-white p-4 shadow sm:p-6" data-testid="store-complaint-thread">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">{c.reason}</h2>
          <p className="text-xs text-slate-500">
            {t('seller_complaints.summary', {
              order: c.order_number,
              buyer: c.buyer.name,
              date: formatDate(c.created_at),
              count: c.messages_count,
            })}
          </p>
        </div>
        <ComplaintStatus status={c.status} />
      </header>
      <ComplaintMessages messages={c.messages ?? []} />
      {c.status === 'open' ? (
        <form onSubmit={submit} className="space-y-2">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            {t('seller_complaints.reply')}
          </label>
          <textarea
            id={inputId}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            rows={3}
            maxLength={4000}
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
        <p className="text-sm text-slate-600">
          {c.closed_by === 'store'
            ? t('seller_complaints.closed_by_store')
            : t('seller_complaints.closed_by_buyer')}
        </p>
      )}
    </div>
  );
}
