import { router } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { sellerReturnsApi } from '@/api/sellerReturns';
import { notify } from '@/lib/notify';
import { isActionError, notifyRequestError, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * The store's answer to one return: accept, or refuse with an answer (5–500 characters). On success
 * the screen's props are read again (the request moves to its new tab and the counts change); a 422
 * shows the field's message under the answer.
 */
export function useReturnAnswer(returnId: number) {
  const { t } = useLaravelReactI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = useCallback(
    async (accept: boolean, text?: string) => {
      setError(null);
      if (!accept && (text ?? '').trim().length < 5) {
        setError(t('seller_returns.answer_required'));
        return false;
      }
      setBusy(true);
      try {
        const data = await sellerReturnsApi.answer(returnId, accept, text?.trim());
        if (isActionError(data)) {
          notify.warning(data.message || t('errors.generic'));
          return false;
        }
        notify.success(data.message || t('seller_returns.answered'));
        router.reload({ only: ['returns', 'counts'], reset: ['returns'] });
        return true;
      } catch (failure) {
        const fields = validationErrors(failure);
        if (fields.answer) setError(fields.answer);
        else notifyRequestError(failure);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [returnId, t],
  );

  return { busy, error, answer };
}
