import { logIn } from './support/session';

type Init = { method: string; headers: Record<string, string>; credentials: string; body?: string };

/** lib/http.ts as a page that has made no API call yet has it: no instance, axios not loaded. */
async function freshHttp() {
  vi.resetModules();
  return import('@/lib/http');
}

function answer(status: number, data: unknown) {
  const calls: { url: string; init: Init }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: Init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: clean-up of the cookie the tests set
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('requestJson before any call has loaded axios (the live events while a page comes to life)', () => {
  it('sends JSON with fetch, the session cookie and the XSRF header, and creates no axios instance', async () => {
    logIn({ id: 7 });
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server sets, as the browser holds it
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const calls = answer(200, { auth: 'marketplace-key:abc' });
    const { requestJson, http } = await freshHttp();
    const data = await requestJson('POST', '/broadcasting/auth', {
      socket_id: '1.2',
      channel_name: 'private-x',
    });
    expect(data).toEqual({ auth: 'marketplace-key:abc' });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0];
    expect(url).toBe('/broadcasting/auth');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'X-XSRF-TOKEN': 'abc123',
      'Content-Type': 'application/json',
    });
    expect(init.headers.Authorization).toBeUndefined();
    expect(JSON.parse(init.body ?? '')).toEqual({ socket_id: '1.2', channel_name: 'private-x' });
    expect(() => http.defaults).toThrow();
  });

  it('fails on an error status, and a 401 drops the stored session as the instance does', async () => {
    logIn({ id: 7 });
    answer(401, { message: 'Unauthenticated.' });
    const { requestJson } = await freshHttp();
    const { getSession } = await import('@/lib/session');
    expect(getSession()).not.toBeNull();
    await expect(requestJson('GET', '/broadcasting/channels')).rejects.toThrow(/401/);
    expect(getSession()).toBeNull();
  });
});
