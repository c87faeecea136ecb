import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { type OptimizeInput, wantsApi } from '@/api/wants';
import { useApiForm } from '@/hooks/useApiForm';
import { useChannel } from '@/hooks/useChannel';
import { notify } from '@/lib/notify';
import type { Optimization, OptimizeMode } from '@/types/pages/wants';

export interface OptimizerForm {
  cep: string;
  mode: OptimizeMode;
  max_stores: string;
}

const input = (data: OptimizerForm): OptimizeInput => ({
  cep: data.cep || null,
  mode: data.mode,
  ...(data.mode === 'max_stores' ? { max_stores: Number(data.max_stores) } : {}),
});

/**
 * "Montar carrinho mais barato" and "Substituir carrinho" for one list, as one form (CEP, mode, stores;
 * a 422 under its field); while a result is on screen, a change to one of its offers
 * (wants.offer-changed on the buyer's channel) marks it stale.
 */
export function useOptimizer(listId: number, initialCep: string | null) {
  const form = useApiForm<OptimizerForm>({ cep: initialCep ?? '', mode: 'cheapest', max_stores: '3' });
  const [result, setResult] = useState<Optimization | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const userId = usePage().props.auth?.user?.id ?? null;

  useChannel(userId ? `App.Models.User.${userId}` : null, {
    'wants.offer-changed': (payload: { list_id: number; message: string }) => {
      if (payload.list_id !== listId) return;
      setStale(payload.message);
      notify.info(payload.message);
    },
  });

  const optimize = () =>
    form.submit((data) => wantsApi.optimize(listId, input(data)), {
      success: false,
      onSuccess: (data) => {
        setResult(data.result ?? null);
        setStale(null);
      },
    });

  const replaceCart = () =>
    form.submit((data) => wantsApi.replaceCart(listId, input(data)), {
      onSuccess: () => router.visit(route('cart')),
    });

  return { form, result, stale, optimize, replaceCart };
}
