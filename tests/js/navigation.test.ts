import { router } from '@inertiajs/react';
import { endSession } from '@/lib/auth';
import { forgetStoreAccess } from '@/lib/guards';
import { installVisitGuards } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { CART_FLAG_KEY, DEFAULT_ADDRESS_KEY, getSession, SESSION_TIME_KEY, ZIP_KEY } from '@/lib/session';
import { mockHttp } from './support/http';
import { stubLocation } from './support/location';
import { logIn } from './support/session';

/** Fires Inertia's cancelable 'before' event for a GET visit, as the router does; true = it goes ahead. */
function attemptVisit(path: string): boolean {
  const visit = { method: 'get', url: new URL(path, window.location.origin) };
  return document.dispatchEvent(new CustomEvent('inertia:before', { cancelable: true, detail: { visit } }));
}

describe('visit guards (spec section 2)', () => {
  let uninstall: () => void;
  let visits: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    uninstall = installVisitGuards();
    visits = vi.spyOn(router, 'visit').mockImplementation(() => {});
  });
  afterEach(() => {
    uninstall();
    forgetStoreAccess();
    vi.restoreAllMocks();
  });

  it('lets open screens through', () => {
    const { assign } = stubLocation('/');
    expect(attemptVisit('/product/list')).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('cancels a visitor’s visit to the cart and loads the login page in full', () => {
    const { assign } = stubLocation('/');
    expect(attemptVisit('/cart')).toBe(false);
    expect(assign).toHaveBeenCalledWith(route('auth.login'));
  });

  it('sends a visitor away from validateEmail to the root', () => {
    stubLocation('/');
    expect(attemptVisit('/validateEmail')).toBe(false);
    expect(visits).toHaveBeenCalledWith(route('home'));
  });

  it('checkout needs a non-empty cart besides the session', () => {
    const { assign } = stubLocation('/');
    logIn();
    expect(attemptVisit('/checkout')).toBe(false);
    expect(assign).toHaveBeenCalledWith(route('auth.login'));
    localStorage.setItem(CART_FLAG_KEY, '2');
    expect(attemptVisit('/checkout')).toBe(true);
  });

  it('a store the user may manage: the visit waits for the check, then goes ahead', async () => {
    stubLocation('/');
    logIn();
    const http = mockHttp({ 'GET /v1/stores/12': { status: 200, data: { result: { id: 12 } } } });
    try {
      expect(attemptVisit('/my-store/12/wallet')).toBe(false);
      await vi.waitFor(() => expect(visits).toHaveBeenCalledWith('http://localhost:3000/my-store/12/wallet'));
      // Granted once: the next visit is not held back.
      expect(attemptVisit('/my-store/12/wallet')).toBe(true);
    } finally {
      http.restore();
    }
  });

  it('403 on a store: the server message for 10 seconds, then the list of stores', async () => {
    stubLocation('/');
    logIn();
    const error = vi.spyOn(notify, 'error').mockResolvedValue(undefined);
    const http = mockHttp({
      'GET /v1/stores/9': { status: 403, data: { message: 'Você não tem acesso a esta loja.' } },
    });
    try {
      expect(attemptVisit('/my-store/9/wallet')).toBe(false);
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Você não tem acesso a esta loja.', 10_000));
      expect(visits).toHaveBeenCalledWith(route('my-store.list'));
    } finally {
      http.restore();
    }
  });

  it('any other failure of the store check leaves the navigation cancelled, silently', async () => {
    stubLocation('/');
    logIn();
    const error = vi.spyOn(notify, 'error').mockResolvedValue(undefined);
    const http = mockHttp({ 'GET /v1/stores/9': { status: 500, data: { message: 'falhou' } } });
    try {
      expect(attemptVisit('/my-store/9/wallet')).toBe(false);
      await vi.waitFor(() => expect(http.seen).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(visits).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    } finally {
      http.restore();
    }
  });
});

describe('logout (spec section 4)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells the API, clears session, its time and the stored zip code, then reloads', async () => {
    const { reload } = stubLocation('/my-account');
    logIn();
    localStorage.setItem(ZIP_KEY, '01310100');
    sessionStorage.setItem(DEFAULT_ADDRESS_KEY, JSON.stringify({ cep: '01310100', uf: 'SP' }));
    const http = mockHttp({ 'POST /v1/auth/logout': { status: 200, data: { error: false } } });
    try {
      await endSession();
      expect(http.seen.map((r) => `${r.method} ${r.url}`)).toContain('POST /v1/auth/logout');
      expect(http.seen[0]?.headers.Authorization).toBe('Bearer token-abc');
      expect(getSession()).toBeNull();
      expect(localStorage.getItem(SESSION_TIME_KEY)).toBeNull();
      expect(localStorage.getItem(ZIP_KEY)).toBeNull();
      expect(sessionStorage.getItem(DEFAULT_ADDRESS_KEY)).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      http.restore();
    }
  });

  it('still clears the local session when the API call fails', async () => {
    const { reload } = stubLocation('/');
    logIn();
    const http = mockHttp({ 'POST /v1/auth/logout': { status: 401, data: { message: 'Unauthenticated.' } } });
    try {
      await endSession();
      expect(getSession()).toBeNull();
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      http.restore();
    }
  });
});

describe('visit guards before the route matcher has loaded', () => {
  /** Fires Inertia's 'before' event for a GET visit; true = it goes ahead. */
  const attempt = (path: string) =>
    document.dispatchEvent(
      new CustomEvent('inertia:before', {
        cancelable: true,
        detail: { visit: { method: 'get', url: new URL(path, window.location.origin) } },
      }),
    );

  it('lets the visit go (the page it lands on applies its guard), then checks once the matcher is here', async () => {
    // Fresh modules: tests/js/setup.ts loaded the matcher into the shared ones.
    vi.resetModules();
    const navigation = await import('@/lib/navigation');
    const { browser } = await import('@/lib/browser');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const uninstall = navigation.installVisitGuards();
    try {
      expect(attempt('/cart')).toBe(true);
      expect(assign).not.toHaveBeenCalled();
      await navigation.loadRouteMatcher();
      expect(attempt('/cart')).toBe(false);
      expect(assign).toHaveBeenCalledWith(route('auth.login'));
    } finally {
      uninstall();
      vi.restoreAllMocks();
    }
  });
});
