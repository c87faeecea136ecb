import { useCallback, useState } from 'react';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * Runs one write of a support form: busy while it runs, the server's 422 field messages in `errors`
 * (shown beside the fields), a success toast with the server's message. Resolves to the result, or
 * null when it was refused.
 */
export function useSubmit() {
  const { t } = useLaravelReactI18n();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = useCallback(
    async <T>(call: () => Promise<{ error?: boolean; message?: string; result: T }>): Promise<T | null> => {
      setBusy(true);
      setErrors({});
      try {
        const data = await call();
        if (isActionError(data)) {
          notify.warning(data.message || t('errors.generic'));
          return null;
        }
        if (data.message) notify.success(data.message);
        return data.result;
      } catch (error) {
        const fields = validationErrors(error);
        setErrors(fields);
        notifyRequestError(error);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  return { busy, errors, submit, setErrors };
}
