import { router } from '@inertiajs/react';
import { browser } from './browser';
import { checkStoreAccess, evaluateGuard, isStoreAccessGranted, STORE_FORBIDDEN_TOAST_MS } from './guards';
import { translate } from './i18n';
import { notify } from './notify';
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

type Matcher = typeof import('./routes')['routeTable'];
let matcher: Matcher | null = null;

/**
 * The route matcher (lib/routes.ts) loads right after the first paint, not with it. A visit that
 * leaves before it has arrived goes ahead unchecked: the page it lands on applies its own guard
 * (hooks/useGuardGate.ts), so the check before leaving only saves that round trip.
 */
export function loadRouteMatcher(): Promise<void> {
  return import('./routes').then((module) => {
    matcher = module.routeTable;
  });
}

/**
 * Checks the guard of every Inertia visit before it leaves (spec section 2): a visit that must not
 * happen is cancelled; a store-area visit waits for the store check and is replayed when it passes.
 */
export function installVisitGuards(): () => void {
  if (!matcher) loadRouteMatcher().catch((error: unknown) => console.warn('route matcher', error));
  return router.on('before', (event) => {
    const visit = event.detail.visit;
    if (visit.method !== 'get' || !matcher) return;
    const match = matcher.match(visit.url.pathname);
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
