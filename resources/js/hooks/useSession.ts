import { useSyncExternalStore } from 'react';
import {
  getCartCount,
  getServerCartCount,
  getServerSession,
  getSession,
  subscribeSession,
} from '@/lib/session';
import type { Session } from '@/types';

/** The stored session, re-rendering on login, logout, refresh and changes from other tabs. */
export function useSession(): Session | null {
  // The server renders (and the browser hydrates) with the session the server knows from its cookie.
  return useSyncExternalStore(subscribeSession, getSession, getServerSession);
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribeSession, getCartCount, getServerCartCount);
}
