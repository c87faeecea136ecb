import { router } from '@inertiajs/react';
import { authApi } from '@/api/auth';
import type { Session } from '@/types';
import { browser } from './browser';
import { clearSession, storeSession } from './session';

/** Login or registration: store the session and its time, then go to the site root (spec section 4). */
export function startSession(session: Session): void {
  storeSession(session);
  browser.assign(route('home'));
}

/** Logout: tell the API, clear session, expiry and stored zip code, and reload. */
export async function endSession(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // The token may already be gone server-side; the local session is cleared either way.
  }
  clearSession();
  browser.reload();
}

export function visit(url: string): void {
  router.visit(url);
}
