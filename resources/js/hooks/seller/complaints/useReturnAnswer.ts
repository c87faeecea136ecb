import { router } from '@inertiajs/react';
import { sellerReturnsApi } from '@/api/sellerReturns';
import { useApiForm } from '@/hooks/useApiForm';
import { useLaravelReactI18n } from '@/lib/useI18n';

/**
 * The store's answer to one return, through the one form path (`useApiForm`): accept, or refuse with
 * an answer (5–500 characters). On success the screen's props are read again (the request moves to its
 * new tab and the counts change); a 422 shows the field's message under the answer (no toast then).
 */
export function useReturnAnswer(returnId: number) {
  const { t } = useLaravelReactI18n();
  const form = useApiForm({});

  const answer = async (accept: boolean, text?: string) => {
    form.clearErrors();
    if (!accept && (text ?? '').trim().length < 5) {
      form.setError({ answer: t('seller_returns.answer_required') } as never);
      return false;
    }
    const data = await form.send(() => sellerReturnsApi.answer(returnId, accept, text?.trim()), {
      success: (result) => result.message || t('seller_returns.answered'),
      onSuccess: () => router.reload({ only: ['returns', 'counts'], reset: ['returns'] }),
      fieldName: (key) => (key === 'answer' ? key : null),
      toastFieldErrors: false,
    });
    return data !== null;
  };

  return { processing: form.processing, error: form.errors.answer ?? null, answer };
}
