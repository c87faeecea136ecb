import type { FormDataType } from '@inertiajs/core';
import { useForm } from '@inertiajs/react';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import { http } from '@/lib/http';
import { translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { notifyRequestError, validationErrors } from '@/lib/requestErrors';
import type { ActionResponse } from '@/types';

/*
 * Why not Inertia 3's `useHttp`: it sends through Inertia's one global HTTP client (`http.getClient()`
 * of @inertiajs/core), the client every page visit uses too. It can only be swapped for the whole app
 * (`http.setClient(axiosAdapter(instance))`), which would send page visits through the /v1 instance
 * (bearer token, XSRF echo) and load axios before the first render (lib/http.ts loads it with the first
 * call). So the form state is Inertia's `useForm` (data, setData, errors, reset …) and the request goes
 * through lib/http.ts; this hook adds `processing` and the spec's toasts and 'Erro!' dialog.
 */

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request of its own (an `api/*` call) given the form's data. */
export type ApiCall<TForm, T> = (data: TForm) => Promise<T>;

export interface ApiSubmitOptions<T> {
  /**
   * The success toast: a text, a text from the result, or `false` for none. By default (spec section 5)
   * a response flagged `error`/`erro` is a warning with the server's message, any other the server's
   * `message` as a success toast (none when it has none).
   */
  success?: string | false | ((result: T) => string | undefined);
  /** Runs after a success (not after a response flagged `error`). */
  onSuccess?: (result: T) => unknown;
  /**
   * Runs after a failure, once the 422 messages are under the fields (`fields`: those it put there);
   * return `true` to skip the toast.
   */
  onError?: (error: unknown, fields: FieldErrors) => unknown;
  /** A 422 opens the 'Erro!' dialog with the server's text instead of a toast (registration, profile). */
  dialogOn422?: boolean;
  /**
   * The error toast's text: a fallback for when the server sends no message (default 'errors.generic'),
   * also for a response flagged `error` without one; or a function of the failure that decides the text
   * itself.
   */
  errorMessage?: string | ((error: unknown) => string);
  /** Maps a 422 key to the form's field ('user.name' → 'name'); `null` leaves that message off the form. */
  fieldName?: (serverKey: string, message: string) => string | null;
  /**
   * `false`: a 422 whose messages went under the fields shows them there only, no toast (a one-field
   * form where the toast would repeat the message).
   */
  toastFieldErrors?: boolean;
  /** Runs when the request is over, either way. */
  onFinish?: () => void;
}

/** A form's field messages: the first of each 422 key. */
export type FieldErrors = Partial<Record<string, string>>;

function isFlagged(result: unknown): result is ActionResponse {
  return typeof result === 'object' && result !== null && ('error' in result || 'erro' in result);
}

function hasMessage(result: unknown): result is { message: string } {
  return (
    typeof result === 'object' && result !== null && typeof (result as ActionResponse).message === 'string'
  );
}

/**
 * A form that writes to /v1: Inertia's `useForm` state, the request through the one axios instance,
 * `processing` while it runs (a second submit meanwhile is ignored), a 422's messages under the fields
 * (`errors.name`), and the spec's toasts and 'Erro!' dialog from lib/requestErrors. `submit` resolves to
 * the response's data, or `null` when it failed or was flagged `error` (both already shown).
 *
 *   const form = useApiForm({ email: '', password: '' });
 *   form.submit((data) => authApi.login(data), { onSuccess: (r) => startSession(r.result) });
 */
export function useApiForm<TForm extends FormDataType<TForm>>(initial: TForm | (() => TForm)) {
  const form = useForm<TForm>(initial);
  const [processing, setProcessing] = useState(false);
  const running = useRef(false);
  const latest = useRef(form);
  latest.current = form;

  // Stable across renders (they read the form through `latest`), so they can sit in effect and
  // callback dependencies.
  const [actions] = useState(() => {
    async function run<T>(call: () => Promise<T>, options: ApiSubmitOptions<T> = {}): Promise<T | null> {
      if (running.current) return null;
      running.current = true;
      setProcessing(true);
      latest.current.clearErrors();
      try {
        const result = await call();
        if (isFlagged(result) && (result.error || result.erro)) {
          const fallback = typeof options.errorMessage === 'function' ? undefined : options.errorMessage;
          notify.warning(result.message || fallback || translate('errors.generic'));
          return null;
        }
        const { success } = options;
        const message =
          typeof success === 'function'
            ? success(result)
            : success === undefined
              ? hasMessage(result)
                ? result.message
                : undefined
              : success || undefined;
        if (message) notify.success(message);
        await options.onSuccess?.(result);
        return result;
      } catch (error) {
        const rename = options.fieldName ?? ((key: string) => key);
        const fields: Record<string, string> = {};
        for (const [key, text] of Object.entries(validationErrors(error))) {
          const name = rename(key, text);
          if (name !== null) fields[name] = text;
        }
        if (Object.keys(fields).length > 0)
          latest.current.setError(fields as Parameters<typeof form.setError>[0]);
        const shownInPlace = options.toastFieldErrors === false && Object.keys(fields).length > 0;
        if (options.onError?.(error, fields) !== true && !shownInPlace) {
          const { errorMessage } = options;
          notifyRequestError(error, {
            dialogOn422: options.dialogOn422,
            fallback: typeof errorMessage === 'function' ? errorMessage(error) : errorMessage,
            exact: typeof errorMessage === 'function',
          });
        }
        return null;
      } finally {
        running.current = false;
        setProcessing(false);
        options.onFinish?.();
      }
    }

    function submit<T = unknown>(
      method: ApiMethod,
      url: string,
      options?: ApiSubmitOptions<T>,
    ): Promise<T | null>;
    function submit<T>(call: ApiCall<TForm, T>, options?: ApiSubmitOptions<T>): Promise<T | null>;
    function submit<T>(
      first: ApiMethod | ApiCall<TForm, T>,
      second?: string | ApiSubmitOptions<T>,
      third?: ApiSubmitOptions<T>,
    ): Promise<T | null> {
      const data = latest.current.data;
      if (typeof first === 'function') return run(() => first(data), second as ApiSubmitOptions<T>);
      const url = second as string;
      const request =
        first === 'get' || first === 'delete'
          ? () => http[first]<T>(url, first === 'get' ? { params: data } : { data })
          : () => http[first]<T>(url, data);
      return run(() => request().then((r) => r.data), third);
    }

    return { run, submit };
  });

  /**
   * name / value / onChange / error for a text field bound to `key`. With `markOnly` the field is marked
   * `invalid` without its own message, where the 'Erro!' dialog already says what is wrong.
   */
  const field = useCallback(
    (key: keyof TForm & string, { markOnly = false }: { markOnly?: boolean } = {}) => {
      const error = (latest.current.errors as FieldErrors)[key];
      return {
        name: key,
        value: String(latest.current.data[key] ?? ''),
        ...(markOnly ? { invalid: Boolean(error) } : { error }),
        onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
          (latest.current.setData as (k: string, v: unknown) => void)(key, e.target.value),
      };
    },
    [],
  );

  return {
    data: form.data,
    setData: form.setData,
    errors: form.errors as FieldErrors,
    hasErrors: form.hasErrors,
    isDirty: form.isDirty,
    processing,
    setError: form.setError,
    clearErrors: form.clearErrors,
    reset: form.reset,
    resetAndClearErrors: form.resetAndClearErrors,
    setDefaults: form.setDefaults,
    submit: actions.submit,
    /** Runs any request (not from the form's data) with the same processing, 422 and toast handling. */
    send: actions.run,
    field,
  };
}

export type ApiForm<TForm extends FormDataType<TForm>> = ReturnType<typeof useApiForm<TForm>>;
