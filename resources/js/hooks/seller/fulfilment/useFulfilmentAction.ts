import { router } from '@inertiajs/react';
import { useState } from 'react';
import { useApiForm } from '@/hooks/useApiForm';
import type { ActionResponse } from '@/types';
import type { Fulfilment } from '@/types/pages/sellerFulfilment';

export type FulfilmentStep = 'invoice' | 'sefaz' | 'retry' | 'send' | 'ship';

/**
 * One step of the panel, through the one form path (`useApiForm.send`): `step` names the step running
 * (its button says so), the server's message as a toast (a warning when the answer is flagged `error`,
 * e.g. SEFAZ refused), a 422's messages by field in `errors`, then the page's props again
 * (`router.reload()`) so the order, its timeline and the panel show the new state.
 */
export function useFulfilmentAction() {
  const form = useApiForm({});
  const [step, setStep] = useState<FulfilmentStep | null>(null);

  const run = async (which: FulfilmentStep, ...calls: (() => Promise<ActionResponse<Fulfilment>>)[]) => {
    if (form.processing) return false;
    setStep(which);
    const chain = async () => {
      let data: ActionResponse<Fulfilment> = { error: false };
      for (const call of calls) {
        data = await call();
        if (data.error) break;
      }
      return data;
    };
    const done = await form.send(chain, {
      onFinish: () => {
        setStep(null);
        router.reload();
      },
    });
    return done !== null;
  };

  return { step: form.processing ? step : null, errors: form.errors, run };
}
