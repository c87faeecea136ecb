import { usePage } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { complaintsApi } from '@/api/complaints';
import { useLiveComplaint } from '@/hooks/seller/complaints/useLiveComplaint';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Complaint } from '@/types/cart';

/**
 * One complaint with its messages, as the page's props gave it: the buyer answers the store or closes
 * it, and the complaint is read again (GET /v1/complaints/{id}) after each change; the store's
 * messages arrive live.
 */
export function useComplaint(initial: Complaint) {
  const { t } = useLaravelReactI18n();
  const [complaint, setComplaint] = useState<Complaint>(initial);
  const [busy, setBusy] = useState(false);
  const id = initial.id;

  /** A failed read keeps what is shown. */
  const load = useCallback(async () => {
    try {
      const data = await complaintsApi.show(id);
      if (!data.result) throw new Error(data.message || 'complaint without result');
      setComplaint(data.result);
    } catch (error) {
      console.warn('complaint', error);
    }
  }, [id]);

  // The store's answers and its closing arrive live on the buyer's own channel.
  const userId = usePage().props.auth?.user.id;
  useLiveComplaint(userId ? `App.Models.User.${userId}` : null, id, setComplaint, load);

  const act = useCallback(
    async (call: () => Promise<{ error?: boolean; erro?: boolean; message?: string }>, success: string) => {
      setBusy(true);
      try {
        const data = await call();
        if (isActionError(data)) {
          notify.warning(data.message || t('errors.generic'));
          return false;
        }
        notify.success(success);
        await load();
        return true;
      } catch (error) {
        notifyRequestError(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [load, t],
  );

  const send = useCallback(
    (message: string) => act(() => complaintsApi.addMessage(id, message), t('spec.sent')),
    [act, id, t],
  );
  const close = useCallback(
    () => act(() => complaintsApi.close('buyer', id), t('complaints.closed_done')),
    [act, id, t],
  );

  return { complaint, busy, send, close };
}
