import type { AxiosError, AxiosInstance, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import type { ActionResponse, Session } from '@/types';
import { readCookie } from './cookie';
import { clearSession, getSession, needsRefresh, storeSession } from './session';

/**
 * The set-up of the one axios instance (lib/http.ts loads this module with axios, on the first call):
 * XMLHttpRequest-style headers, the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, no timeout, the token
 * refreshed when over an hour old, the session dropped on a 401. The session itself is the HttpOnly
 * cookie the browser sends by itself: no script holds a token to put in an Authorization header.
 */
export function createInstance(axios: AxiosStatic): AxiosInstance {
  const instance = axios.create({
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    withCredentials: true,
    withXSRFToken: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    timeout: 0,
  });

  instance.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (config.url !== REFRESH_URL) await refreshIfNeeded(instance);
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) config.headers.set('X-XSRF-TOKEN', xsrf);
    return config;
  });

  instance.interceptors.response.use(undefined, (error: AxiosError) => {
    // The stored token is no longer valid (expired or revoked elsewhere): drop it so the UI shows a visitor.
    if (error.response?.status === 401 && getSession() && !String(error.config?.url).endsWith('/login')) {
      clearSession();
    }
    return Promise.reject(error);
  });

  return instance;
}

const REFRESH_URL = '/v1/refresh';
let refreshing: Promise<void> | null = null;

/**
 * Refreshes the token once for all concurrent requests when the stored one is over an hour old
 * (through the instance itself: lib/http.ts is the module that loads this one).
 */
function refreshIfNeeded(instance: AxiosInstance): Promise<void> {
  if (!needsRefresh()) return Promise.resolve();
  refreshing ??= instance
    .post<ActionResponse<Session>>(REFRESH_URL, {})
    .then(({ data }) => {
      // The new token went into the cookie; the stored session's time restarts.
      if (data.result) storeSession(data.result);
    })
    .catch(() => {
      // A failed refresh leaves the old token; a 401 on the next call ends the session.
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
