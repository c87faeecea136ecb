import { usePage } from '@inertiajs/react';
import { useCallback, useState } from 'react';
import { type CreateProductInput, sellerRegisterApi } from '@/api/sellerRegister';
import { useChannel } from '@/hooks/useChannel';
import { isHttpError } from '@/lib/http';
import { notify } from '@/lib/notify';
import { isActionError, validationErrors } from '@/lib/requestErrors';
import { useLaravelReactI18n } from '@/lib/useI18n';
import type { SuggestionItem } from '@/types/pages/sellerRegister';

/** `suggestion.approved` on the author's channel (docs/suggestions.md). */
interface SuggestionApproved {
  id: number;
  approved_at: string;
}

/**
 * The user's suggestions (the page's prop) and sending a new one (POST /v1/product/create_product).
 * A new one goes on top of the list as pending; an approval arriving live marks it approved (the
 * shell's live events show the toast). A failure reads 'Erro ao salvar, aguarde e tente mais tarde'
 * (spec section 8); a 422 shows the server's texts under the fields.
 */
export function useSuggestions(initial: SuggestionItem[]) {
  const { t } = useLaravelReactI18n();
  const [suggestions, setSuggestions] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const userId = usePage().props.auth?.user.id ?? null;

  useChannel(userId !== null ? `App.Models.User.${userId}` : null, {
    'suggestion.approved': (e: SuggestionApproved) =>
      setSuggestions((list) =>
        list.map((s) =>
          s.id === e.id
            ? {
                ...s,
                status: 'approved',
                status_label: t('seller_register.status_approved'),
                reviewed_at: e.approved_at,
              }
            : s,
        ),
      ),
  });

  const create = useCallback(
    async (input: CreateProductInput): Promise<boolean> => {
      setBusy(true);
      setErrors({});
      try {
        const data = await sellerRegisterApi.createProduct(input);
        if (isActionError(data) || !data.result) {
          notify.warning(data.message || t('spec.suggestion_save_error'));
          return false;
        }
        const saved = data.result;
        setSuggestions((list) => [saved, ...list.filter((s) => s.id !== saved.id)]);
        notify.success(data.message || t('spec.saved'));
        return true;
      } catch (error) {
        const fieldErrors = validationErrors(error);
        setErrors(fieldErrors);
        if (!isHttpError(error) || error.response?.status !== 422)
          notify.error(t('spec.suggestion_save_error'));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  return { suggestions, errors, busy, create };
}
