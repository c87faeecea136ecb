import { router } from '@inertiajs/react';
import { browser } from './browser';
import { checkStoreAccess, evaluateGuard, isStoreAccessGranted, STORE_FORBIDDEN_TOAST_MS } from './guards';
import { translate } from './i18n';
import { notify } from './notify';
import { routeTable } from './routes';
import { getCartCount, isLoggedIn } from './session';

export function guardState() {
  return { loggedIn: isLoggedIn(), cartCount: getCartCount() };
}

export function goToLogin(): void {
  browser.assign(route('auth.login'));
}

export function onStoreForbidden(message: string): void {
  notify.error(message || translate('errors.store_forbidden'), STORE_FORBIDDEN_TOAST_MS);
  router.visit(route('my-store.list'));
}

/**
 * Checks the guard of every Inertia visit before it leaves (spec section 2): a visit that must not
 * happen is cancelled; a store-area visit waits for the store check and is replayed when it passes.
 */
export function installVisitGuards(): () => void {
  return router.on('before', (event) => {
    const visit = event.detail.visit;
    if (visit.method !== 'get') return;
    const match = routeTable.match(visit.url.pathname);
    if (!match) return;
    const decision = evaluateGuard(match.route.guard, match.params, guardState());
    switch (decision.kind) {
      case 'allow':
        return;
      case 'login':
        goToLogin();
        return false;
      case 'home':
        router.visit(route('home'));
        return false;
      case 'store': {
        if (isStoreAccessGranted(decision.storeId)) return;
        const target = visit.url.href;
        void checkStoreAccess(decision.storeId).then((access) => {
          if (access.kind === 'ok') router.visit(target);
          else if (access.kind === 'forbidden') onStoreForbidden(access.message);
          // any other failure: the navigation stays cancelled
        });
        return false;
      }
    }
  });
}
