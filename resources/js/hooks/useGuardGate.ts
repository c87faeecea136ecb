import { router } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { checkStoreAccess, evaluateGuard, isStoreAccessGranted } from '@/lib/guards';
import { goToLogin, guardState, onStoreForbidden } from '@/lib/navigation';
import type { SharedProps } from '@/types/inertia';

export type GateStatus = 'checking' | 'ready' | 'failed';

/**
 * Applies the current page's guard when it is first shown (a full page load, which no visit hook sees):
 * the screen renders only once its guard passes; until then the shell shows the loading overlay.
 */
export function useGuardGate(pageRoute: SharedProps['route'], url: string): GateStatus {
  const [status, setStatus] = useState<GateStatus>('checking');

  // The URL identifies the visit; the route object is recreated with every page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the guard runs once per visit
  useEffect(() => {
    let cancelled = false;
    if (!pageRoute) {
      setStatus('ready');
      return;
    }
    const decision = evaluateGuard(pageRoute.guard, pageRoute.params, guardState());
    // A store already checked in this tab needs no new check: the shell does not blink between visits.
    if (decision.kind === 'allow' || (decision.kind === 'store' && isStoreAccessGranted(decision.storeId))) {
      setStatus('ready');
      return;
    }
    setStatus('checking');
    if (decision.kind === 'login') goToLogin();
    else if (decision.kind === 'home') router.visit(route('home'));
    else {
      void checkStoreAccess(decision.storeId).then((access) => {
        if (cancelled) return;
        if (access.kind === 'ok') setStatus('ready');
        else if (access.kind === 'forbidden') onStoreForbidden(access.message);
        else setStatus('failed');
      });
    }
    return () => {
      cancelled = true;
    };
  }, [url]);

  return status;
}
