import type { ActionResponse, ValidationErrorResponse } from '@/types';
import { errorDialog } from './dialog';
import { isHttpError } from './http';
import { translate } from './i18n';

export const TOAST_AUTO_CLOSE_MS = 5000;

type Kind = 'success' | 'warning' | 'error' | 'info';

/**
 * react-toastify is loaded with the first toast, not with the page: it stays out of the shared chunk.
 * Toasts raised before its container mounts wait in its queue. `toastsWanted` tells the shell to mount it.
 */
export const toastsWanted = {
  value: false,
  listeners: new Set<() => void>(),
  subscribe(listener: () => void): () => void {
    toastsWanted.listeners.add(listener);
    return () => toastsWanted.listeners.delete(listener);
  },
  get: () => toastsWanted.value,
};

function show(kind: Kind, message: string, autoClose: number): Promise<void> {
  if (!toastsWanted.value) {
    toastsWanted.value = true;
    for (const l of toastsWanted.listeners) l();
  }
  return import('react-toastify').then(({ toast }) => {
    toast[kind](message, { autoClose });
  });
}

/** The one place toasts are raised: top-right, one at a time, 5 s (set on the container in the shell). */
export const notify = {
  success: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show('success', message, autoClose),
  warning: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show('warning', message, autoClose),
  error: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show('error', message, autoClose),
  info: (message: string, autoClose = TOAST_AUTO_CLOSE_MS) => show('info', message, autoClose),
};

export function isActionError(data: ActionResponse | undefined | null): boolean {
  return Boolean(data && (data.error || data.erro));
}

/**
 * Spec section 5: a response flagged `error` (or `erro`) shows a warning with the server message;
 * otherwise a success message (the server's, or the one the caller names). Returns whether it succeeded.
 */
export function notifyAction(data: ActionResponse | undefined | null, successMessage?: string): boolean {
  if (isActionError(data)) {
    notify.warning(data?.message || translate('errors.generic'));
    return false;
  }
  const message = successMessage ?? data?.message;
  if (message) notify.success(message);
  return true;
}

/** The server's message for a failed request, or the given fallback. */
export function serverMessage(error: unknown, fallback = translate('errors.generic')): string {
  if (isHttpError<ValidationErrorResponse>(error)) {
    const data = error.response?.data;
    if (data && typeof data === 'object' && typeof data.message === 'string' && data.message)
      return data.message;
  }
  return fallback;
}

export function validationErrors(error: unknown): Record<string, string> {
  if (!isHttpError<ValidationErrorResponse>(error) || error.response?.status !== 422) return {};
  const errors = error.response.data?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? '']));
}

/**
 * A failed request as the spec shows it: a 422 on registration or profile update opens the 'Erro!'
 * dialog with the server's text; anything else is a toast with the server's message.
 */
export function notifyRequestError(
  error: unknown,
  { dialogOn422 = false, fallback }: { dialogOn422?: boolean; fallback?: string } = {},
): void {
  const status = isHttpError(error) ? error.response?.status : undefined;
  const message = serverMessage(error, fallback);
  if (status === 422 && dialogOn422) {
    errorDialog.open(message, translate('dialog.error_title'));
    return;
  }
  notify.error(message);
}
