import { router } from '@inertiajs/react';
import { useEffect } from 'react';
import { useChannel } from '@/hooks/useChannel';

/** How often a page waiting for a PIX reads the subscription again. */
export const PLAN_POLL_MS = 3000;

/**
 * While a charge of the store's subscription waits for payment, the page reads `subscription` again
 * (a partial reload: the server asks the gateway) every few seconds, and at once when the store's
 * channel says the subscription changed. It stops when nothing waits any more.
 */
export function usePendingChargePoll(storeId: number, waiting: boolean): void {
  useChannel(`store.${storeId}`, {
    'subscription.updated': () => router.reload({ only: ['subscription'] }),
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => router.reload({ only: ['subscription'] }), PLAN_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}
