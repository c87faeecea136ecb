import type { AxiosError, AxiosInstance, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import type { ActionResponse, Session } from '@/types';
import { clearSession, getSession, needsRefresh, storeSession } from './session';

/**
 * The one axios instance for every /v1 call (spec section 7): XMLHttpRequest-style, the bearer token
 * from the stored session, the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, and no timeout.
 *
 * axios is loaded with the first call rather than with the page (docs/screens-catalogue.md, "Bundle"):
 * no screen calls the API before its first render, so axios stays out of what the browser fetches
 * before a page can show. `http` offers the instance's request methods and forwards them to it.
 */
function createInstance(axios: AxiosStatic): AxiosInstance {
  const instance = axios.create({
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    withCredentials: true,
    withXSRFToken: true,
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    timeout: 0,
  });

  instance.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    if (config.url !== REFRESH_URL) await refreshIfNeeded();
    const token = getSession()?.token;
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
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

let instance: AxiosInstance | null = null;
let loading: Promise<AxiosInstance> | null = null;

/** The shared instance, creating it (and loading axios) on the first call. */
export function loadHttp(): Promise<AxiosInstance> {
  loading ??= import('axios').then(({ default: axios }) => {
    instance = createInstance(axios);
    return instance;
  });
  return loading;
}

type Method = 'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch';

/** The instance's method of that name (same signature as axios's), once the instance exists. */
function forward<M extends Method>(method: M): AxiosInstance[M] {
  const call = (h: AxiosInstance, args: unknown[]) =>
    (h[method] as (...a: unknown[]) => Promise<unknown>)(...args);
  return ((...args: unknown[]) =>
    instance ? call(instance, args) : loadHttp().then((h) => call(h, args))) as AxiosInstance[M];
}

export const http = {
  request: forward('request'),
  get: forward('get'),
  delete: forward('delete'),
  head: forward('head'),
  options: forward('options'),
  post: forward('post'),
  put: forward('put'),
  patch: forward('patch'),
  /** The instance's defaults (adapter, headers …); the instance must exist: `await loadHttp()` first. */
  get defaults(): AxiosInstance['defaults'] {
    if (!instance)
      throw new Error('The http instance is created with the first request: await loadHttp() first.');
    return instance.defaults;
  },
};

/**
 * Whether a failure is an axios error (one with a response status, or a network error), the same test
 * as axios's `isAxiosError` without loading axios for it.
 */
export function isHttpError<T = unknown, D = unknown>(error: unknown): error is AxiosError<T, D> {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

const REFRESH_URL = '/v1/refresh';
let refreshing: Promise<void> | null = null;

/** Refreshes the token once for all concurrent requests when the stored one is over an hour old. */
export function refreshIfNeeded(): Promise<void> {
  if (!needsRefresh()) return Promise.resolve();
  refreshing ??= http
    .post<ActionResponse<Session>>(REFRESH_URL, {}, { headers: authHeader() })
    .then(({ data }) => {
      if (data.result?.token) storeSession(data.result);
    })
    .catch(() => {
      // A failed refresh leaves the old token; a 401 on the next call ends the session.
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function readCookie(name: string): string | null {
  const match = globalThis.document?.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}

function authHeader(): Record<string, string> {
  const token = getSession()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}
