import { useCallback, useState } from 'react';
import { complaintsApi } from '@/api/complaints';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Complaint } from '@/types/cart';
import { useLiveComplaint } from './useLiveComplaint';

/**
 * One complaint seen by the store, as the page's props gave it: the store answers the buyer or closes
 * it (each change reads it again through show_to_store), and the buyer's messages arrive live on the
 * store's channel.
 */
export function useStoreComplaint(initial: Complaint) {
  const { t } = useLaravelReactI18n();
  const [complaint, setComplaint] = useState<Complaint>(initial);
  const [busy, setBusy] = useState(false);
  const id = initial.id;

  /** A failed read keeps what is shown. */
  const load = useCallback(async () => {
    try {
      const data = await complaintsApi.showForStore(id);
      if (data.result) setComplaint(data.result);
    } catch (error) {
      console.warn('complaint', error);
    }
  }, [id]);

  useLiveComplaint(`store.${initial.store.id}`, id, setComplaint, load);

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
    (message: string) => act(() => complaintsApi.addMessage(id, message), t('seller_complaints.sent')),
    [act, id, t],
  );
  const close = useCallback(
    () => act(() => complaintsApi.close('store', id), t('complaints.closed_done')),
    [act, id, t],
  );

  return { complaint, busy, send, close };
}
