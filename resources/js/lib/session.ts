import type { Session } from '@/types';
import type { Viewer } from '@/types/shared';
import { sessionStore, storage } from './storage';

export const SESSION_KEY = 'session';
export const SESSION_TIME_KEY = 'session_time';
export const ZIP_KEY = 'zip_code';
export const DEFAULT_ADDRESS_KEY = 'default_address';
export const CART_FLAG_KEY = 'cart_items';
export const ACTIVATED_KEY = 'activated';
/** The token is refreshed when more than this has passed since it was stored (spec section 9). */
export const REFRESH_AFTER_MS = 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

export function getSession(): Session | null {
  const raw = storage.get(SESSION_KEY);
  if (raw !== cached.raw) {
    let session: Session | null = null;
    try {
      session = raw ? (JSON.parse(raw) as Session) : null;
    } catch {
      session = null;
    }
    cached = { raw, session };
  }
  return cached.session;
}

export function isLoggedIn(): boolean {
  return getSession() !== null;
}

/** When the stored session was saved (ms since epoch), or null. */
export function getSessionTime(): number | null {
  const raw = storage.get(SESSION_TIME_KEY);
  return raw ? Number(raw) : null;
}

export function needsRefresh(now = Date.now()): boolean {
  const time = getSessionTime();
  return isLoggedIn() && time !== null && now - time > REFRESH_AFTER_MS;
}

/**
 * Stores the session. It has no token: the token lives in the HttpOnly session cookie the server set
 * at login, where no script can read it (docs/decisions.md, "Session"). What is here is what the
 * spec's behaviours need: who is logged in, and since when (the refresh after an hour).
 */
export function storeSession(session: Session, now = Date.now()): void {
  // Only the session's own fields: whatever else an answer carries is not kept where scripts read.
  const { expires_at, user, role, subscription } = session;
  storage.set(SESSION_KEY, JSON.stringify({ expires_at, user, role, subscription }));
  storage.set(SESSION_TIME_KEY, String(now));
  emit();
}

/** Keeps the session's time, replacing the user part (after a profile update). */
export function updateSessionUser(patch: Partial<Session>): void {
  const current = getSession();
  if (!current) return;
  storage.set(SESSION_KEY, JSON.stringify({ ...current, ...patch }));
  emit();
}

/** Logout clears the session, its time and the stored zip code (spec section 4). */
export function clearSession(): void {
  storage.remove(SESSION_KEY);
  storage.remove(SESSION_TIME_KEY);
  storage.remove(ZIP_KEY);
  sessionStore.remove(DEFAULT_ADDRESS_KEY);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY || event.key === CART_FLAG_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

function emit(): void {
  for (const l of listeners) l();
}

/** Items the cart holds, as a local flag the checkout guard reads (spec: cleared on order creation). */
export function getCartCount(): number {
  return Number(storage.get(CART_FLAG_KEY) ?? 0) || 0;
}

export function setCartCount(count: number): void {
  if (count > 0) storage.set(CART_FLAG_KEY, String(count));
  else storage.remove(CART_FLAG_KEY);
  emit();
}

let serverSession: Session | null = null;
let serverViewer: Viewer | null = null;

/** The cart count the server rendered the page with. */
export function getServerCartCount(): number {
  return serverViewer?.cart_count ?? 0;
}

/** The session the server rendered the page with (its `auth` prop): the snapshot hydration must match. */
export function getServerSession(): Session | null {
  return serverSession;
}

/**
 * The server decides who is logged in (the session cookie). On the server this only sets what the
 * render reads; in the browser the stored copy follows it: a session the server no longer knows
 * (expired or revoked cookie) is cleared, and one it knows is stored.
 */
export function adoptServerSession(viewer: Viewer | null | undefined): void {
  const next = viewer ?? null;
  if (next !== serverViewer) {
    serverViewer = next;
    serverSession = next
      ? { expires_at: '', user: next.user, role: next.role, subscription: next.subscription }
      : null;
  }
  if (typeof window === 'undefined') return;
  const local = getSession();
  if (!next) {
    if (local) clearSession();
    return;
  }
  if (!local || local.user.id !== next.user.id) storeSession(serverSession as Session);
  if (getCartCount() !== next.cart_count) setCartCount(next.cart_count);
  // Hydration reads the server's snapshot (useSession), then compares it with the stored one: two
  // objects for the same viewer made React render every reader again, the whole shell among them,
  // in one task once hydrated. The stored copy stands for the server's when it says the same.
  const stored = getSession();
  if (stored && serverSession && sameViewer(stored, serverSession)) serverSession = stored;
}

/** Whether two sessions show the same viewer (what a render reads of them), whatever their keys' order. */
function sameViewer(a: Session, b: Session): boolean {
  const text = (value: unknown): string =>
    value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${key}:${text((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : (JSON.stringify(value) ?? 'undefined');
  return text([a.user, a.role, a.subscription]) === text([b.user, b.role, b.subscription]);
}
