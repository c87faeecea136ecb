import { GUEST_ID_KEY } from '@/lib/guest';

export const GUEST = 'GuestGuestGuestGuest';
/** The active-cart path of the fixed guest id the tests store. */
export const ACTIVE_CART = `GET /v1/active-cart/${GUEST}`;

export function fixGuestId(): void {
  localStorage.setItem(GUEST_ID_KEY, GUEST);
}

export const ok = <T>(result: T, message = '') => ({ status: 200, data: { error: false, message, result } });

/**
 * Holds the answers to requests whose URL starts with `prefix` until `release` is called, so a test
 * can see the state while a call is out.
 */
export async function holdRequests(prefix: string) {
  const { http } = await import('@/lib/http');
  const inner = http.defaults.adapter as (config: unknown) => Promise<unknown>;
  const waiting: (() => void)[] = [];
  http.defaults.adapter = (async (config: { url?: string }) => {
    if (config.url?.startsWith(prefix)) await new Promise<void>((resolve) => waiting.push(resolve));
    return inner(config);
  }) as never;
  return {
    /** How many held requests wait. */
    count: () => waiting.length,
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** Quiet console.warn (failed lookups are logged on purpose) and undo every spy after each test. */
export function quietLogs(): void {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Answers requests whose URL starts with `prefix` from their query parameters (mockHttp sees only the path). */
export async function answerByParams(
  prefix: string,
  reply: (params: Record<string, unknown>) => { status: number; data: unknown },
) {
  const { http } = await import('@/lib/http');
  const inner = http.defaults.adapter as (config: unknown) => Promise<unknown>;
  const seen: Record<string, unknown>[] = [];
  http.defaults.adapter = (async (config: { url?: string; params?: Record<string, unknown> }) => {
    if (!config.url?.startsWith(prefix)) return inner(config);
    const params = config.params ?? {};
    seen.push(params);
    const { status, data } = reply(params);
    if (status >= 400) return inner({ ...config, url: '/not-mocked' });
    return { data, status, statusText: '', headers: {}, config, request: {} };
  }) as never;
  return seen;
}
