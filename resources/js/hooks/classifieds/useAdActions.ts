import { router } from '@inertiajs/react';
import { useCallback } from 'react';
import { useApiAction } from '@/hooks/useApiAction';
import { adsApi } from './adsApi';

export type AdAction =
  | { kind: 'pause' | 'resume' | 'approve' | 'trash' | 'restore' | 'destroy'; id: number }
  | { kind: 'reprove' | 'block'; id: number; reason: string };

/**
 * The actions of the store's lists and the admin's queue: each one calls its /v1 action, shows the
 * server's message and reloads the page's props (`only`), so tabs, counts and totals follow.
 */
export function useAdActions(only: string[]) {
  const action = useApiAction();
  const { run: send } = action;
  const run = useCallback(
    async (action: AdAction): Promise<boolean> => {
      const answer = await send(
        action.id,
        () => {
          switch (action.kind) {
            case 'pause':
              return adsApi.changeStatus(action.id, 'paused');
            case 'resume':
            case 'approve':
              return adsApi.changeStatus(action.id, 'available');
            case 'reprove':
              return adsApi.changeStatus(action.id, 'reproved', action.reason);
            case 'block':
              return adsApi.block(action.id, action.reason);
            case 'trash':
              return adsApi.trash(action.id);
            case 'restore':
              return adsApi.restore(action.id);
            case 'destroy':
              return adsApi.destroy(action.id);
          }
        },
        { onSuccess: () => router.reload({ only, reset: only.filter((k) => k === 'ads') }) },
      );
      return answer !== null;
    },
    [only, send],
  );
  return { run, busy: typeof action.busyKey === 'number' ? action.busyKey : null };
}
