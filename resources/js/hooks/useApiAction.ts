import { useCallback } from 'react';
import { type ApiSubmitOptions, useApiForm } from './useApiForm';

/**
 * A one-click action (add to cart, favourite, pause, delete): no fields, but the same handling as a
 * form's (`useApiForm`'s `send`): one request at a time, the spec's toasts and 'Erro!' dialog from
 * lib/requestErrors. `busyKey` is the key of the row whose action is running (a list of buttons),
 * `processing` whether any is.
 *
 *   const action = useApiAction();
 *   action.run(ad.id, () => adsApi.trash(ad.id), { onSuccess: () => router.reload() });
 *   <button disabled={action.busyKey === ad.id}>…
 */
export function useApiAction<K extends string | number = string | number>() {
  const form = useApiForm<{ key: string | number }>({ key: '' });
  const { send, setData, processing } = form;
  const run = useCallback(
    <T>(key: K, call: () => Promise<T>, options?: ApiSubmitOptions<T>): Promise<T | null> => {
      setData('key', key);
      return send(call, options);
    },
    [send, setData],
  );
  return { run, processing, busyKey: processing ? (form.data.key as K) : null };
}
