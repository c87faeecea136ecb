import { useCallback, useEffect, useRef, useState } from 'react';
import { isHttpError } from '@/lib/http';
import { notify } from '@/lib/notify';

export type LookupStatus = 'loading' | 'error' | 'ready';

export interface Lookup<T> {
  data: T | null;
  status: LookupStatus;
  /** HTTP status of a failed request (404 for an unknown slug), if it had one. */
  failedStatus: number | null;
  reload: () => void;
}

/**
 * One /v1 read for a screen. A failure only logs (spec section 8: "most lookups only log"), unless
 * the spec names a loading message for it (`errorToast`), which is then shown as a toast.
 */
export function useLookup<T>(
  load: () => Promise<T>,
  key: string,
  { label = 'lookup', errorToast }: { label?: string; errorToast?: string } = {},
): Lookup<T> {
  const [data, setData] = useState<T | null>(null);
  const [status, setStatus] = useState<LookupStatus>('loading');
  const [failedStatus, setFailedStatus] = useState<number | null>(null);
  const [reloads, setReloads] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const toastRef = useRef(errorToast);
  toastRef.current = errorToast;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `reloads` name what to load
  useEffect(() => {
    let active = true;
    setStatus('loading');
    setFailedStatus(null);
    loadRef
      .current()
      .then((result) => {
        if (!active) return;
        setData(result);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.warn(label, error);
        if (toastRef.current) notify.error(toastRef.current);
        setData(null);
        setFailedStatus(isHttpError(error) ? (error.response?.status ?? null) : null);
        setStatus('error');
      });
    return () => {
      active = false;
    };
  }, [key, reloads]);

  return { data, status, failedStatus, reload: useCallback(() => setReloads((n) => n + 1), []) };
}

/** The `result` of an action response, or a failure when the server flagged an error or sent none. */
export function resultOf<T>(response: { result?: T; error?: boolean; erro?: boolean; message?: string }): T {
  if (response.error || response.erro || response.result === undefined) {
    throw new Error(response.message || 'empty result');
  }
  return response.result;
}

const noReload = () => {};

/** A lookup whose data is already here (a page prop): for components that also take a fetched one. */
export function ready<T>(data: T): Lookup<T> {
  return { data, status: 'ready', failedStatus: null, reload: noReload };
}
