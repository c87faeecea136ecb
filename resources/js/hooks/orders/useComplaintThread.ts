import { useCallback, useState } from 'react';
import { complaintsApi } from '@/api/complaints';
import { useLiveComplaint } from '@/hooks/seller/complaints/useLiveComplaint';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';
import type { Complaint } from '@/types/cart';

export interface ComplaintSide {
  /** Who acts: the buyer (GET /v1/complaints/{id}) or the store (show_to_store). */
  who: 'buyer' | 'store';
  /** The private channel the other side's messages arrive on (null until known). */
  channel: string | null;
  /** Reads the complaint again. */
  read: (id: number) => Promise<ActionResponse<Complaint>>;
  /** The success text of a sent message. */
  sent: string;
}

/**
 * One complaint with its messages, as the page's props gave it, from one side: that side answers or
 * closes it, the complaint is read again after each change, and the other side's messages and its
 * closing arrive live. The buyer's and the store's screens differ only in `side`.
 */
export function useComplaintThread(initial: Complaint, side: ComplaintSide) {
  const { t } = useLaravelReactI18n();
  const [complaint, setComplaint] = useState<Complaint>(initial);
  const id = initial.id;
  const { read, who, sent } = side;

  /** A failed read keeps what is shown. */
  const load = useCallback(async () => {
    try {
      const data = await read(id);
      if (!data.result) throw new Error(data.message || 'complaint without result');
      setComplaint(data.result);
    } catch (error) {
      console.warn('complaint', error);
    }
  }, [id, read]);

  useLiveComplaint(side.channel, id, setComplaint, load);

  // Answering and closing share one request state: processing while either runs, the spec's toasts.
  const { send: run, processing: busy } = useApiForm({});
  const act = useCallback(
    (call: () => Promise<ActionResponse<unknown>>, success: string) =>
      run(call, { success, onSuccess: load }).then((result) => result !== null),
    [load, run],
  );

  const send = useCallback(
    (message: string) => act(() => complaintsApi.addMessage(id, message), sent),
    [act, id, sent],
  );
  const close = useCallback(
    () => act(() => complaintsApi.close(who, id), t('complaints.closed_done')),
    [act, id, who, t],
  );

  return { complaint, busy, send, close };
}
