import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { http } from '@/lib/http';
import { notify } from '@/lib/notify';
import { isActionError, serverMessage } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';
import type { Subscription, SubscriptionCharge, SubscriptionMethod } from '@/types/pages/sellerPlans';

export interface CreateResult {
  subscription: Subscription | null;
  charge: SubscriptionCharge | null;
  reused: boolean;
}

/**
 * The plan calls of a store: subscribe (POST /v1/create-signature), cancel now (POST
 * /v1/disable-signature) and cancel at the due date (POST /v1/cancel-due-date). Failures show the
 * server's message (spec section 8: 'Não foi possível criar/atualizar a assinatura'); successes
 * reload the page's `subscription`.
 */
export function usePlanActions(storeId: number, reloadOnly: string[] = ['subscription']) {
  const { t } = useLaravelReactI18n();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T>(url: string, body: Record<string, unknown>, fallback: string): Promise<T | null> => {
      setBusy(true);
      try {
        const { data } = await http.post<ActionResponse<T>>(url, body);
        if (isActionError(data)) {
          notify.warning(data.message || fallback);
          return null;
        }
        if (data.message) notify.success(data.message);
        router.reload({ only: reloadOnly });
        return data.result ?? null;
      } catch (error) {
        notify.error(serverMessage(error, fallback));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [reloadOnly],
  );

  const subscribe = useCallback(
    (planId: number, method: SubscriptionMethod, cardId?: number | null) =>
      run<CreateResult>(
        '/v1/create-signature',
        { store_id: storeId, plan_id: planId, method, ...(cardId ? { card_id: cardId } : {}) },
        t('plans.create_failed'),
      ),
    [run, storeId, t],
  );
  const cancelNow = useCallback(
    () => run<Subscription>('/v1/disable-signature', { store_id: storeId }, t('plans.update_failed')),
    [run, storeId, t],
  );
  const cancelAtDueDate = useCallback(
    () => run<Subscription>('/v1/cancel-due-date', { store_id: storeId }, t('plans.update_failed')),
    [run, storeId, t],
  );
  return { busy, subscribe, cancelNow, cancelAtDueDate };
}
