import { router } from '@inertiajs/react';
import { useApiForm } from '@/hooks/useApiForm';
import { http } from '@/lib/http';
import { isActionError } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';
import type { Subscription, SubscriptionCharge, SubscriptionMethod } from '@/types/pages/sellerPlans';

export interface CreateResult {
  subscription: Subscription | null;
  charge: SubscriptionCharge | null;
  reused: boolean;
}

/**
 * The plan calls of a store, through the one form path (`useApiForm.send`): subscribe (POST
 * /v1/create-signature), cancel now (POST /v1/disable-signature) and cancel at the due date (POST
 * /v1/cancel-due-date). Failures show the server's message (spec section 8: 'Não foi possível
 * criar/atualizar a assinatura'); successes reload the page's `subscription`.
 */
export function usePlanActions(storeId: number, reloadOnly: string[] = ['subscription']) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({});

  const run = async <T>(url: string, body: Record<string, unknown>, fallback: string): Promise<T | null> => {
    const data = await form.send(
      () =>
        http
          .post<ActionResponse<T>>(url, body)
          .then((r) =>
            isActionError(r.data) && !r.data.message ? { ...r.data, message: fallback } : r.data,
          ),
      { onSuccess: () => router.reload({ only: reloadOnly }), errorMessage: fallback },
    );
    return data?.result ?? null;
  };

  const subscribe = (planId: number, method: SubscriptionMethod, cardId?: number | null) =>
    run<CreateResult>(
      '/v1/create-signature',
      { store_id: storeId, plan_id: planId, method, ...(cardId ? { card_id: cardId } : {}) },
      t('plans.create_failed'),
    );
  const cancelNow = () =>
    run<Subscription>('/v1/disable-signature', { store_id: storeId }, t('plans.update_failed'));
  const cancelAtDueDate = () =>
    run<Subscription>('/v1/cancel-due-date', { store_id: storeId }, t('plans.update_failed'));
  return { processing: form.processing, subscribe, cancelNow, cancelAtDueDate };
}
