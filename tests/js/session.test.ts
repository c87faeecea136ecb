import { GUEST_ID_KEY, getGuestId } from '@/lib/guest';
import {
  adoptServerSession,
  clearSession,
  getCartCount,
  getServerSession,
  getSession,
  needsRefresh,
  REFRESH_AFTER_MS,
  SESSION_TIME_KEY,
  setCartCount,
  storeSession,
  ZIP_KEY,
} from '@/lib/session';
import type { Session } from '@/types';
import { fakeSession, logIn } from './support/session';

describe('session', () => {
  it('stores the session and the time it was stored', () => {
    const s = logIn({}, 1_000);
    expect(getSession()).toEqual(s);
    expect(localStorage.getItem(SESSION_TIME_KEY)).toBe('1000');
  });

  it('keeps no token, even one an answer carried: it lives in the HttpOnly session cookie', () => {
    const s = fakeSession();
    storeSession({ ...s, token: 'leaked' } as Session, 1_000);
    expect(getSession()).toEqual(s);
    expect(localStorage.getItem('session')).not.toContain('leaked');
    expect(localStorage.getItem(SESSION_TIME_KEY)).toBe('1000');
  });

  it('asks for a refresh only after more than one hour', () => {
    const at = Date.now();
    logIn({}, at);
    expect(needsRefresh(at + REFRESH_AFTER_MS)).toBe(false);
    expect(needsRefresh(at + REFRESH_AFTER_MS + 1)).toBe(true);
  });

  it('never asks a visitor to refresh', () => {
    expect(needsRefresh(Date.now() + 10 * REFRESH_AFTER_MS)).toBe(false);
  });

  it('logout clears session, its time and the stored zip code', () => {
    logIn();
    localStorage.setItem(ZIP_KEY, '01310100');
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_TIME_KEY)).toBeNull();
    expect(localStorage.getItem(ZIP_KEY)).toBeNull();
  });

  it('keeps a cart item count as a local flag', () => {
    setCartCount(3);
    expect(getCartCount()).toBe(3);
    setCartCount(0);
    expect(getCartCount()).toBe(0);
  });
});

describe('the server-rendered session', () => {
  afterEach(() => adoptServerSession(null));

  it('is the stored one itself when both show the same viewer, so hydration finds nothing changed', () => {
    const stored = logIn({ id: 7 });
    // The page's `auth` prop: the same viewer, its keys in another order, and no expiry.
    const { user, role, subscription } = stored;
    const reordered = Object.fromEntries(Object.entries(user).reverse()) as typeof user;
    adoptServerSession({ subscription, role, user: reordered, cart_count: 0 });
    expect(getServerSession()).toBe(getSession());
  });

  it("is the server's own when the stored copy differs, and hydration renders what the server did", () => {
    const stored = logIn({ id: 7, name: 'Ana' });
    adoptServerSession({
      user: { ...stored.user, name: 'Ana Maria' },
      role: stored.role,
      subscription: stored.subscription,
      cart_count: 0,
    });
    expect(getServerSession()).not.toBe(getSession());
    expect(getServerSession()?.user.name).toBe('Ana Maria');
  });
});

describe('guest id', () => {
  it('is 20 random alphanumerics kept across calls', () => {
    const id = getGuestId();
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(getGuestId()).toBe(id);
    localStorage.removeItem(GUEST_ID_KEY);
    expect(getGuestId()).not.toBe(id);
  });
});
