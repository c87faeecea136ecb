import { useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { ActionResponse } from '@/types';

export type ActionOutcome<T> = { ok: true; result: T } | { ok: false };

/**
 * One settings call as every part of the two screens makes it: busy while it runs, the success toast
 * ('Salvo com sucesso' unless told otherwise), a 422's messages by field, and the server's message as
 * a toast for any failure.
 */
export function useSettingsAction() {
  const { t } = useLaravelReactI18n();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const run = useCallback(
    async <T>(call: () => Promise<ActionResponse<T>>, success?: string): Promise<ActionOutcome<T>> => {
      setBusy(true);
      setErrors({});
      try {
        const data = await call();
        if (isActionError(data)) {
          notify.warning(data.message || t('errors.generic'));
          return { ok: false };
        }
        notify.success(success ?? t('spec.saved'));
        return { ok: true, result: data.result as T };
      } catch (error) {
        setErrors(validationErrors(error));
        notifyRequestError(error);
        return { ok: false };
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  return { busy, errors, setErrors, run };
}
