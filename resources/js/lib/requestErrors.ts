import type { ActionResponse, ValidationErrorResponse } from '@/types';
import { errorDialog } from './dialog';
import { isHttpError } from './http';
import { translate } from './i18n';
import { notify } from './notify';

/*
 * How the screens report what the API answered (spec section 5): warnings and successes from an
 * action's flags, the server's message for a failed request, 422 field errors, the 'Erro!' dialog.
 */

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

/** The HTTP status of a failed request (undefined for a network error or a failure of another kind). */
export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
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

/**
 * The toast text of a failed cart or checkout call: the server's reason when it refused the input
 * (422, 409), since the buyer can act on it; the screen's text for everything else.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const status = statusOf(error);
  return status === 422 || status === 409 ? serverMessage(error, fallback) : fallback;
}

export function validationErrors(error: unknown): Record<string, string> {
  if (!isHttpError<ValidationErrorResponse>(error) || error.response?.status !== 422) return {};
  const errors = error.response.data?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? '']));
}

/** A 422 whose `errors` is a list, not a map (spec section 3: the PagBank account's entries). */
export function validationList<T>(error: unknown): T[] {
  if (!isHttpError<{ errors?: unknown }>(error) || error.response?.status !== 422) return [];
  const list = error.response.data?.errors;
  return Array.isArray(list) ? (list as T[]) : [];
}

/**
 * A failed request as the spec shows it: a 422 on registration or profile update opens the 'Erro!'
 * dialog with the server's text; anything else is a toast with the server's message.
 */
export function notifyRequestError(
  error: unknown,
  {
    dialogOn422 = false,
    fallback,
    exact = false,
  }: {
    dialogOn422?: boolean;
    fallback?: string;
    /** Show `fallback` itself, not the server's message. */
    exact?: boolean;
  } = {},
): void {
  const status = statusOf(error);
  const message = exact && fallback !== undefined ? fallback : serverMessage(error, fallback);
  if (status === 422 && dialogOn422) {
    errorDialog.open(message, translate('dialog.error_title'));
    return;
  }
  notify.error(message);
}
