import type { AxiosError, AxiosInstance } from 'axios';
import { readCookie } from './cookie';
import { clearSession, getSession, needsRefresh } from './session';

/**
 * The one axios instance for every /v1 call (spec section 7): XMLHttpRequest-style, the bearer token
 * from the stored session, the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, and no timeout.
 *
 * axios is loaded with the first call rather than with the page (docs/screens-catalogue.md, "Bundle"):
 * no screen calls the API before its first render, so axios stays out of what the browser fetches
 * before a page can show. `http` offers the instance's request methods and forwards them to it. How
 * the instance is set up (lib/httpInstance.ts) comes with axios too.
 */
let instance: AxiosInstance | null = null;
let loading: Promise<AxiosInstance> | null = null;
const setups: ((instance: AxiosInstance) => void)[] = [];

/** The shared instance, creating it (and loading axios) on the first call. */
export function loadHttp(): Promise<AxiosInstance> {
  loading ??= Promise.all([import('axios'), import('./httpInstance')]).then(
    ([{ default: axios }, { createInstance }]) => {
      const created = createInstance(axios);
      for (const setup of setups.splice(0)) setup(created);
      instance = created;
      return created;
    },
  );
  return loading;
}

/** Runs `setup` on the shared instance: now if it exists, else when the first call creates it. */
export function withHttp(setup: (instance: AxiosInstance) => void): void {
  if (instance) setup(instance);
  else setups.push(setup);
}

/**
 * A JSON GET or POST a page makes by itself while it comes to life (the live events' channel list and
 * socket authorisation): through the shared instance when it exists, else with `fetch` and the same
 * headers and cookies, so that axios is not loaded for it (docs/architecture.md, "Page load,
 * measured"). A stored session due for its refresh goes through the instance, which refreshes it.
 */
export async function requestJson<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  if (instance || needsRefresh()) {
    const shared = instance ?? (await loadHttp());
    return (await shared.request<T>({ method, url, data: body })).data;
  }
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // As the instance does: a token no longer valid drops the stored session.
  if (response.status === 401 && getSession()) clearSession();
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return (await response.json()) as T;
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
