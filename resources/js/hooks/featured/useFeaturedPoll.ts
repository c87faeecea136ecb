import { router } from '@inertiajs/react';
import { useEffect } from 'react';
import { useChannel } from '@/hooks/useChannel';

/** How often a page waiting for a PIX reads the ad again. */
export const FEATURED_POLL_MS = 3000;

/**
 * While the ad waits for its PIX, the page reads `ad` again (a partial reload: the server asks the
 * gateway) every few seconds, and at once when the store's channel says one of its ads changed.
 */
export function useFeaturedPoll(storeId: number, waiting: boolean): void {
  useChannel(`store.${storeId}`, {
    'featured.updated': () => router.reload({ only: ['ad'] }),
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => router.reload({ only: ['ad'] }), FEATURED_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}
