import { useSyncExternalStore } from 'react';
import { getCartCount, getSession, subscribeSession } from '@/lib/session';
import type { Session } from '@/types';

/** The stored session, re-rendering on login, logout, refresh and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribeSession, getCartCount, () => 0);
}
