import { isHttpError } from './http';
import type { Guard } from './routeTable';

export type GuardDecision =
  | { kind: 'allow' }
  /** Full page load to the login screen. */
  | { kind: 'login' }
  /** validateEmail without a session goes to the root. */
  | { kind: 'home' }
  /** The store must be fetched first: 403 sends to /my-store/list, other failures cancel. */
  | { kind: 'store'; storeId: string };

export interface GuardState {
  loggedIn: boolean;
  cartCount: number;
}

/** What a route's guard (routes/pages.json) says about entering it now. */
export function evaluateGuard(
  guard: Guard,
  params: Record<string, string>,
  state: GuardState,
): GuardDecision {
  switch (guard) {
    case 'none':
      return { kind: 'allow' };
    case 'session':
      return state.loggedIn ? { kind: 'allow' } : { kind: 'home' };
    case 'auth':
      return state.loggedIn ? { kind: 'allow' } : { kind: 'login' };
    case 'cart':
      return state.loggedIn && state.cartCount > 0 ? { kind: 'allow' } : { kind: 'login' };
    case 'store': {
      if (!state.loggedIn) return { kind: 'login' };
      // my-store/dashboard without a store id only needs the session.
      return params.store_id ? { kind: 'store', storeId: params.store_id } : { kind: 'allow' };
    }
  }
}

export type StoreAccess = { kind: 'ok' } | { kind: 'forbidden'; message: string } | { kind: 'failed' };

const granted = new Set<string>();

/** Fetches the store to learn whether the user may enter its area; a success is remembered for the page's life. */
export async function checkStoreAccess(storeId: string): Promise<StoreAccess> {
  if (granted.has(storeId)) return { kind: 'ok' };
  try {
    // The stores API module comes with the first store-area visit, not with every first load.
    const { storesApi } = await import('@/api/stores');
    await storesApi.showForManagement(storeId);
    granted.add(storeId);
    return { kind: 'ok' };
  } catch (error) {
    if (isHttpError<{ message?: string }>(error) && error.response?.status === 403) {
      return { kind: 'forbidden', message: error.response.data?.message ?? '' };
    }
    return { kind: 'failed' };
  }
}

export function forgetStoreAccess(): void {
  granted.clear();
}

export function isStoreAccessGranted(storeId: string): boolean {
  return granted.has(storeId);
}

/** The store-access 403 toast stays for 10 seconds (spec section 9). */
export const STORE_FORBIDDEN_TOAST_MS = 10_000;
