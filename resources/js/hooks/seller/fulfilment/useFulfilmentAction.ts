import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { notifyAction, notifyRequestError, validationErrors } from '@/lib/requestErrors';
import type { ActionResponse } from '@/types';
import type { Fulfilment } from '@/types/pages/sellerFulfilment';

export type FulfilmentStep = 'invoice' | 'sefaz' | 'retry' | 'send' | 'ship';

/**
 * One step of the panel: busy while it runs, the server's message as a toast (a warning when the answer
 * is flagged `error`, e.g. SEFAZ refused), a 422's messages by field, then the page's props again
 * (`router.reload()`) so the order, its timeline and the panel show the new state.
 */
export function useFulfilmentAction() {
  const [busy, setBusy] = useState<FulfilmentStep | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const run = useCallback(
    async (step: FulfilmentStep, ...calls: (() => Promise<ActionResponse<Fulfilment>>)[]) => {
      setBusy(step);
      setErrors({});
      try {
        let data: ActionResponse<Fulfilment> | null = null;
        for (const call of calls) {
          data = await call();
          if (data.error) break;
        }
        const ok = notifyAction(data);
        router.reload();
        return ok;
      } catch (error) {
        setErrors(validationErrors(error));
        notifyRequestError(error);
        router.reload();
        return false;
      } finally {
        setBusy(null);
      }
    },
    [],
  );

  return { busy, errors, run };
}
