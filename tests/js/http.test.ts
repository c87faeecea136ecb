import { http } from '@/lib/http';
import { getSession, REFRESH_AFTER_MS } from '@/lib/session';
import { mockHttp } from './support/http';
import { fakeSession, logIn } from './support/session';

describe('the shared axios instance', () => {
  it('marks requests as XMLHttpRequest, sets no timeout and sends the session cookie, not a token', async () => {
    logIn();
    const mock = mockHttp({ 'GET /v1/x': { status: 200, data: {} } });
    await http.get('/v1/x');
    expect(mock.seen[0].headers['X-Requested-With']).toBe('XMLHttpRequest');
    // The token is in the HttpOnly cookie the server set at login; the browser sends it by itself.
    expect(mock.seen[0].headers.Authorization).toBeUndefined();
    expect(http.defaults.withCredentials).toBe(true);
    expect(http.defaults.timeout).toBe(0);
    expect(http.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(http.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    mock.restore();
  });

  it('sends no Authorization header for a visitor', async () => {
    const mock = mockHttp({ 'GET /v1/x': { status: 200, data: {} } });
    await http.get('/v1/x');
    expect(mock.seen[0].headers.Authorization).toBeUndefined();
    mock.restore();
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the server sets, as the browser holds it
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const mock = mockHttp({ 'POST /v1/x': { status: 200, data: {} } });
    await http.post('/v1/x', {});
    expect(mock.seen[0].headers['X-XSRF-TOKEN']).toBe('abc123');
    // biome-ignore lint/suspicious/noDocumentCookie: clean-up of the cookie above
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    mock.restore();
  });

  it('refreshes the token first when the stored one is more than an hour old', async () => {
    logIn({}, Date.now() - REFRESH_AFTER_MS - 1000);
    const refreshed = fakeSession({ name: 'Renovada' });
    const mock = mockHttp({
      'POST /v1/refresh': { status: 200, data: { error: false, result: refreshed } },
      'GET /v1/x': { status: 200, data: {} },
    });
    const before = Date.now();
    await Promise.all([http.get('/v1/x'), http.get('/v1/x')]);
    expect(mock.seen.filter((r) => r.url === '/v1/refresh')).toHaveLength(1);
    expect(mock.seen[0].url).toBe('/v1/refresh');
    expect(mock.seen.filter((r) => r.url === '/v1/x')).toHaveLength(2);
    // The new token went into the cookie, sent by the browser itself: no Authorization header, and the
    // stored session (no token) is the refreshed one, its time restarted.
    expect(mock.seen.every((r) => r.headers.Authorization === undefined)).toBe(true);
    expect(getSession()?.user.name).toBe('Renovada');
    expect(getSession()).not.toHaveProperty('token');
    expect(Number(localStorage.getItem('session_time'))).toBeGreaterThanOrEqual(before);
    mock.restore();
  });

  it('does not refresh a token stored less than an hour ago', async () => {
    logIn({}, Date.now() - REFRESH_AFTER_MS + 60_000);
    const mock = mockHttp({ 'GET /v1/x': { status: 200, data: {} } });
    await http.get('/v1/x');
    expect(mock.seen.map((r) => r.url)).toEqual(['/v1/x']);
    mock.restore();
  });

  it('drops a session the server no longer accepts (401)', async () => {
    logIn();
    const mock = mockHttp({ 'GET /v1/x': { status: 401, data: { message: 'Não autenticado.' } } });
    await expect(http.get('/v1/x')).rejects.toThrow();
    expect(getSession()).toBeNull();
    mock.restore();
  });
});
