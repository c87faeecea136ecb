import { useCallback, useEffect, useState } from 'react';
import { complaintsApi } from '@/api/complaints';
import type { LoadStatus } from '@/Components/Checkout/LoadState';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { Complaint } from '@/types/cart';

/** One complaint with its messages: the buyer answers the store or closes it. */
export function useComplaint(id: string) {
  const { t } = useLaravelReactI18n();
  const [complaint, setComplaint] = useState<Complaint | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) setStatus('loading');
      try {
        const data = await complaintsApi.show(id);
        if (!data.result) throw new Error(data.message || 'complaint without result');
        setComplaint(data.result);
        setStatus('ready');
      } catch (error) {
        console.warn('complaint', error);
        if (!quiet) setStatus('error');
      }
    },
    [id],
  );

  useEffect(() => {
    void load();
  }, [load]);

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
        await load(true);
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
    (message: string) => act(() => complaintsApi.addMessage(Number(id), message), t('spec.sent')),
    [act, id, t],
  );
  const close = useCallback(
    () => act(() => complaintsApi.close('buyer', id), t('complaints.closed_done')),
    [act, id, t],
  );

  return { complaint, status, busy, reload: load, send, close };
}
