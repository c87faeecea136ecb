import { router, usePage } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { type OptimizeInput, wantsApi } from '@/api/wants';
import { useChannel } from '@/hooks/useChannel';
import { notify } from '@/lib/notify';
import { notifyRequestError } from '@/lib/requestErrors';
import type { Optimization } from '@/types/pages/wants';

/**
 * "Montar carrinho mais barato" and "Substituir carrinho" for one list; while a result is on screen,
 * a change to one of its offers (wants.offer-changed on the buyer's channel) marks it stale.
 */
export function useOptimizer(listId: number) {
  const [result, setResult] = useState<Optimization | null>(null);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const userId = usePage().props.auth?.user?.id ?? null;

  useChannel(userId ? `App.Models.User.${userId}` : null, {
    'wants.offer-changed': (payload: { list_id: number; message: string }) => {
      if (payload.list_id !== listId) return;
      setStale(payload.message);
      notify.info(payload.message);
    },
  });

  const optimize = useCallback(
    async (input: OptimizeInput) => {
      setBusy(true);
      try {
        const data = await wantsApi.optimize(listId, input);
        setResult(data.result ?? null);
        setStale(null);
      } catch (error) {
        notifyRequestError(error);
      } finally {
        setBusy(false);
      }
    },
    [listId],
  );

  const replaceCart = useCallback(
    async (input: OptimizeInput) => {
      setBusy(true);
      try {
        const data = await wantsApi.replaceCart(listId, input);
        notify.success(data.message ?? '');
        router.visit(route('cart'));
      } catch (error) {
        notifyRequestError(error);
      } finally {
        setBusy(false);
      }
    },
    [listId],
  );

  return { result, busy, stale, optimize, replaceCart };
}
